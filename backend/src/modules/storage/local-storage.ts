import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, stat, unlink } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { contentTypeOf } from './content-types.js';
import {
  checkKey,
  ObjectStorage,
  signedSeconds,
  type ByteRange,
  type ObjectRead,
  type PutOptions,
  type SignedUrlOptions,
  type StoredObject,
} from './object-storage.js';
import type { UrlSigner } from './url-signer.js';

/**
 * The uploads folder (UPLOADS_DIR, the default): one file per key. A file is written beside its place
 * and renamed into it, so a reader never sees half of one. The folder keeps no metadata: the type
 * served is the key's extension's (content-types.ts).
 */
export class LocalObjectStorage extends ObjectStorage {
  readonly kind = 'local' as const;

  constructor(
    private readonly dir: string,
    private readonly signer: UrlSigner,
    /** PUBLIC_URL: signed addresses are absolute, like S3's. */
    private readonly publicUrl: string,
    private readonly nowSeconds: () => number = () => Math.floor(Date.now() / 1000),
  ) {
    super();
  }

  private file(key: string): string {
    return path.join(this.dir, ...checkKey(key).split('/'));
  }

  /** The folder keeps no type: `_options.contentType` is the extension's (content-types.ts). */
  async put(key: string, body: Buffer | Readable, _options: PutOptions): Promise<StoredObject> {
    const file = this.file(key);
    await mkdir(path.dirname(file), { recursive: true });
    const temporary = `${file}.${randomBytes(6).toString('hex')}.part`;
    try {
      const source = Buffer.isBuffer(body) ? Readable.from([body]) : body;
      await pipeline(source, createWriteStream(temporary, { flags: 'wx', mode: 0o644 }));
      await rename(temporary, file);
    } catch (error) {
      await unlink(temporary).catch(() => undefined);
      throw error;
    }
    const stored = await this.head(key);
    if (!stored) throw new Error(`The file of ${key} vanished as it was written`);
    return stored;
  }

  async head(key: string): Promise<StoredObject | null> {
    try {
      const info = await stat(this.file(key));
      if (!info.isFile()) return null;
      return {
        key,
        size: info.size,
        contentType: contentTypeOf(key),
        etag: `"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`,
        lastModified: info.mtime,
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async read(key: string, range: ByteRange | null = null): Promise<ObjectRead | null> {
    const info = await this.head(key);
    if (!info) return null;
    const body = createReadStream(this.file(key), range ?? {});
    // Open before answering: a file removed in between is a miss, not a broken stream.
    const opened = await new Promise<boolean>((resolve) => {
      body.once('open', () => resolve(true));
      body.once('error', () => resolve(false));
    });
    if (!opened) return null;
    return { ...info, body, range };
  }

  async delete(key: string): Promise<void> {
    await unlink(this.file(key)).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'ENOENT') throw error;
    });
  }

  async signedUrl(key: string, options?: SignedUrlOptions): Promise<string> {
    const expires = this.nowSeconds() + signedSeconds(options);
    return `${this.publicUrl}${this.publicPath(key)}?${this.signer.query(key, expires)}`;
  }
}

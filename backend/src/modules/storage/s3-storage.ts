import type { Readable } from 'node:stream';
import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
  UploadPartCommand,
  type CompletedPart,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { S3StorageConfig } from '../../config/storage.config.js';
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

/** Parts of a multipart upload (S3's smallest part but the last is 5 MiB). */
export const DEFAULT_PART_BYTES = 8 * 1024 * 1024;

const isMissing = (error: unknown) =>
  error instanceof S3ServiceException &&
  (error.$metadata.httpStatusCode === 404 ||
    error.name === 'NoSuchKey' ||
    error.name === 'NotFound');

export function s3Client(config: S3StorageConfig): S3Client {
  return new S3Client({
    region: config.region,
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
    forcePathStyle: config.forcePathStyle,
    ...(config.credentials ? { credentials: config.credentials } : {}),
    // Checksums only where S3 requires them: R2, MinIO and older gateways refuse the newer defaults.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    maxAttempts: 3,
  });
}

/**
 * S3-compatible object storage (S3_BUCKET): AWS S3, Cloudflare R2, MinIO, through the AWS SDK. Every
 * instance of the app reads and writes the same bucket, so a file uploaded through one is served by all.
 * A stream of unknown length is sent in parts (multipart upload); bytes in one PUT.
 */
export class S3ObjectStorage extends ObjectStorage {
  readonly kind = 's3' as const;

  constructor(
    private readonly config: S3StorageConfig,
    private readonly client: S3Client = s3Client(config),
    private readonly partBytes = DEFAULT_PART_BYTES,
  ) {
    super();
  }

  private objectKey(key: string): string {
    checkKey(key);
    return this.config.prefix ? `${this.config.prefix}/${key}` : key;
  }

  async put(key: string, body: Buffer | Readable, options: PutOptions): Promise<StoredObject> {
    const Key = this.objectKey(key);
    const target = { Bucket: this.config.bucket, Key, ContentType: options.contentType };
    if (Buffer.isBuffer(body)) {
      await this.client.send(new PutObjectCommand({ ...target, Body: body }));
    } else {
      await this.putStream(target, body);
    }
    const stored = await this.head(key);
    if (!stored) throw new Error(`The object ${key} is missing right after it was stored`);
    return stored;
  }

  /** The first part in memory: a short stream is one PUT, a longer one a multipart upload. */
  private async putStream(
    target: { Bucket: string; Key: string; ContentType: string },
    body: Readable,
  ): Promise<void> {
    let uploadId: string | undefined;
    const parts: CompletedPart[] = [];
    let pending: Buffer[] = [];
    let pendingBytes = 0;
    const sendPart = async (final: boolean) => {
      const bytes = Buffer.concat(pending);
      pending = [];
      pendingBytes = 0;
      if (!uploadId && final) {
        await this.client.send(new PutObjectCommand({ ...target, Body: bytes }));
        return;
      }
      if (!uploadId) {
        const created = await this.client.send(new CreateMultipartUploadCommand(target));
        uploadId = created.UploadId;
        if (!uploadId) throw new Error('The object storage gave no upload id');
      }
      const PartNumber = parts.length + 1;
      const { ETag } = await this.client.send(
        new UploadPartCommand({
          Bucket: target.Bucket,
          Key: target.Key,
          UploadId: uploadId,
          PartNumber,
          Body: bytes,
        }),
      );
      parts.push({ ETag, PartNumber });
    };
    try {
      for await (const chunk of body) {
        const buf = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array);
        pending.push(buf);
        pendingBytes += buf.length;
        if (pendingBytes >= this.partBytes) await sendPart(false);
      }
      if (pendingBytes > 0 || !uploadId) await sendPart(true);
      if (uploadId)
        await this.client.send(
          new CompleteMultipartUploadCommand({
            Bucket: target.Bucket,
            Key: target.Key,
            UploadId: uploadId,
            MultipartUpload: { Parts: parts },
          }),
        );
    } catch (error) {
      if (uploadId)
        await this.client
          .send(
            new AbortMultipartUploadCommand({
              Bucket: target.Bucket,
              Key: target.Key,
              UploadId: uploadId,
            }),
          )
          .catch(() => undefined);
      throw error;
    }
  }

  async head(key: string): Promise<StoredObject | null> {
    try {
      const head = await this.client.send(
        new HeadObjectCommand({ Bucket: this.config.bucket, Key: this.objectKey(key) }),
      );
      return {
        key,
        size: head.ContentLength ?? 0,
        contentType: head.ContentType ?? 'application/octet-stream',
        etag: head.ETag ?? `"${key}"`,
        lastModified: head.LastModified ?? new Date(0),
      };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async read(key: string, range: ByteRange | null = null): Promise<ObjectRead | null> {
    try {
      const got = await this.client.send(
        new GetObjectCommand({
          Bucket: this.config.bucket,
          Key: this.objectKey(key),
          ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}),
        }),
      );
      const total = got.ContentRange
        ? Number(/\/(\d+)$/.exec(got.ContentRange)?.[1] ?? got.ContentLength ?? 0)
        : (got.ContentLength ?? 0);
      return {
        key,
        size: total,
        contentType: got.ContentType ?? 'application/octet-stream',
        etag: got.ETag ?? `"${key}"`,
        lastModified: got.LastModified ?? new Date(0),
        body: got.Body as Readable,
        range,
      };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await this.client.send(
      new DeleteObjectCommand({ Bucket: this.config.bucket, Key: this.objectKey(key) }),
    );
  }

  async signedUrl(key: string, options?: SignedUrlOptions): Promise<string> {
    return getSignedUrl(
      this.client,
      new GetObjectCommand({ Bucket: this.config.bucket, Key: this.objectKey(key) }),
      { expiresIn: signedSeconds(options) },
    );
  }

  /** Closes the client's connections (the app's shutdown). */
  close(): void {
    this.client.destroy();
  }
}

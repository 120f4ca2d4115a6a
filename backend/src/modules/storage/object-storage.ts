import type { Readable } from 'node:stream';

/** What is known of a stored object. */
export interface StoredObject {
  key: string;
  /** Bytes of the whole object. */
  size: number;
  contentType: string;
  /** A strong validator of the bytes (quoted, as HTTP sends it). */
  etag: string;
  lastModified: Date;
}

/** Bytes `start` to `end` of an object, both included (as HTTP ranges count). */
export interface ByteRange {
  start: number;
  end: number;
}

/** An object being read: its body streams the whole object, or only `range` when one was asked. */
export interface ObjectRead extends StoredObject {
  body: Readable;
  range: ByteRange | null;
}

export interface PutOptions {
  /** The MIME type the object is served with. */
  contentType: string;
}

export interface SignedUrlOptions {
  /** Seconds the address stays valid (1 s to 7 days; default 15 minutes). */
  expiresIn?: number;
}

/** Keys under this folder are never served at /uploads without a signed address (recordings, exports). */
export const PRIVATE_PREFIX = 'private/';

/** Seconds a signed address stays valid at most (S3's own limit) and by default. */
export const SIGNED_URL_MAX_SECONDS = 7 * 24 * 3600;
export const SIGNED_URL_DEFAULT_SECONDS = 15 * 60;

/**
 * `folder/name.ext`: lowercase or uppercase letters, digits, `.`, `_`, `-` in `/`-separated segments, none
 * empty, `.` or `..`, at most 512 characters. The same key names the same file in every implementation.
 */
export function isStorageKey(key: string): boolean {
  if (key.length === 0 || key.length > 512) return false;
  return key
    .split('/')
    .every((segment) => /^[A-Za-z0-9._-]+$/.test(segment) && segment !== '.' && segment !== '..');
}

export function checkKey(key: string): string {
  if (!isStorageKey(key)) throw new Error(`Not a storage key: "${key}"`);
  return key;
}

export const isPrivateKey = (key: string) => key.startsWith(PRIVATE_PREFIX);

export function signedSeconds(options: SignedUrlOptions = {}): number {
  const seconds = options.expiresIn ?? SIGNED_URL_DEFAULT_SECONDS;
  if (!Number.isInteger(seconds) || seconds < 1 || seconds > SIGNED_URL_MAX_SECONDS)
    throw new Error(`A signed address lives 1 s to 7 days, not ${seconds} s`);
  return seconds;
}

/**
 * The storage owner (docs/storage.md): the uploaded files of every module, in the uploads folder or in an
 * S3-compatible bucket (S3_BUCKET), behind one API. Keys are paths like `content/ab12-360.webp`; public
 * keys are served at `/uploads/<key>` (with HTTP ranges), keys under `private/` only through `signedUrl`.
 * Reads of a missing key answer null; deleting a missing key is no error.
 */
export abstract class ObjectStorage {
  /** `local` (the uploads folder) or `s3`. */
  abstract readonly kind: 'local' | 's3';

  /** Stores `body` (bytes, or a stream of any length) under `key`, replacing what was there. */
  abstract put(key: string, body: Buffer | Readable, options: PutOptions): Promise<StoredObject>;

  /** What is stored under `key`, or null. */
  abstract head(key: string): Promise<StoredObject | null>;

  /** The object's bytes (all, or `range` of them: check it against `head().size` first), or null. */
  abstract read(key: string, range?: ByteRange | null): Promise<ObjectRead | null>;

  /** Removes the object (nothing when there is none). */
  abstract delete(key: string): Promise<void>;

  /**
   * A short-lived address that reads the object without a session (ranges included): the app's own
   * `/uploads/<key>?expires=…&signature=…` for the folder, a presigned GET of the bucket for S3.
   */
  abstract signedUrl(key: string, options?: SignedUrlOptions): Promise<string>;

  /** The address a page draws a public object with. */
  publicPath(key: string): string {
    return `/uploads/${checkKey(key)}`;
  }
}

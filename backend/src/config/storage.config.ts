import path from 'node:path';
import { bool, dataDirOf, httpUrl, modeOf, type Env } from './env.js';

/** S3-compatible object storage (AWS S3, Cloudflare R2, MinIO): used for uploads when S3_BUCKET is set. */
export interface S3StorageConfig {
  /** S3_BUCKET */
  bucket: string;
  /** S3_ENDPOINT: the service's URL (R2, MinIO, a local fake); unset for AWS S3 itself. */
  endpoint: string | null;
  /** S3_REGION (default `us-east-1`; R2 takes `auto`). */
  region: string;
  /** S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY; unset: the AWS SDK's default chain (instance role, …). */
  credentials: { accessKeyId: string; secretAccessKey: string } | null;
  /** S3_FORCE_PATH_STYLE: `endpoint/bucket/key` addresses (MinIO, most fakes); default: on with an endpoint. */
  forcePathStyle: boolean;
  /** S3_PREFIX: a folder inside the bucket the app keeps its objects under (default none). */
  prefix: string;
}

/** Files the app keeps. */
export interface StorageConfig {
  /** DATA_DIR: the embedded database, the development JWT secret, uploads and the mail sink default into it. */
  dataDir: string;
  /** UPLOADS_DIR: the uploaded files (blog thumbnails, content photos) when no S3_BUCKET is set, served at /uploads/… */
  uploadsDir: string;
  /** S3_*: object storage instead of the uploads folder, or null (the folder). */
  s3: S3StorageConfig | null;
  /**
   * MEDIA_BASE_URL: a CDN in front of the stored files (without a trailing slash), or null. Documents keep
   * `/uploads/<key>`; pages draw `<MEDIA_BASE_URL>/<key>` instead (libs/contracts `mediaUrl`).
   */
  mediaBaseUrl: string | null;
}

export const STORAGE_CONFIG = Symbol('STORAGE_CONFIG');

function folder(name: string, value: string | undefined) {
  if (value !== undefined && !value.trim())
    throw new Error(`${name} must be a folder path, got "${value}"`);
}

const BUCKET = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;
const REGION = /^[a-z0-9-]{2,32}$/;

export function loadS3Config(env: Env): S3StorageConfig | null {
  const bucket = env.S3_BUCKET?.trim();
  if (!bucket) return null;
  if (!BUCKET.test(bucket))
    throw new Error(
      `S3_BUCKET must be a bucket name (3-63 lowercase letters, digits, dots, dashes), got "${bucket}"`,
    );
  const endpoint = env.S3_ENDPOINT?.trim() ? httpUrl('S3_ENDPOINT', env.S3_ENDPOINT, '') : null;
  const region = env.S3_REGION?.trim() || 'us-east-1';
  if (!REGION.test(region)) throw new Error(`S3_REGION must be a region name, got "${region}"`);
  const accessKeyId = env.S3_ACCESS_KEY_ID?.trim() ?? '';
  const secretAccessKey = env.S3_SECRET_ACCESS_KEY?.trim() ?? '';
  if (!accessKeyId !== !secretAccessKey)
    throw new Error('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together');
  const prefix = (env.S3_PREFIX ?? '').trim().replace(/^\/+|\/+$/g, '');
  if (prefix && !/^[A-Za-z0-9._-]+(\/[A-Za-z0-9._-]+)*$/.test(prefix))
    throw new Error(
      `S3_PREFIX must be a folder path of letters, digits, dots, dashes, got "${env.S3_PREFIX}"`,
    );
  return {
    bucket,
    endpoint,
    region,
    credentials: accessKeyId ? { accessKeyId, secretAccessKey } : null,
    forcePathStyle: bool(env.S3_FORCE_PATH_STYLE, endpoint !== null),
    prefix,
  };
}

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * MEDIA_BASE_URL: an https address (a CDN serving the bucket's keys under it); plain http only for a
 * loopback host outside production (a local test CDN). No query or fragment: keys are appended to it.
 */
export function loadMediaBaseUrl(env: Env): string | null {
  const raw = env.MEDIA_BASE_URL?.trim();
  if (!raw) return null;
  const problem = `MEDIA_BASE_URL must be the https address the stored files are served at (a CDN in front of the bucket, e.g. https://media.example.com/uploads)`;
  if (!URL.canParse(raw)) throw new Error(`${problem}, got "${env.MEDIA_BASE_URL}"`);
  const url = new URL(raw);
  if (url.search || url.hash || url.username || url.password)
    throw new Error(
      `${problem}, without query, fragment or credentials, got "${env.MEDIA_BASE_URL}"`,
    );
  const loopbackHttp =
    url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname) && modeOf(env) !== 'production';
  if (url.protocol !== 'https:' && !loopbackHttp)
    throw new Error(
      `${problem}; plain http only for localhost outside production, got "${env.MEDIA_BASE_URL}"`,
    );
  return `${url.origin}${url.pathname}`.replace(/\/+$/, '');
}

export function loadStorageConfig(env: Env): StorageConfig {
  folder('DATA_DIR', env.DATA_DIR);
  folder('UPLOADS_DIR', env.UPLOADS_DIR);
  const dataDir = dataDirOf(env);
  return {
    dataDir,
    uploadsDir: path.resolve(env.UPLOADS_DIR ?? path.join(dataDir, 'uploads')),
    s3: loadS3Config(env),
    mediaBaseUrl: loadMediaBaseUrl(env),
  };
}

import { createHash, createHmac } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';

/** s3rver's fixed credentials: it checks every request's AWS Signature V4 against them. */
export const FAKE_S3_KEYS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } as const;

export interface FakeS3 {
  endpoint: string;
  bucket: string;
  /** The app's settings for this bucket (S3_*). */
  env: Record<string, string>;
  /** A client of the fake, for the test's own looks into the bucket. */
  client: S3Client;
  /** Every key in the bucket, sorted. */
  keys(): Promise<string[]>;
  close(): Promise<void>;
}

/** What the SigV4 check needs of a request (a Koa context of s3rver). */
interface SignedRequest {
  method: string;
  path: string;
  querystring: string;
  headers: Record<string, string | string[] | undefined>;
  status: number;
  type: string;
  body: unknown;
}

const sha256 = (data: string) => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string) =>
  createHmac('sha256', key).update(data).digest();
const rfc3986 = (value: string) =>
  encodeURIComponent(value).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );

/**
 * AWS Signature Version 4 as S3 checks it (s3rver checks only the access key of a V4 request): the
 * Authorization header, or a presigned address (X-Amz-* in the query, with its expiry). A request
 * without either is anonymous (s3rver refuses what needs an account).
 */
export function signatureProblem(
  req: SignedRequest,
  secrets: Record<string, string>,
  now = Date.now(),
) {
  const query = new URLSearchParams(req.querystring);
  const header = (name: string) => {
    const value = req.headers[name];
    return Array.isArray(value) ? value.join(',') : (value ?? '');
  };
  let accessKey: string, scope: string, signedHeaders: string, signature: string;
  let amzDate: string, payload: string;
  const authorization = header('authorization');
  if (authorization) {
    const m =
      /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8}\/[^/]+\/s3\/aws4_request), ?SignedHeaders=([^,]+), ?Signature=([0-9a-f]{64})$/.exec(
        authorization,
      );
    if (!m) return 'malformed Authorization';
    [, accessKey = '', scope = '', signedHeaders = '', signature = ''] = m;
    amzDate = header('x-amz-date');
    payload = header('x-amz-content-sha256') || 'UNSIGNED-PAYLOAD';
  } else if (query.has('X-Amz-Signature')) {
    const credential = query.get('X-Amz-Credential') ?? '';
    accessKey = credential.split('/')[0] ?? '';
    scope = credential.split('/').slice(1).join('/');
    signedHeaders = query.get('X-Amz-SignedHeaders') ?? '';
    signature = query.get('X-Amz-Signature') ?? '';
    amzDate = query.get('X-Amz-Date') ?? '';
    payload = 'UNSIGNED-PAYLOAD';
    const at = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(amzDate);
    if (!at) return 'malformed X-Amz-Date';
    const signedAt = Date.UTC(+at[1]!, +at[2]! - 1, +at[3]!, +at[4]!, +at[5]!, +at[6]!);
    if (signedAt + Number(query.get('X-Amz-Expires')) * 1000 < now) return 'expired';
  } else {
    return null;
  }
  const secret = secrets[accessKey];
  if (secret === undefined) return 'unknown access key';
  const canonicalQuery = [...query.entries()]
    .filter(([name]) => name !== 'X-Amz-Signature')
    .map(([name, value]) => [rfc3986(name), rfc3986(value)] as const)
    .sort(([a, x], [b, y]) => (a < b ? -1 : a > b ? 1 : x < y ? -1 : x > y ? 1 : 0))
    .map(([name, value]) => `${name}=${value}`)
    .join('&');
  const names = signedHeaders.split(';');
  const canonicalHeaders = names
    .map((name) => `${name}:${header(name).trim().replace(/\s+/g, ' ')}\n`)
    .join('');
  const canonical = [
    req.method,
    req.path,
    canonicalQuery,
    canonicalHeaders,
    signedHeaders,
    payload,
  ].join('\n');
  const toSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256(canonical)].join('\n');
  const [date = '', region = ''] = scope.split('/');
  const key = hmac(hmac(hmac(hmac(`AWS4${secret}`, date), region), 's3'), 'aws4_request');
  return hmac(key, toSign).toString('hex') === signature ? null : 'signature does not match';
}

/**
 * A local S3-compatible server (s3rver, from npm: the S3 REST protocol with Signature V4) on a free
 * loopback port, with one empty bucket, its files in a temporary folder.
 */
export async function startFakeS3(bucket = 'yoga-media'): Promise<FakeS3> {
  const directory = mkdtempSync(path.join(tmpdir(), 'yoga-fake-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  // Every request's signature checked before s3rver sees it (Koa runs its middleware in order).
  server.middleware.unshift(async (ctx, next) => {
    const problem = signatureProblem(ctx, {
      [FAKE_S3_KEYS.accessKeyId]: FAKE_S3_KEYS.secretAccessKey,
    });
    if (!problem) return next();
    ctx.status = 403;
    ctx.type = 'application/xml';
    ctx.body = `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${problem === 'expired' ? 'AccessDenied' : 'SignatureDoesNotMatch'}</Code><Message>${problem}</Message></Error>`;
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const client = new S3Client({
    endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: FAKE_S3_KEYS,
  });
  return {
    endpoint,
    bucket,
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: FAKE_S3_KEYS.accessKeyId,
      S3_SECRET_ACCESS_KEY: FAKE_S3_KEYS.secretAccessKey,
    },
    client,
    keys: async () => {
      const listed = await client.send(new ListObjectsV2Command({ Bucket: bucket }));
      return (listed.Contents ?? []).map((o) => o.Key ?? '').sort();
    },
    close: async () => {
      client.destroy();
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type express from 'express';

type Coding = 'br' | 'gzip';

interface Serialized {
  body: Buffer;
  etag: string;
  /** The body compressed once per coding, on the first answer that asks for it. */
  coded: Partial<Record<Coding, Buffer>>;
}

/** As the compression middleware: bodies under 1 KB are sent as they are. */
const COMPRESS_FROM_BYTES = 1024;

/** Values marked by `keepJson`: null until first sent, then their bytes and entity tag. */
const kept = new WeakMap<object, Serialized | null>();

/**
 * Marks a value that will not change any more (a list held by a `ListCache`) so that its JSON is made
 * once, however many answers send it: at 06:00 every student's dashboard asks for the same page of the
 * schedule, and serializing and hashing it for each answer was most of the cached route's cost. The
 * value must not be changed after this (a cached list is shared by every caller already).
 */
export function keepJson<T extends object>(value: T): T {
  if (!kept.has(value)) kept.set(value, null);
  return value;
}

function compressed(memo: Serialized, coding: Coding): Buffer {
  const made =
    memo.coded[coding] ??
    (coding === 'br'
      ? brotliCompressSync(memo.body, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: 5,
            [constants.BROTLI_PARAM_SIZE_HINT]: memo.body.length,
          },
        })
      : gzipSync(memo.body));
  memo.coded[coding] = made;
  return made;
}

function serialized(value: object): Serialized | undefined {
  const memo = kept.get(value);
  if (memo === undefined) return undefined;
  if (memo) return memo;
  const body = Buffer.from(JSON.stringify(value));
  const made = { body, etag: createHash('sha1').update(body).digest('base64url'), coded: {} };
  kept.set(value, made);
  return made;
}

/**
 * The app's `res.json` (which Nest calls for a handler's return value) sends a kept value's bytes as
 * they were made the first time, compressed once per coding the browser accepts (Brotli, else gzip, as the
 * compression middleware prefers them; it then leaves the answer alone), with a strong ETag per
 * representation (so `If-None-Match` still answers 304 through `res.send`); every other value goes
 * through Express's own `res.json`. Only this app's response object is changed. Express's
 * `json replacer`, `json spaces` and `json escape` settings are not used here (the app sets none: the
 * bytes are the same as `res.json` makes).
 */
export function sendKeptJson(app: express.Express): void {
  const json = app.response.json;
  app.response.json = function keptJson(this: express.Response, body?: unknown) {
    const memo = body !== null && typeof body === 'object' ? serialized(body) : undefined;
    if (!memo) return json.call(this, body);
    if (!this.get('Content-Type')) this.set('Content-Type', 'application/json; charset=utf-8');
    this.vary('Accept-Encoding');
    const coding: Coding | undefined =
      memo.body.length < COMPRESS_FROM_BYTES || this.get('Content-Encoding')
        ? undefined
        : this.req.acceptsEncodings('br')
          ? 'br'
          : this.req.acceptsEncodings('gzip')
            ? 'gzip'
            : undefined;
    if (!this.get('ETag')) this.set('ETag', `"${memo.etag}${coding ? `-${coding}` : ''}"`);
    if (!coding) return this.send(memo.body);
    this.set('Content-Encoding', coding);
    return this.send(compressed(memo, coding));
  };
}

import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { pipeline } from 'node:stream/promises';
import { ApiError } from '../../common/errors/api-error.js';
import { errorBody } from '../../common/filters/all-exceptions.filter.js';
import { answerLanguage } from '../../common/i18n/accept-language.js';
import {
  isPrivateKey,
  isStorageKey,
  type ByteRange,
  type ObjectStorage,
} from './object-storage.js';
import type { UrlSigner } from './url-signer.js';

/**
 * Public files: named by random ids (a new upload is a new name), kept an hour as before. `no-transform`:
 * the compression middleware leaves them alone (a byte range must stay one; pictures are compressed).
 */
const PUBLIC_CACHE = 'public, max-age=3600, no-transform';
const PRIVATE_CACHE = 'private, no-store, no-transform';

function refuse(req: Request, res: Response, code: 'file_not_found' | 'range_not_satisfiable') {
  const error = new ApiError(code);
  for (const header of ['Accept-Ranges', 'ETag', 'Last-Modified', 'Content-Length'])
    res.removeHeader(header);
  res
    .status(error.getStatus())
    .setHeader('Cache-Control', 'no-store')
    .type('application/json')
    .json(errorBody(error, answerLanguage(req.headers['accept-language'])));
}

/** The one range of a `Range` header, null for the whole file (no header, several ranges, an old If-Range), or 'unsatisfiable'. */
function rangeOf(req: Request, size: number, etag: string): ByteRange | null | 'unsatisfiable' {
  if (!req.headers.range) return null;
  const ifRange = req.headers['if-range'];
  if (ifRange && ifRange !== etag) return null;
  const parsed = req.range(size, { combine: true });
  if (parsed === -1) return 'unsatisfiable';
  if (parsed === -2 || parsed === undefined || parsed.type !== 'bytes' || parsed.length !== 1)
    return null;
  return { start: parsed[0]!.start, end: parsed[0]!.end };
}

/**
 * `/uploads/<key>`: the stored files, from the uploads folder or the bucket alike, with HTTP ranges
 * (a video scrubbed, a download resumed), ETag and Last-Modified. Keys under `private/` only with a
 * valid signature (`?expires=…&signature=…`, from `ObjectStorage.signedUrl`); else 404, as for a missing
 * file.
 */
export function storedFilesHandler(
  storage: ObjectStorage,
  signer: UrlSigner,
  nowSeconds: () => number = () => Math.floor(Date.now() / 1000),
): RequestHandler {
  const serve = async (req: Request, res: Response) => {
    let key: string;
    try {
      key = decodeURIComponent(req.path.replace(/^\/+/, ''));
    } catch {
      return refuse(req, res, 'file_not_found');
    }
    if (!isStorageKey(key)) return refuse(req, res, 'file_not_found');
    const signed = isPrivateKey(key);
    if (signed && !signer.verify(key, req.query.expires, req.query.signature, nowSeconds()))
      return refuse(req, res, 'file_not_found');
    const info = await storage.head(key);
    if (!info) return refuse(req, res, 'file_not_found');
    res.setHeader('Accept-Ranges', 'bytes');
    res.setHeader('ETag', info.etag);
    res.setHeader('Last-Modified', info.lastModified.toUTCString());
    res.setHeader('Content-Type', info.contentType);
    res.setHeader('Cache-Control', signed ? PRIVATE_CACHE : PUBLIC_CACHE);
    if (req.fresh) {
      res.status(304).end();
      return;
    }
    const range = rangeOf(req, info.size, info.etag);
    if (range === 'unsatisfiable') {
      res.setHeader('Content-Range', `bytes */${info.size}`);
      return refuse(req, res, 'range_not_satisfiable');
    }
    if (range) {
      res.status(206);
      res.setHeader('Content-Range', `bytes ${range.start}-${range.end}/${info.size}`);
    }
    res.setHeader('Content-Length', String(range ? range.end - range.start + 1 : info.size));
    if (req.method === 'HEAD') {
      res.end();
      return;
    }
    const read = await storage.read(key, range);
    if (!read) {
      res.removeHeader('Content-Range');
      res.removeHeader('Content-Length');
      return refuse(req, res, 'file_not_found');
    }
    try {
      await pipeline(read.body, res);
    } catch {
      // The visitor went away, or the store failed mid-file: the answer cannot change any more.
      read.body.destroy();
      res.destroy();
    }
  };
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    serve(req, res).catch(next);
  };
}

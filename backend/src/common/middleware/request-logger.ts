import { randomUUID } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';

/** One structured JSON line per request, with a request id; never bodies, passwords or tokens. */
export function requestLogger(enabled: boolean) {
  return (req: Request & { id?: string }, res: Response, next: NextFunction) => {
    const incoming = req.headers['x-request-id'];
    req.id =
      typeof incoming === 'string' && /^[\w-]{1,64}$/.test(incoming) ? incoming : randomUUID();
    res.setHeader('X-Request-Id', req.id);
    if (!enabled) return next();
    const started = process.hrtime.bigint();
    res.on('finish', () => {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      process.stdout.write(
        `${JSON.stringify({
          time: new Date().toISOString(),
          level: res.statusCode >= 500 ? 'error' : 'info',
          reqId: req.id,
          method: req.method,
          path: req.originalUrl.split('?')[0],
          status: res.statusCode,
          ms: Math.round(ms * 10) / 10,
          ip: req.ip,
        })}\n`,
      );
    });
    next();
  };
}

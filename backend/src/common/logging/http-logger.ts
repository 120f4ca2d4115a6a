import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Options } from 'pino-http';
import type { LoggingConfig } from '../../config/logging.config.js';

/** Never written to a log, whatever object they appear in (one level deep, and at the top). */
const SECRET_KEYS = [
  'authorization',
  'cookie',
  'password',
  'current_password',
  'new_password',
  'temporary_password',
  'passwordHash',
  'token',
  'jwtSecret',
];
const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  ...SECRET_KEYS.flatMap((key) => [key, `*.${key}`]),
];

/** A caller's X-Request-Id when it looks like one, else a fresh id; echoed in the response. */
function requestId(req: IncomingMessage, res: ServerResponse): string {
  const incoming = req.headers['x-request-id'];
  const id =
    typeof incoming === 'string' && /^[\w-]{1,64}$/.test(incoming) ? incoming : randomUUID();
  res.setHeader('X-Request-Id', id);
  return id;
}

interface SerializedRequest {
  id?: unknown;
  method?: string;
  url?: string;
  raw?: { ip?: string; socket?: { remoteAddress?: string } };
}

/**
 * pino-http settings: one JSON line per request (LOG_REQUESTS) and the logger every application
 * log goes through (LOG_LEVEL), both carrying the request id. Requests are logged without headers,
 * query strings or bodies, so tokens and passwords never reach a log; known secret keys are redacted
 * from anything else that is logged.
 */
export function httpLoggerOptions(config: LoggingConfig): Options<IncomingMessage, ServerResponse> {
  return {
    level: config.level,
    autoLogging: config.requests,
    genReqId: requestId,
    customProps: (req) => ({ reqId: (req as IncomingMessage & { id?: unknown }).id }),
    redact: { paths: REDACT_PATHS, censor: '[redacted]' },
    serializers: {
      req: (req: SerializedRequest) => ({
        method: req.method,
        path: (req.url ?? '').split('?')[0],
        ip: req.raw?.ip ?? req.raw?.socket?.remoteAddress,
      }),
      res: (res: { statusCode?: number }) => ({ status: res.statusCode }),
      // pino-http adds a made-up error (with a stack) to every 5xx line: the status says it already.
      err: (err: { message?: string }) =>
        /^failed with status code \d+$/.test(err?.message ?? '') ? undefined : err,
    },
    formatters: { level: (label) => ({ level: label }) },
    customLogLevel: (_req, res, error) =>
      error || res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'warn' : 'info',
    timestamp: () => `,"time":"${new Date().toISOString()}"`,
  };
}

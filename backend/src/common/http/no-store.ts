import type { NextFunction, Request, Response } from 'express';

/**
 * `Cache-Control: no-store` by default on every API answer about a person: the requests that carry a
 * session (Authorization) and every /api/auth answer (the login's token among them), so no browser,
 * proxy or CDN keeps an account's or a payment's data. A route that sets its own Cache-Control later
 * (a public, cacheable answer; a document download) replaces it.
 */
export function noStoreForAccounts() {
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.headers.authorization || req.path.startsWith('/auth/'))
      res.setHeader('Cache-Control', 'no-store');
    next();
  };
}

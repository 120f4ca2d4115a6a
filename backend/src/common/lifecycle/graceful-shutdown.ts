import type { Server } from 'node:http';
import type { INestApplication } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { Lifecycle } from './lifecycle.service.js';

/**
 * While draining, every answer closes its connection, so kept-alive clients reconnect elsewhere:
 * answers to requests already in flight when shutdown begins included.
 */
export function closeConnectionsWhenStopping(lifecycle: Lifecycle) {
  const inFlight = new Set<Response>();
  lifecycle.onShutdown(() => {
    for (const res of inFlight) if (!res.headersSent) res.setHeader('Connection', 'close');
  });
  return (_req: Request, res: Response, next: NextFunction) => {
    if (lifecycle.stopping) {
      res.setHeader('Connection', 'close');
    } else {
      inFlight.add(res);
      res.on('close', () => inFlight.delete(res));
    }
    next();
  };
}

/**
 * SIGTERM/SIGINT: health turns 503 at once; the server stops accepting connections and closes idle
 * ones; requests in flight finish (each answer closes its connection); after `timeoutMs` whatever is
 * still open is closed. Only then does Nest shut down the modules (the password hasher, the database),
 * so a login in flight still verifies its password. The process exits 0.
 */
export function installGracefulShutdown(
  app: INestApplication,
  timeoutMs: number,
  log: (message: string) => void,
) {
  const lifecycle = app.get(Lifecycle);
  const server = app.getHttpServer() as Server;
  let started = false;

  const shutdown = async (signal: string) => {
    if (started) return;
    started = true;
    lifecycle.beginShutdown();
    // The whole stop fits in timeoutMs: draining gets all but the last second (at least half).
    const drainMs = Math.max(timeoutMs - 1000, Math.ceil(timeoutMs / 2));
    log(`${signal}: draining requests (at most ${drainMs} ms)`);
    setTimeout(() => process.exit(0), timeoutMs).unref();
    const drained = setTimeout(() => server.closeAllConnections(), drainMs);
    await new Promise<void>((resolve) => server.close(() => resolve()));
    clearTimeout(drained);
    try {
      await app.close();
    } finally {
      log('Stopped');
      process.exit(0);
    }
  };
  for (const signal of ['SIGTERM', 'SIGINT'] as const)
    process.once(signal, () => void shutdown(signal));
}

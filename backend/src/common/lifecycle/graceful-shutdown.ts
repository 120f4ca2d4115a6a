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
 * SIGTERM, for rolling deploys: health turns 503 at once, and for `shutdownDrainMs` the server
 * keeps accepting and serving, each answer closing its connection (Connection: close), so a load
 * balancer sees the 503 and moves traffic while kept-alive clients reconnect elsewhere without a reset.
 * Then the server stops accepting connections and closes idle ones; requests in flight finish; after
 * `shutdownTimeoutMs` whatever is still open is closed. Only then does Nest shut down the modules (the
 * password hasher, the database), so a login in flight still verifies its password. The process exits 0
 * (at the latest `shutdownDrainMs + shutdownTimeoutMs` after the signal). SIGINT (Ctrl-C) does the
 * same without the drain.
 */
export function installGracefulShutdown(
  app: INestApplication,
  {
    shutdownDrainMs,
    shutdownTimeoutMs: timeoutMs,
  }: { shutdownDrainMs: number; shutdownTimeoutMs: number },
  log: (message: string) => void,
) {
  const lifecycle = app.get(Lifecycle);
  const server = app.getHttpServer() as Server;
  let started = false;

  const shutdown = async (signal: string) => {
    if (started) return;
    started = true;
    lifecycle.beginShutdown();
    // Ctrl-C in a terminal stops at once; the drain is for the SIGTERM of a deploy.
    const drainMs = signal === 'SIGTERM' ? shutdownDrainMs : 0;
    log(
      `${signal}: draining requests (health 503; serving ${drainMs} ms more with Connection: close, then at most ${timeoutMs} ms for requests in flight)`,
    );
    setTimeout(() => process.exit(0), drainMs + timeoutMs).unref();
    if (drainMs > 0) await new Promise((resolve) => setTimeout(resolve, drainMs));
    log(`${signal}: no longer accepting connections`);
    // The rest fits in timeoutMs: in-flight requests get all but the last second (at least half).
    const finishMs = Math.max(timeoutMs - 1000, Math.ceil(timeoutMs / 2));
    const drained = setTimeout(() => server.closeAllConnections(), finishMs);
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

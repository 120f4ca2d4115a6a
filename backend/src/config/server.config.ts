import { bool, positiveIntOrOff, type Env } from './env.js';

/** The HTTP server: where it listens and what it answers to. */
export interface ServerConfig {
  /** PORT */
  port: number;
  /** HOST */
  host: string;
  /** TRUST_PROXY: trust X-Forwarded-For from one proxy hop. */
  trustProxy: boolean;
  /** CORS_ORIGINS: origins allowed to call the API from another site. */
  corsOrigins: string[];
  /** API_DOCS: Swagger UI and the OpenAPI document at /api/docs. */
  apiDocs: boolean;
  /** LIST_CACHE_MS: how long the public class and blog lists may be served from memory (0 = off). */
  listCacheMs: number;
}

export const SERVER_CONFIG = Symbol('SERVER_CONFIG');

/** PORT alone (the site's default address uses it too). */
export function portOf(env: Env): number {
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`PORT must be a port number, got "${env.PORT}"`);
  return port;
}

export function loadServerConfig(env: Env): ServerConfig {
  return {
    port: portOf(env),
    host: env.HOST ?? '0.0.0.0',
    trustProxy: bool(env.TRUST_PROXY, false),
    corsOrigins: (env.CORS_ORIGINS ?? '')
      .split(',')
      .map((o) => o.trim())
      .filter(Boolean),
    apiDocs: bool(env.API_DOCS, false),
    listCacheMs: positiveIntOrOff('LIST_CACHE_MS', env.LIST_CACHE_MS, 1000),
  };
}

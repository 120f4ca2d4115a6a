import { bool, modeOf, type Env, type Mode } from './env.js';

/** JSON logs (pino) on stdout. */
export interface LoggingConfig {
  /** LOG_LEVEL */
  level: string;
  /** LOG_REQUESTS: one line per request. */
  requests: boolean;
  /** NODE_ENV's mode: outside production a developer's terminal gets human-readable lines. */
  mode: Mode;
}

export const LOGGING_CONFIG = Symbol('LOGGING_CONFIG');

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

export function loadLoggingConfig(env: Env): LoggingConfig {
  const mode = modeOf(env);
  const level = (env.LOG_LEVEL || (mode === 'test' ? 'silent' : 'info')).toLowerCase();
  if (!LOG_LEVELS.includes(level))
    throw new Error(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got "${env.LOG_LEVEL}"`);
  return { level, requests: bool(env.LOG_REQUESTS, mode !== 'test'), mode };
}

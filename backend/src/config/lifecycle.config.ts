import { modeOf, positiveInt, positiveIntOrOff, type Env } from './env.js';

/** The process's life: how it stops, and (tests only) a shifted clock. */
export interface LifecycleConfig {
  /**
   * SHUTDOWN_DRAIN_MS: on SIGTERM, how long the instance keeps serving (health 503, every answer with
   * Connection: close) so load balancers notice and move traffic before it stops accepting connections;
   * 0 for no drain.
   */
  shutdownDrainMs: number;
  /** SHUTDOWN_TIMEOUT_MS: on SIGTERM (after the drain), how long in-flight requests and running jobs may take. */
  shutdownTimeoutMs: number;
  /** CLOCK_OFFSET_MS: shifts the app's Clock (trial, periods, join windows) for browser tests; refused in production. */
  clockOffsetMs: number;
}

export const LIFECYCLE_CONFIG = Symbol('LIFECYCLE_CONFIG');

function clockOffset(value: string | undefined, env: Env): number {
  if (value === undefined || value.trim() === '') return 0;
  const n = Number(value);
  if (!Number.isSafeInteger(n))
    throw new Error(`CLOCK_OFFSET_MS must be an integer, got "${value}"`);
  if (modeOf(env) === 'production' && n !== 0) throw new Error('CLOCK_OFFSET_MS is for tests only');
  return n;
}

export function loadLifecycleConfig(env: Env): LifecycleConfig {
  return {
    shutdownDrainMs: positiveIntOrOff('SHUTDOWN_DRAIN_MS', env.SHUTDOWN_DRAIN_MS, 5000),
    shutdownTimeoutMs: positiveInt('SHUTDOWN_TIMEOUT_MS', env.SHUTDOWN_TIMEOUT_MS, 10_000),
    clockOffsetMs: clockOffset(env.CLOCK_OFFSET_MS, env),
  };
}

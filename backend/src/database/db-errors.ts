import { QueryFailedError } from 'typeorm';

interface DriverError {
  code?: unknown;
  errno?: unknown;
  message?: unknown;
  driverError?: DriverError;
}

function driverError(error: unknown): DriverError | undefined {
  if (!error || typeof error !== 'object') return undefined;
  const e = error as DriverError;
  return e.driverError ?? e;
}

/** A unique index refused the row (MySQL/MariaDB ER_DUP_ENTRY, SQLite UNIQUE constraint). */
export function isDuplicateKey(error: unknown): boolean {
  if (!(error instanceof QueryFailedError)) return false;
  const e = error as QueryFailedError & { code?: string; errno?: number };
  return (
    e.code === 'ER_DUP_ENTRY' || e.errno === 1062 || /UNIQUE constraint failed/i.test(e.message)
  );
}

const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'PROTOCOL_CONNECTION_LOST',
  'PROTOCOL_SEQUENCE_TIMEOUT',
  'ER_CON_COUNT_ERROR',
  'ER_SERVER_SHUTDOWN',
  'ER_QUERY_TIMEOUT',
  'ER_STATEMENT_TIMEOUT',
  'ER_LOCK_WAIT_TIMEOUT',
  'ER_LOCK_DEADLOCK',
  // No pool connection within DB_ACQUIRE_TIMEOUT_MS (bounded-pool.ts).
  'DB_ACQUIRE_TIMEOUT',
]);
const UNAVAILABLE_MESSAGES =
  /Pool is closed|Queue limit reached|connection is in closed state|Can't add new command when connection is in closed state|database is not established|Connection is not established|QueryRunnerAlreadyReleased|Cannot execute operation on .* connection because connection is not yet established|Connection terminated|Driver not Connected/i;

/**
 * The database cannot answer right now (down, unreachable, frozen past the query timeout, no connection
 * free within the acquire timeout, the pool's queue full): the request may succeed later, so it answers 503 with Retry-After rather than 500.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  const e = driverError(error);
  if (!e) return false;
  if (typeof e.code === 'string' && UNAVAILABLE_CODES.has(e.code)) return true;
  const names = ['ConnectionIsNotSetError', 'CannotExecuteNotConnectedError'];
  if (error instanceof Error && names.includes(error.constructor.name)) return true;
  const message = typeof e.message === 'string' ? e.message : '';
  const outer = error instanceof Error ? error.message : '';
  return UNAVAILABLE_MESSAGES.test(message) || UNAVAILABLE_MESSAGES.test(outer);
}

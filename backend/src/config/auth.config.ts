import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { bool, dataDirOf, modeOf, type Env } from './env.js';

/** Sign-in: the tokens and how passwords are hashed. */
export interface AuthConfig {
  /** JWT_SECRET (outside production, generated once into $DATA_DIR/jwt-secret when unset). */
  jwtSecret: string;
  /** JWT_EXPIRES_IN: token lifetime (60s, 12h, 7d, …). */
  jwtExpiresIn: string;
  /** PASSWORD_HASHER_PROCESS: argon2 in a low-priority helper process (off in tests). */
  hashInChildProcess: boolean;
  /** Cookies the API sets (the known-device cookie) are Secure: in production (else over https only). */
  secureCookies: boolean;
}

export const AUTH_CONFIG = Symbol('AUTH_CONFIG');

/** The durations jsonwebtoken accepts (a number with its unit; without one it would count milliseconds). */
const DURATION =
  /^\d+(\.\d+)?\s*(ms|msecs?|milliseconds?|s|secs?|seconds?|m|mins?|minutes?|h|hrs?|hours?|d|days?|w|weeks?|y|yrs?|years?)$/i;

function loadOrCreateDevSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

export function loadAuthConfig(env: Env): AuthConfig {
  const mode = modeOf(env);
  let jwtSecret = env.JWT_SECRET ?? '';
  if (mode === 'production') {
    if (Buffer.byteLength(jwtSecret) < 32) {
      throw new Error('JWT_SECRET must be set to at least 32 random bytes in production');
    }
  } else if (!jwtSecret) {
    jwtSecret = loadOrCreateDevSecret(dataDirOf(env));
  }
  const jwtExpiresIn = env.JWT_EXPIRES_IN ?? '7d';
  if (!DURATION.test(jwtExpiresIn.trim()))
    throw new Error(
      `JWT_EXPIRES_IN must be a duration with its unit, like 60s, 12h or 7d, got "${jwtExpiresIn}"`,
    );
  return {
    jwtSecret,
    jwtExpiresIn: jwtExpiresIn.trim(),
    hashInChildProcess: bool(env.PASSWORD_HASHER_PROCESS, mode !== 'test'),
    secureCookies: mode === 'production',
  };
}

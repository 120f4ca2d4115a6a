import { createHash } from 'node:crypto';
import { modeOf, type Env } from '../../config/env.js';

/** One AES-256 key of the health data and its id (stored beside each encrypted row). */
export interface HealthDataKey {
  /** The first 12 hex digits of the key's SHA-256: names the key without revealing it. */
  id: string;
  key: Buffer;
}

/** Health data at rest (health-questionnaire module, issue 37): AES-256-GCM keys. */
export interface HealthDataConfig {
  /** HEALTH_DATA_KEY: every new or rotated row is encrypted with it. */
  current: HealthDataKey;
  /** HEALTH_DATA_PREVIOUS_KEYS: older keys, to read rows not yet rotated (`npm run health-key:rotate`). */
  previous: HealthDataKey[];
  /** True when no HEALTH_DATA_KEY is set outside production: the built-in development key is used. */
  developmentKey: boolean;
}

export const HEALTH_DATA_CONFIG = Symbol('HEALTH_DATA_CONFIG');

/**
 * The development and test key: public (it is in this file), so it protects nothing. It is used only
 * when HEALTH_DATA_KEY is unset outside production; production refuses to start without a key.
 */
const DEVELOPMENT_KEY = createHash('sha256')
  .update('yoga-site DEVELOPMENT ONLY health data key: not secret, never for production')
  .digest();

export function healthKeyId(key: Buffer): string {
  return createHash('sha256').update(key).digest('hex').slice(0, 12);
}

/** A key written as 64 hex digits or as base64 of 32 bytes (`openssl rand -base64 32`). */
function parseKey(name: string, text: string): HealthDataKey {
  const value = text.trim();
  const key = /^[0-9a-f]{64}$/i.test(value)
    ? Buffer.from(value, 'hex')
    : /^[A-Za-z0-9+/_-]{43}=?$/.test(value)
      ? Buffer.from(value, 'base64')
      : Buffer.alloc(0);
  if (key.length !== 32)
    throw new Error(
      `${name} must be a 32-byte key, as 64 hex digits or base64 (openssl rand -base64 32)`,
    );
  return { id: healthKeyId(key), key };
}

export function loadHealthDataConfig(env: Env): HealthDataConfig {
  const text = env.HEALTH_DATA_KEY?.trim() ?? '';
  if (!text && modeOf(env) === 'production')
    throw new Error(
      'HEALTH_DATA_KEY must be set in production (32 random bytes: openssl rand -base64 32)',
    );
  const current = text
    ? parseKey('HEALTH_DATA_KEY', text)
    : { id: healthKeyId(DEVELOPMENT_KEY), key: DEVELOPMENT_KEY };
  const previous = (env.HEALTH_DATA_PREVIOUS_KEYS ?? '')
    .split(',')
    .map((k) => k.trim())
    .filter(Boolean)
    .map((k) => parseKey('HEALTH_DATA_PREVIOUS_KEYS', k))
    .filter((k) => k.id !== current.id);
  return { current, previous, developmentKey: !text };
}

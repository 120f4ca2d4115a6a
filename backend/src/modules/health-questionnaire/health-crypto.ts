import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { HealthDataConfig, HealthDataKey } from './config.js';

const IV_BYTES = 12;
const TAG_BYTES = 16;

/** A row's encrypted document: the key's id and base64(IV ‖ tag ‖ ciphertext). */
export interface Sealed {
  keyId: string;
  payload: string;
}

/** The additional authenticated data: a row moved to another user fails to decrypt. */
const aad = (userId: number) => Buffer.from(`health-questionnaire:${userId}`, 'utf8');

/** AES-256-GCM with the current key, a fresh random IV each time. */
export function seal(key: HealthDataKey, userId: number, value: unknown): Sealed {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key.key, iv, { authTagLength: TAG_BYTES });
  cipher.setAAD(aad(userId));
  const data = Buffer.concat([cipher.update(JSON.stringify(value), 'utf8'), cipher.final()]);
  return {
    keyId: key.id,
    payload: Buffer.concat([iv, cipher.getAuthTag(), data]).toString('base64'),
  };
}

/** The key a row was sealed with: the current one or a previous one (HEALTH_DATA_PREVIOUS_KEYS). */
export function keyOf(config: HealthDataConfig, keyId: string): HealthDataKey {
  const key = [config.current, ...config.previous].find((k) => k.id === keyId);
  if (!key)
    throw new Error(
      `health data sealed with key ${keyId}, which is neither HEALTH_DATA_KEY nor in HEALTH_DATA_PREVIOUS_KEYS`,
    );
  return key;
}

/** Decrypts and checks (the GCM tag) a sealed document. */
export function open<T>(config: HealthDataConfig, userId: number, sealed: Sealed): T {
  const key = keyOf(config, sealed.keyId);
  const raw = Buffer.from(sealed.payload, 'base64');
  const decipher = createDecipheriv('aes-256-gcm', key.key, raw.subarray(0, IV_BYTES), {
    authTagLength: TAG_BYTES,
  });
  decipher.setAAD(aad(userId));
  decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
  const text = Buffer.concat([
    decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)),
    decipher.final(),
  ]).toString('utf8');
  return JSON.parse(text) as T;
}

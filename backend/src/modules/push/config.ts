import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import webpush from 'web-push';
import { bool, dataDirOf, modeOf, type Env } from '../../config/env.js';

/** A VAPID key pair (URL-safe base64). */
export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

/** Web push (push module, issue 27): the VAPID key pair the browsers' push services check. */
export interface PushConfig {
  /** VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY, when set. */
  keys: VapidKeys | null;
  /**
   * Without them, outside production: the file in DATA_DIR a pair is generated into on first use (kept, so
   * subscriptions stay valid across restarts). In production: null, web push is off until the keys are set
   * (every instance must sign with the same pair; nothing secret is written to a data folder).
   */
  keysFile: string | null;
  /** VAPID_SUBJECT: a mailto: or https: contact the push services may write to. */
  subject: string;
  /**
   * PUSH_ALLOW_PRIVATE_ENDPOINTS (off by default; refused in production): subscriptions may point at http:
   * and at loopback or private addresses (a local fake push service in tests and development). Off, an
   * endpoint must be https: on a host whose every address is public (push-endpoints.ts).
   */
  allowPrivateEndpoints: boolean;
}

export const PUSH_CONFIG = Symbol('PUSH_CONFIG');

/** The pair kept in the data folder: made on first use, so reading the settings writes nothing. */
export function loadOrCreateVapidKeys(file: string): VapidKeys {
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as VapidKeys;
  mkdirSync(path.dirname(file), { recursive: true });
  const keys = webpush.generateVAPIDKeys();
  writeFileSync(file, JSON.stringify(keys), { mode: 0o600 });
  return keys;
}

export function loadPushConfig(env: Env): PushConfig {
  const publicKey = env.VAPID_PUBLIC_KEY?.trim() ?? '';
  const privateKey = env.VAPID_PRIVATE_KEY?.trim() ?? '';
  if (!!publicKey !== !!privateKey)
    throw new Error('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set together');
  const subject = env.VAPID_SUBJECT?.trim() || 'mailto:admin@localhost';
  if (!/^(mailto:\S+@\S+|https:\/\/\S+)$/.test(subject))
    throw new Error(`VAPID_SUBJECT must be a mailto: or https: URL, got "${env.VAPID_SUBJECT}"`);
  const production = modeOf(env) === 'production';
  const allowPrivateEndpoints = bool(env.PUSH_ALLOW_PRIVATE_ENDPOINTS, false);
  if (production && allowPrivateEndpoints)
    throw new Error(
      'PUSH_ALLOW_PRIVATE_ENDPOINTS is for tests and development only, not production',
    );
  if (publicKey) {
    try {
      webpush.setVapidDetails(subject, publicKey, privateKey);
    } catch (error) {
      throw new Error(
        `VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY are not a VAPID key pair: ${(error as Error).message}`,
        { cause: error },
      );
    }
  }
  return {
    keys: publicKey ? { publicKey, privateKey } : null,
    keysFile: publicKey || production ? null : path.join(dataDirOf(env), 'vapid-keys.json'),
    subject,
    allowPrivateEndpoints,
  };
}

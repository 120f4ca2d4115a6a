import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { CookieOptions, Request } from 'express';

/** The signed "known device" cookie a successful login sets (read back by the next logins only). */
export const KNOWN_DEVICE_COOKIE = 'known_device';
const KNOWN_DEVICE_DAYS = 180;

/**
 * A device the account signed in from: `<user id>.<nonce>.<HMAC>` keyed with the app's secret, so it
 * cannot be forged or moved to another account. Password guessing from unknown places slows an account
 * down; a device holding this keeps signing in with the right password, past the account's and its
 * address's limits (its own wrong passwords have a limit of their own: LoginThrottleService).
 */
export class KnownDevices {
  constructor(private readonly secret: string) {}

  private mac(userId: number, nonce: string): string {
    return createHmac('sha256', this.secret)
      .update(`known-device:${userId}:${nonce}`)
      .digest('base64url');
  }

  sign(userId: number): string {
    const nonce = randomBytes(12).toString('base64url');
    return `${userId}.${nonce}.${this.mac(userId, nonce)}`;
  }

  /**
   * The device's id (its nonce) when `token` is a known-device token of this account, else undefined
   * (forged, damaged, or another account's).
   */
  deviceId(token: string | undefined, userId: number | undefined): string | undefined {
    if (!token || userId === undefined) return undefined;
    const [id, nonce, mac] = token.split('.');
    if (id !== String(userId) || !nonce || !mac) return undefined;
    const expected = Buffer.from(this.mac(userId, nonce));
    const given = Buffer.from(mac);
    return given.length === expected.length && timingSafeEqual(given, expected) ? nonce : undefined;
  }
}

/** The known-device token a request carries in its cookie, if any. */
export function knownDeviceOf(req: Request): string | undefined {
  const header = req.headers.cookie;
  if (!header) return undefined;
  const match = new RegExp(`(?:^|;\\s*)${KNOWN_DEVICE_COOKIE}=([A-Za-z0-9_.-]{1,200})`).exec(
    header,
  );
  return match?.[1];
}

/** HttpOnly, SameSite=Lax, sent to the sign-in routes only; Secure in production and over https. */
export function knownDeviceCookieOptions(secure: boolean): CookieOptions {
  return {
    httpOnly: true,
    sameSite: 'lax',
    secure,
    path: '/api/auth',
    maxAge: KNOWN_DEVICE_DAYS * 24 * 3600 * 1000,
  };
}

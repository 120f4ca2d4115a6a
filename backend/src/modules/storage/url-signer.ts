import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The signature of the app's own short-lived addresses (`/uploads/<key>?expires=…&signature=…`): an
 * HMAC-SHA256 of the key and the expiry (Unix seconds) with a key derived from JWT_SECRET.
 */
export class UrlSigner {
  private readonly key: Buffer;

  constructor(secret: string) {
    this.key = createHmac('sha256', secret).update('yoga storage signed urls v1').digest();
  }

  sign(key: string, expires: number): string {
    return createHmac('sha256', this.key).update(`${key}\n${expires}`).digest('base64url');
  }

  /** The query of an address for `key` valid until `expires`. */
  query(key: string, expires: number): string {
    return `expires=${expires}&signature=${this.sign(key, expires)}`;
  }

  /** True for a signature of `key` whose expiry has not passed at `nowSeconds`. */
  verify(key: string, expires: unknown, signature: unknown, nowSeconds: number): boolean {
    if (typeof expires !== 'string' || typeof signature !== 'string') return false;
    if (!/^\d{1,12}$/.test(expires) || Number(expires) < nowSeconds) return false;
    const expected = Buffer.from(this.sign(key, Number(expires)));
    const given = Buffer.from(signature);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }
}

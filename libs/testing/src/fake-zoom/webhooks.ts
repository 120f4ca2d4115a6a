// What Zoom's webhook sender signs: the raw body and its `x-zm-signature` (HMAC-SHA256 of v0:ts:body).
import { createHmac } from 'node:crypto';

/** A webhook as Zoom sends it: the raw body and its signature headers (timestamp in seconds). */
export function signedWebhook(
  body: unknown,
  secret: string,
  at: Date = new Date(),
): { raw: string; headers: Record<string, string> } {
  const raw = JSON.stringify(body);
  const ts = String(Math.floor(at.getTime() / 1000));
  const signature = createHmac('sha256', secret).update(`v0:${ts}:${raw}`).digest('hex');
  return {
    raw,
    headers: {
      'Content-Type': 'application/json',
      'x-zm-request-timestamp': ts,
      'x-zm-signature': `v0=${signature}`,
    },
  };
}

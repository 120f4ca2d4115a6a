import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request the fake Cloud API received. */
export interface WhatsappRequest {
  path: string;
  authorization: string | undefined;
  body: {
    messaging_product: string;
    recipient_type?: string;
    to: string;
    type: string;
    template: {
      name: string;
      language: { code: string };
      components: Array<{ type: string; parameters: Array<{ type: string; text: string }> }>;
    };
  };
}

/** The Cloud API's error body. */
export function cloudError(
  message: string,
  code: number,
  details?: string,
  type = 'OAuthException',
) {
  return {
    error: {
      message,
      type,
      code,
      ...(details ? { error_data: { messaging_product: 'whatsapp', details } } : {}),
      fbtrace_id: 'AbCdEfGh123',
    },
  };
}

/**
 * A local stand-in for `POST /{phone-number-id}/messages` of the WhatsApp Business Cloud API: checks the
 * Bearer token, records each request, and answers like the real API (`{ messaging_product, contacts,
 * messages: [{ id: 'wamid…' }] }`), or with the scripted failures queued by `failNext`.
 */
export async function startFakeWhatsapp(token: string, phoneNumberId: string) {
  const requests: WhatsappRequest[] = [];
  const failures: Array<{ status: number; body: unknown; headers?: Record<string, string> }> = [];
  let alwaysFail: { status: number; body: unknown; headers?: Record<string, string> } | null = null;
  /** When each request arrived (ms), to measure the rate it was sent at. */
  const arrivals: number[] = [];
  let n = 0;
  const server: Server = createServer((req, res) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString()));
    req.on('end', () => {
      const reply = (status: number, body: unknown, headers: Record<string, string> = {}) => {
        res.writeHead(status, { 'Content-Type': 'application/json', ...headers });
        res.end(JSON.stringify(body));
      };
      if (req.method !== 'POST' || req.url !== `/${phoneNumberId}/messages`)
        return reply(404, cloudError('Unknown path components', 2500));
      if (req.headers.authorization !== `Bearer ${token}`)
        return reply(401, cloudError('Invalid OAuth access token.', 190));
      const body = JSON.parse(raw) as WhatsappRequest['body'];
      requests.push({ path: req.url, authorization: req.headers.authorization, body });
      arrivals.push(Date.now());
      const failure = failures.shift() ?? alwaysFail;
      if (failure) return reply(failure.status, failure.body, failure.headers);
      n += 1;
      reply(200, {
        messaging_product: 'whatsapp',
        contacts: [{ input: body.to, wa_id: body.to }],
        messages: [{ id: `wamid.TEST${n}`, message_status: 'accepted' }],
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    arrivals,
    failNext(status: number, body: unknown, times = 1, headers?: Record<string, string>) {
      for (let i = 0; i < times; i++) failures.push({ status, body, headers });
    },
    failAlways(status: number, body: unknown) {
      alwaysFail = { status, body };
    },
    reset() {
      requests.length = 0;
      arrivals.length = 0;
      failures.length = 0;
      alwaysFail = null;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

import { OUTBOX_REASONS } from '@yoga/contracts';
import type { MessagesConfig } from '../config.js';
import { whatsappParameters } from '../templates.js';
import {
  ProviderError,
  retryAfterMs,
  shortReason,
  type MessageProvider,
  type OutgoingMessage,
  type SendResult,
} from './message-provider.js';

/** The Cloud API's error body: `{ error: { message, type, code, error_data: { details }, fbtrace_id } }`. */
interface CloudApiError {
  error?: {
    message?: string;
    type?: string;
    code?: number;
    error_subcode?: number;
    error_data?: { details?: string };
    fbtrace_id?: string;
  };
}

interface CloudApiSent {
  messages?: Array<{ id?: string }>;
}

/**
 * Error codes worth another attempt later: rate limits (4, 80007, 130429, 131048, 131056), "something went
 * wrong" and "service unavailable" (1, 2, 131000, 131016, 133004). Any 5xx or 429 too.
 */
const RETRYABLE_CODES = new Set([1, 2, 4, 80007, 130429, 131000, 131016, 131048, 131056, 133004]);

/** The Cloud API's "slow down" answers: throughput (130429), pair rate (131056), account rate (80007), 4. */
const RATE_LIMIT_CODES = new Set([4, 80007, 130429, 131056]);
/** How long to pause WhatsApp after a rate-limit answer without `Retry-After`. */
const RATE_LIMIT_PAUSE_MS = 5_000;

const TIMEOUT_MS = 10_000;

function parseJson(text: string): unknown {
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return null;
  }
}

/**
 * WhatsApp through the Business Cloud API: `POST {WHATSAPP_API_URL}/{WHATSAPP_PHONE_NUMBER_ID}/messages`
 * with a Bearer token and an approved template (name = the message's event, language en or hi, body
 * parameters in the template's order).
 */
export class WhatsappMessageProvider implements MessageProvider {
  readonly channel = 'whatsapp' as const;
  readonly notConfiguredReason = OUTBOX_REASONS.whatsappNotSet;

  constructor(private readonly config: MessagesConfig['whatsapp']) {}

  get configured(): boolean {
    return Boolean(this.config.token && this.config.phoneNumberId);
  }

  async send(message: OutgoingMessage): Promise<SendResult> {
    const { apiUrl, phoneNumberId, token } = this.config;
    const body = {
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      // The Cloud API takes the number with its country code, digits only.
      to: message.to.replace(/\D/g, ''),
      type: 'template',
      template: {
        name: message.template,
        language: { code: message.language },
        components: [
          {
            type: 'body',
            parameters: whatsappParameters(message.event, message.params).map((text) => ({
              type: 'text',
              text,
            })),
          },
        ],
      },
    };
    let res: Response;
    try {
      res = await fetch(`${apiUrl}/${encodeURIComponent(phoneNumberId ?? '')}/messages`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (error) {
      throw new ProviderError(shortReason(`WhatsApp API unreachable: ${String(error)}`), true);
    }
    const text = await res.text().catch(() => '');
    const json = parseJson(text);
    if (res.ok) {
      const id = (json as CloudApiSent | null)?.messages?.[0]?.id;
      return { providerMessageId: typeof id === 'string' ? id.slice(0, 128) : null };
    }
    throw this.failure(
      res.status,
      json as CloudApiError | null,
      text,
      res.headers.get('retry-after'),
    );
  }

  private failure(
    status: number,
    json: CloudApiError | null,
    text: string,
    retryAfter: string | null,
  ): ProviderError {
    const e = json?.error;
    const code = typeof e?.code === 'number' ? e.code : undefined;
    const parts = [
      e?.message ?? (text.slice(0, 200) || `HTTP ${status}`),
      code !== undefined ? `code ${code}` : undefined,
      e?.error_data?.details,
    ].filter(Boolean);
    const reason = shortReason(`${parts.join(' · ')} (HTTP ${status})`);
    const retryable =
      status >= 500 || status === 429 || (code !== undefined && RETRYABLE_CODES.has(code));
    const slowDown = status === 429 || (code !== undefined && RATE_LIMIT_CODES.has(code));
    return new ProviderError(
      reason,
      retryable,
      slowDown ? retryAfterMs(retryAfter, RATE_LIMIT_PAUSE_MS) : undefined,
      // 131056: too many messages to this one number; the others may go on.
      code !== 131056,
    );
  }
}

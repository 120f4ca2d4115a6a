import { httpUrl, positiveInt, type Env } from '../../config/env.js';

/** Student messages (messages module): the WhatsApp provider and the reminders scan. */
export interface MessagesConfig {
  /**
   * WhatsApp Business Cloud API: both token and phone number id, or WhatsApp messages stay in the
   * outbox as "not sent: no provider". `apiUrl` lets tests point it at a local fake.
   */
  whatsapp: { token: string | undefined; phoneNumberId: string | undefined; apiUrl: string };
  /** MESSAGES_SCAN_SECONDS: how often the messages job looks for due reminders and nudges (in ms). */
  scanMs: number;
  /**
   * Messages a second each channel's provider is sent at most, shared by every instance through Redis
   * (per instance without it): WHATSAPP_RATE_PER_S (Cloud API's default throughput, 80), SMTP_RATE_PER_S
   * (14, a common relay limit) and PUSH_RATE_PER_S (100).
   */
  ratePerSecond: { whatsapp: number; email: number; push: number };
}

export const MESSAGES_CONFIG = Symbol('MESSAGES_CONFIG');

export function loadMessagesConfig(env: Env): MessagesConfig {
  return {
    whatsapp: {
      token: env.WHATSAPP_TOKEN?.trim() || undefined,
      phoneNumberId: env.WHATSAPP_PHONE_NUMBER_ID?.trim() || undefined,
      apiUrl: httpUrl('WHATSAPP_API_URL', env.WHATSAPP_API_URL, 'https://graph.facebook.com/v21.0'),
    },
    scanMs: positiveInt('MESSAGES_SCAN_SECONDS', env.MESSAGES_SCAN_SECONDS, 60) * 1000,
    ratePerSecond: {
      whatsapp: positiveInt('WHATSAPP_RATE_PER_S', env.WHATSAPP_RATE_PER_S, 80),
      email: positiveInt('SMTP_RATE_PER_S', env.SMTP_RATE_PER_S, 14),
      push: positiveInt('PUSH_RATE_PER_S', env.PUSH_RATE_PER_S, 100),
    },
  };
}

import type { Language, MessageChannel, MessageEvent, MessageWording } from '@yoga/contracts';
import type { MessageParams } from '../templates.js';

/** One outbox row ready to go: who, which template, in which language, with which parameters. */
export interface OutgoingMessage {
  id: number;
  /** The student (web push sends to their devices). */
  userId: number;
  channel: MessageChannel;
  event: MessageEvent;
  /** Email address, phone number in E.164 (+91…), or `web push`. */
  to: string;
  template: string;
  language: Language;
  params: MessageParams;
}

export interface SendResult {
  /** The provider's id of the message (WhatsApp `wamid…`, SMTP message id), when it gives one. */
  providerMessageId: string | null;
}

/**
 * A provider refused or failed: `reason` is shown to the admin; `retryable` says whether sending again
 * later may work (network errors, 5xx, rate limits) or not (invalid number, unknown template).
 */
export class ProviderError extends Error {
  constructor(
    readonly reason: string,
    readonly retryable: boolean,
    /**
     * Set when the provider said "too many, slow down" (HTTP 429, WhatsApp 130429, an SMTP 4xx): how long
     * to wait. Such an answer is not a failed attempt: the message is sent later, never dropped for it.
     */
    readonly slowDownMs?: number,
    /** With `slowDownMs`: whether the whole channel slows down (a provider-wide limit), or only this message. */
    readonly pauseChannel = true,
  ) {
    super(reason);
  }
}

/** Milliseconds from a `Retry-After` header (seconds or an HTTP date), else `fallback`. */
export function retryAfterMs(header: string | null | undefined, fallback: number): number {
  if (!header) return fallback;
  const seconds = Number(header);
  if (Number.isFinite(seconds) && seconds >= 0) return Math.min(seconds * 1000, 3_600_000);
  const at = Date.parse(header);
  return Number.isNaN(at) ? fallback : Math.min(Math.max(0, at - Date.now()), 3_600_000);
}

/** The one interface of every channel's provider (email by SMTP, WhatsApp by the Cloud API). */
export interface MessageProvider {
  readonly channel: MessageChannel;
  /** False when its settings are missing: the outbox then marks messages "not sent: no provider". */
  readonly configured: boolean;
  /** Why it is not configured (for the admin). */
  readonly notConfiguredReason: string;
  send(message: OutgoingMessage): Promise<SendResult>;
  /** Without a provider: keep a local copy where one exists (the development mail sink). */
  keepLocally?(message: OutgoingMessage): Promise<void>;
}

export const MESSAGE_PROVIDERS = Symbol('MESSAGE_PROVIDERS');

/** The owner's published wording of a kind of message (null: the site's own, from the catalogue). */
export interface WordingSource {
  live(event: MessageEvent): Promise<MessageWording | null>;
}

/** Cuts a provider's reason to what the outbox column holds. */
export function shortReason(text: string): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  return clean.length > 480 ? `${clean.slice(0, 477)}...` : clean;
}

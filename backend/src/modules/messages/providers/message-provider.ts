import type { Language, MessageChannel, MessageEvent } from '@yoga/contracts';
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
  ) {
    super(reason);
  }
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

/** Cuts a provider's reason to what the outbox column holds. */
export function shortReason(text: string): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  return clean.length > 480 ? `${clean.slice(0, 477)}...` : clean;
}

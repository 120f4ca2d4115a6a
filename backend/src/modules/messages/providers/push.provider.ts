import { OUTBOX_REASONS } from '@yoga/contracts';
import type { PushService } from '../../push/index.js';
import { renderPush } from '../templates.js';
import {
  ProviderError,
  type MessageProvider,
  type OutgoingMessage,
  type SendResult,
  type WordingSource,
} from './message-provider.js';

/**
 * Web push (issue 27) through the push module's door: `PushService.sendToUser` encrypts the short text for
 * each of the student's devices and posts it to its push service (gone devices are deleted there).
 * Delivered to one device at least: sent. Every device gone (404/410): failed, not worth another attempt.
 * Otherwise (a push service's 5xx, the network): retried with the outbox's backoff.
 */
export class PushMessageProvider implements MessageProvider {
  readonly channel = 'push' as const;
  readonly notConfiguredReason = OUTBOX_REASONS.pushNotSet;

  constructor(
    private readonly push: PushService,
    private readonly wordings: WordingSource,
  ) {}

  get configured(): boolean {
    return this.push.configured;
  }

  async send(message: OutgoingMessage): Promise<SendResult> {
    const wording = await this.wordings.live(message.event);
    const result = await this.push.sendToUser(message.userId, renderPush(message, wording));
    if (result.sent > 0) return { providerMessageId: null };
    if (result.failed > 0)
      throw new ProviderError(`The push service refused ${result.failed} device(s).`, true);
    if (result.removed > 0)
      throw new ProviderError('Every device of the student has unsubscribed (404/410).', false);
    throw new ProviderError(OUTBOX_REASONS.pushOff, false);
  }
}

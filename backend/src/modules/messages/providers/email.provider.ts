import { OUTBOX_REASONS } from '@yoga/contracts';
import type { MailConfig } from '../../../config/mail.config.js';
import type { MailProvider } from '../../mail/index.js';
import { renderEmail } from '../templates.js';
import {
  ProviderError,
  shortReason,
  type MessageProvider,
  type OutgoingMessage,
  type SendResult,
} from './message-provider.js';

interface SmtpError {
  message?: string;
  responseCode?: number;
  response?: string;
  code?: string;
}

/**
 * Email through the mail module (nodemailer). Configured only with SMTP_URL: without it the mail module
 * writes to the local sink folder, which is not a delivery, so the outbox says "not sent: no provider"
 * (and still keeps the sink copy for development).
 */
export class EmailMessageProvider implements MessageProvider {
  readonly channel = 'email' as const;
  readonly notConfiguredReason = OUTBOX_REASONS.smtpNotSet;

  constructor(
    private readonly mail: MailProvider,
    private readonly config: Pick<MailConfig, 'smtpUrl'>,
  ) {}

  get configured(): boolean {
    return Boolean(this.config.smtpUrl);
  }

  async send(message: OutgoingMessage): Promise<SendResult> {
    try {
      await this.mail.send({ to: message.to, ...this.render(message) });
      return { providerMessageId: null };
    } catch (error) {
      const e = (error ?? {}) as SmtpError;
      const reason = shortReason(e.response || e.message || String(error));
      // SMTP 5xx is a permanent refusal (no such mailbox…); 4xx, timeouts and connection errors may pass later.
      const permanent = typeof e.responseCode === 'number' && e.responseCode >= 500;
      throw new ProviderError(reason, !permanent);
    }
  }

  async keepLocally(message: OutgoingMessage): Promise<void> {
    await this.mail.send({ to: message.to, ...this.render(message), source: 'outbox' });
  }

  private render(message: OutgoingMessage) {
    const { subject, text } = renderEmail(message.event, message.language, message.params);
    return { subject, text };
  }
}

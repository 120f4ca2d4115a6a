import type { AppConfig } from '../../../config/app.config.js';
import type { MailProvider } from '../../mail/mail-provider.js';
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
  readonly notConfiguredReason =
    'SMTP_URL is not set: the email was only written to the local mail sink.';

  constructor(
    private readonly mail: MailProvider,
    private readonly config: Pick<AppConfig, 'mail'>,
  ) {}

  get configured(): boolean {
    return Boolean(this.config.mail.smtpUrl);
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
    await this.mail.send({ to: message.to, ...this.render(message) });
  }

  private render(message: OutgoingMessage) {
    const { subject, text } = renderEmail(message.event, message.language, message.params);
    return { subject, text };
  }
}

import { OUTBOX_REASONS } from '@yoga/contracts';
import type { MailConfig } from '../../mail/config.js';
import type { MailProvider } from '../../mail/index.js';
import { renderEmail } from '../templates.js';
import {
  ProviderError,
  shortReason,
  type MessageProvider,
  type OutgoingMessage,
  type SendResult,
  type WordingSource,
} from './message-provider.js';

/** How long email pauses after an SMTP 4xx (SMTP replies carry no Retry-After). */
const SMTP_PAUSE_MS = 60_000;

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
    private readonly wordings: WordingSource,
  ) {}

  get configured(): boolean {
    return Boolean(this.config.smtpUrl);
  }

  async send(message: OutgoingMessage): Promise<SendResult> {
    try {
      await this.mail.send({ to: message.to, ...(await this.render(message)) });
      return { providerMessageId: null };
    } catch (error) {
      const e = (error ?? {}) as SmtpError;
      const reason = shortReason(e.response || e.message || String(error));
      // SMTP 5xx is a permanent refusal (no such mailbox…); 4xx, timeouts and connection errors may pass later.
      const permanent = typeof e.responseCode === 'number' && e.responseCode >= 500;
      // A 4xx reply is the relay asking to come back later (421, 450, 451, 452: busy, over its rate).
      const later =
        typeof e.responseCode === 'number' && e.responseCode >= 400 && e.responseCode < 500;
      // 421 closes the session for everyone (the relay's rate); 450-452 concern this message alone.
      throw new ProviderError(
        reason,
        !permanent,
        later ? SMTP_PAUSE_MS : undefined,
        e.responseCode === 421,
      );
    }
  }

  async keepLocally(message: OutgoingMessage): Promise<void> {
    await this.mail.send({ to: message.to, ...(await this.render(message)), source: 'outbox' });
  }

  /** In the owner's published wording of the kind, if any (the site's own otherwise). */
  private async render(message: OutgoingMessage) {
    const wording = await this.wordings.live(message.event);
    const { subject, text } = renderEmail(message.event, message.language, message.params, wording);
    return { subject, text };
  }
}

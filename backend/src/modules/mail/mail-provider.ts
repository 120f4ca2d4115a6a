/** One outgoing email. Plain text always; HTML optional. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** `outbox`: a message to a student kept locally because no email provider is set (the sink marks it). */
  source?: 'outbox';
}

/**
 * The port every feature sends mail through. One adapter today (nodemailer: SMTP, or a local sink folder
 * in development); an outbox with retries can wrap it later without changing callers.
 */
export interface MailProvider {
  send(message: MailMessage): Promise<void>;
}

export const MAIL_PROVIDER = Symbol('MAIL_PROVIDER');

/** The mail module's public surface: inject MAIL_PROVIDER to send a mail. */
export { MailModule } from './mail.module.js';
export { MAIL_PROVIDER, type MailMessage, type MailProvider } from './mail-provider.js';

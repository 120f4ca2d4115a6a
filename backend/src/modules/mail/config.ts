import path from 'node:path';
import { dataDirOf, type Env } from '../../config/env.js';

/** Outgoing mail: SMTP when `smtpUrl` is set, else one JSON file per message in `sinkDir`. */
export interface MailConfig {
  /** SMTP_URL: smtp://user:pass@host:587 or smtps://… */
  smtpUrl: string | undefined;
  /** MAIL_FROM */
  from: string;
  /** MAIL_SINK_DIR */
  sinkDir: string;
}

export const MAIL_CONFIG = Symbol('MAIL_CONFIG');

export function loadMailConfig(env: Env): MailConfig {
  const smtpUrl = env.SMTP_URL?.trim() || undefined;
  // The URL may hold a password: the message does not repeat it.
  if (smtpUrl && !/^smtps?:\/\/[^\s]+$/i.test(smtpUrl))
    throw new Error('SMTP_URL must be an smtp:// or smtps:// URL');
  return {
    smtpUrl,
    from: env.MAIL_FROM?.trim() || 'YogSutra Live <no-reply@localhost>',
    sinkDir: path.resolve(env.MAIL_SINK_DIR ?? path.join(dataDirOf(env), 'mail-sink')),
  };
}

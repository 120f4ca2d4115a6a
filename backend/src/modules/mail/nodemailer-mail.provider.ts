import { Logger } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import type { MailConfig } from './config.js';
import type { MailMessage, MailProvider } from './mail-provider.js';

/** What a sink file holds: the message as sent, so a developer or a browser test can open its link. */
export interface SinkedMail {
  id: string;
  from: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
  date: string;
  /** Set on the messages outbox's local copies (not account emails). */
  source?: 'outbox';
}

/** The hidden part of an address for logs: "pr***@example.in". */
export function maskAddress(address: string): string {
  const at = address.lastIndexOf('@');
  if (at < 1) return '***';
  return `${address.slice(0, Math.min(2, at))}***${address.slice(at)}`;
}

/**
 * SMTP through nodemailer when SMTP_URL is set (smtp://user:pass@host:587, smtps://… for TLS); otherwise
 * nodemailer's JSON transport, written to one file per message in the mail sink folder. Either way one log
 * line at info names the transport, the masked recipient and the subject (never the body: it holds links).
 */
export class NodemailerMailProvider implements MailProvider {
  private readonly logger = new Logger('Mail');
  private readonly transport: Transporter;
  private readonly sinkDir: string | undefined;

  constructor(private readonly config: MailConfig) {
    const { smtpUrl, sinkDir } = config;
    this.sinkDir = smtpUrl ? undefined : sinkDir;
    this.transport = smtpUrl
      ? nodemailer.createTransport(smtpUrl)
      : nodemailer.createTransport({ jsonTransport: true });
  }

  async send(message: MailMessage): Promise<void> {
    const { source, ...mailMessage } = message;
    const info = await this.transport.sendMail({ from: this.config.from, ...mailMessage });
    if (!this.sinkDir) {
      this.log('smtp', message, String(info.messageId ?? ''));
      return;
    }
    const id = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}`;
    const mail: SinkedMail = {
      id,
      from: this.config.from,
      to: message.to,
      subject: message.subject,
      text: message.text,
      ...(message.html ? { html: message.html } : {}),
      date: new Date().toISOString(),
      ...(source ? { source } : {}),
    };
    await mkdir(this.sinkDir, { recursive: true });
    const file = path.join(this.sinkDir, `${id}.json`);
    // Written under another name, then renamed: a reader never sees a half-written message.
    await writeFile(`${file}.part`, JSON.stringify(mail, null, 2), { mode: 0o600 });
    await rename(`${file}.part`, file);
    this.log('sink', message, file);
  }

  close() {
    this.transport.close();
  }

  private log(transport: string, message: MailMessage, ref: string) {
    this.logger.log({
      event: 'mail_sent',
      transport,
      to: maskAddress(message.to),
      subject: message.subject,
      ref,
    });
  }
}

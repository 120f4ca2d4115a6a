import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { RunningServer } from './server';

export interface SinkMail {
  to: string;
  subject: string;
  text: string;
  date: string;
  /** `outbox`: a message to a student (welcome, receipt…) kept locally by the messages outbox. */
  source?: 'outbox';
}

/** Account emails (links, codes) only: the outbox's copies of student messages are left out. */
function readSink(server: RunningServer): SinkMail[] {
  return readWholeSink(server).filter((m) => m.source !== 'outbox');
}

/** The messages outbox's local copies to `to` (welcome, demo link, receipts…), oldest first. */
export function outboxMails(server: RunningServer, to: string): SinkMail[] {
  return readWholeSink(server).filter((m) => m.source === 'outbox' && m.to === to.toLowerCase());
}

function readWholeSink(server: RunningServer): SinkMail[] {
  const dir = path.join(server.dataDir, 'mail-sink');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => JSON.parse(readFileSync(path.join(dir, f), 'utf8')) as SinkMail);
}

/**
 * Waits for the server (running without SMTP_URL) to write a new mail to `to` in its mail sink
 * ($DATA_DIR/mail-sink) and returns it; `after` = how many mails to that address were there before.
 */
export async function waitForMail(
  server: RunningServer,
  to: string,
  after = 0,
  timeoutMs = 10_000,
): Promise<SinkMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mails = readSink(server).filter((m) => m.to === to.toLowerCase());
    if (mails.length > after) return mails[mails.length - 1];
    if (Date.now() > deadline) throw new Error(`no mail to ${to} in the sink`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

export function mailCount(server: RunningServer, to: string): number {
  return readSink(server).filter((m) => m.to === to.toLowerCase()).length;
}

/** The link in a mail (the site's own URL with its `#token=`). */
export function linkIn(mail: SinkMail): string {
  const m = /https?:\/\/\S+#token=[\w-]+/.exec(mail.text);
  if (!m) throw new Error(`no link in: ${mail.text}`);
  return m[0];
}

export function codeIn(mail: SinkMail): string {
  const m = /\b(\d{6})\b/.exec(mail.text);
  if (!m) throw new Error(`no code in: ${mail.text}`);
  return m[1];
}

import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { BackgroundTasks } from '../../src/modules/account/background-tasks.js';
import type { SinkedMail } from '../../src/modules/mail/nodemailer-mail.provider.js';
import type { TestApp } from './test-app.js';

/** Every mail the app wrote to its sink for `to`, oldest first, once background sends have finished. */
export async function mailsTo(t: TestApp, to: string): Promise<SinkedMail[]> {
  await t.app.get(BackgroundTasks).settled();
  const dir = t.config.mail.sinkDir;
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => JSON.parse(readFileSync(path.join(dir, f), 'utf8')) as SinkedMail)
    .filter((m) => m.to === to.toLowerCase() || m.to === to);
}

export async function lastMailTo(t: TestApp, to: string): Promise<SinkedMail> {
  const all = await mailsTo(t, to);
  const last = all.at(-1);
  if (!last) throw new Error(`no mail to ${to}`);
  return last;
}

/** The secret of the link in a mail (after `#token=`). */
export function linkToken(mail: SinkedMail): string {
  const m = /#token=([A-Za-z0-9_-]+)/.exec(mail.text);
  if (!m) throw new Error(`no link in: ${mail.text}`);
  return m[1];
}

/** The 6-digit code in a mail. */
export function codeIn(mail: SinkedMail): string {
  const m = /\b(\d{6})\b/.exec(mail.text);
  if (!m) throw new Error(`no code in: ${mail.text}`);
  return m[1];
}

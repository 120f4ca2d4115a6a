import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { BackgroundTasks } from '../src/modules/account/background-tasks.js';
import {
  maskAddress,
  NodemailerMailProvider,
} from '../src/modules/mail/nodemailer-mail.provider.js';
import { createTestApp, registerAndLogin } from './support/test-app.js';

interface Received {
  from: string;
  to: string[];
  raw: string;
  user?: string;
}

/** A tiny local SMTP server: accepts every message (plain, with AUTH PLAIN/LOGIN) and keeps it. */
async function startSmtp() {
  const received: Received[] = [];
  let lastUser: string | undefined;
  const server = new SMTPServer({
    authOptional: true,
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onAuth(auth, _session, cb) {
      lastUser = auth.username;
      if (auth.password === 'smtp-secret') cb(null, { user: auth.username });
      else cb(new Error('bad credentials'));
    },
    onData(stream, session, cb) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString()));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
          user: lastUser,
        });
        cb();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    port,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('mail provider', () => {
  it('sends through SMTP when SMTP_URL is set (with credentials from the URL)', async () => {
    const smtp = await startSmtp();
    const provider = new NodemailerMailProvider({
      smtpUrl: `smtp://mailer:smtp-secret@127.0.0.1:${smtp.port}`,
      from: 'Yoga <no-reply@yoga.test>',
      sinkDir: '/nonexistent',
    });
    try {
      await provider.send({ to: 'asha@example.in', subject: 'Hello there', text: 'Body line' });
      expect(smtp.received).toHaveLength(1);
      const [mail] = smtp.received;
      expect(mail).toMatchObject({
        from: 'no-reply@yoga.test',
        to: ['asha@example.in'],
        user: 'mailer',
      });
      expect(mail.raw).toMatch(/^Subject: Hello there$/m);
      expect(mail.raw).toContain('Body line');
      expect(existsSync('/nonexistent')).toBe(false);
    } finally {
      provider.close();
      await smtp.close();
    }
  });

  it('rejects when the SMTP server refuses the login', async () => {
    const smtp = await startSmtp();
    const provider = new NodemailerMailProvider({
      smtpUrl: `smtp://mailer:wrong@127.0.0.1:${smtp.port}`,
      from: 'no-reply@yoga.test',
      sinkDir: '/nonexistent',
    });
    try {
      await expect(
        provider.send({ to: 'asha@example.in', subject: 'x', text: 'y' }),
      ).rejects.toThrow();
      expect(smtp.received).toEqual([]);
    } finally {
      provider.close();
      await smtp.close();
    }
  });

  it('writes one JSON file per message to the sink folder without SMTP_URL', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'yoga-sink-'));
    const provider = new NodemailerMailProvider({
      smtpUrl: undefined,
      from: 'no-reply@yoga.test',
      sinkDir: path.join(dir, 'sink'),
    });
    try {
      await provider.send({ to: 'a@example.in', subject: 'One', text: 'first' });
      await provider.send({ to: 'b@example.in', subject: 'Two', text: 'second' });
      const files = readdirSync(path.join(dir, 'sink')).sort();
      expect(files).toHaveLength(2);
      const mails = files.map((f) => JSON.parse(readFileSync(path.join(dir, 'sink', f), 'utf8')));
      expect(mails.map((m) => [m.to, m.subject, m.text, m.from])).toEqual([
        ['a@example.in', 'One', 'first', 'no-reply@yoga.test'],
        ['b@example.in', 'Two', 'second', 'no-reply@yoga.test'],
      ]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('masks addresses for the log', () => {
    expect(maskAddress('priya@example.in')).toBe('pr***@example.in');
    expect(maskAddress('a@b.in')).toBe('a***@b.in');
    expect(maskAddress('nonsense')).toBe('***');
  });

  it('the app sends account mail through SMTP_URL (no sink file)', async () => {
    const smtp = await startSmtp();
    const t = await createTestApp({
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      MAIL_FROM: 'YogSutra <hello@yoga.test>',
    });
    try {
      const user = await registerAndLogin(t);
      await t.http().post('/api/auth/forgot').send({ email: user.user.email }).expect(202);
      await t.app.get(BackgroundTasks).settled();
      expect(smtp.received).toHaveLength(1);
      expect(smtp.received[0].to).toEqual([user.user.email]);
      expect(smtp.received[0].from).toBe('hello@yoga.test');
      expect(smtp.received[0].raw).toContain('/auth/reset#token=');
      expect(existsSync(t.config.mail.sinkDir)).toBe(false);
    } finally {
      await t.close();
      await smtp.close();
    }
  });
});

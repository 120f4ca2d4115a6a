import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  raw: string;
  /** The decoded Subject header. */
  subject: string;
  /** The decoded text body. */
  text: string;
}

/** Decodes a MIME part's quoted-printable or base64 body (what nodemailer sends for non-ASCII text). */
function decodeBody(raw: string): string {
  const [head, ...rest] = raw.split(/\r?\n\r?\n/);
  const body = rest.join('\n\n');
  if (/content-transfer-encoding:\s*base64/i.test(head))
    return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (/content-transfer-encoding:\s*quoted-printable/i.test(head)) {
    const soft = body.replace(/=\r?\n/g, '');
    const bytes: number[] = [];
    for (let i = 0; i < soft.length; i++) {
      if (soft[i] === '=' && /^[0-9A-F]{2}$/i.test(soft.slice(i + 1, i + 3))) {
        bytes.push(parseInt(soft.slice(i + 1, i + 3), 16));
        i += 2;
      } else bytes.push(...Buffer.from(soft[i], 'utf8'));
    }
    return Buffer.from(bytes).toString('utf8').replace(/\r\n/g, '\n');
  }
  return body.replace(/\r\n/g, '\n');
}

/** RFC 2047 encoded words ("=?UTF-8?B?…?=" / "=?UTF-8?Q?…?=") of a header. */
function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([bq])\?([^?]*)\?=/gi, (_w, enc: string, text: string) =>
      enc.toLowerCase() === 'b'
        ? Buffer.from(text, 'base64').toString('utf8')
        : Buffer.from(
            text
              .replace(/_/g, ' ')
              .replace(/=([0-9A-F]{2})/gi, (_m, h: string) => String.fromCharCode(parseInt(h, 16))),
            'latin1',
          ).toString('utf8'),
    );
}

/**
 * A tiny local SMTP server (smtp-server): accepts every message and keeps it, decoded. `rejectNext`
 * answers the next messages with an SMTP error (e.g. 451 temporary, 550 permanent).
 */
export async function startSmtpSink() {
  const received: ReceivedMail[] = [];
  const rejections: Array<{ code: number; message: string }> = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, cb) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString()));
      stream.on('end', () => {
        const reject = rejections.shift();
        if (reject) {
          const error = new Error(reject.message) as Error & { responseCode: number };
          error.responseCode = reject.code;
          return cb(error);
        }
        const unfolded = raw.replace(/\r?\n[ \t]+/g, ' ');
        const subject = decodeHeader(/^Subject: (.*)$/im.exec(unfolded)?.[1]?.trim() ?? '');
        received.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
          subject,
          text: decodeBody(raw),
        });
        cb();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    rejectNext(code: number, message: string) {
      rejections.push({ code, message });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

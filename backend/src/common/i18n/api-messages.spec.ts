import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  ACCOUNT_MESSAGES,
  BOOKING_MESSAGES,
  FIELD_MESSAGES,
  joinOpensMessage,
  MESSAGES,
  PAYMENT_MESSAGES,
} from '@yoga/contracts';
import { messages as hindi } from '../../locales/hi.js';
import { openDemoLimitMessage } from '../../modules/bookings/bookings.service.js';
import { answerLanguage } from './accept-language.js';
import { translateApiMessage } from './api-messages.js';

const DEVANAGARI = /[\u0900-\u097F]/;

describe('answerLanguage (Accept-Language)', () => {
  it.each([
    [undefined, 'en'],
    ['', 'en'],
    ['hi', 'hi'],
    ['hi-IN', 'hi'],
    ['HI-in,hi;q=0.9', 'hi'],
    ['hi-IN,hi;q=0.9,en-US;q=0.8,en;q=0.7', 'hi'],
    ['en-IN,en;q=0.9,hi;q=0.8', 'en'],
    ['en,hi', 'en'],
    ['hi,en', 'hi'],
    ['en;q=0.5,hi;q=0.5', 'en'],
    ['hi;q=0.5,en;q=0.5', 'hi'],
    ['en;q=0.8,hi;q=0.5', 'en'],
    ['fr,hi;q=0.4', 'hi'],
    ['hi;q=0', 'en'],
    ['hi;q=0.5,fr;q=0.9', 'hi'],
    ['*', 'en'],
    ['fr-FR,fr', 'en'],
    ['hi;q=abc,en;q=0.1', 'en'],
    [['en;q=0.2', 'hi;q=0.3'], 'hi'],
  ])('%j → %s', (header, expected) => {
    expect(answerLanguage(header as string | string[] | undefined)).toBe(expected);
  });
});

describe('translateApiMessage', () => {
  it('returns English untouched, byte for byte', () => {
    for (const m of [MESSAGES.fillAllFields, MESSAGES.invalidCredentials, 'Not in the catalogue'])
      expect(translateApiMessage(m, 'en')).toBe(m);
  });

  it('translates fixed messages into Hindi', () => {
    expect(translateApiMessage(MESSAGES.alreadyBooked, 'hi')).toBe(
      'आप यह क्लास पहले ही बुक कर चुके हैं।',
    );
    expect(translateApiMessage(MESSAGES.sessionExpired, 'hi')).toBe(
      'आपका सेशन खत्म हो गया है। कृपया दोबारा लॉगिन करें।',
    );
  });

  it('translates messages with values, keeping the values', () => {
    expect(translateApiMessage(FIELD_MESSAGES.tooLong('name', 100), 'hi')).toBe(
      'name में ज़्यादा से ज़्यादा 100 अक्षर हो सकते हैं।',
    );
    expect(translateApiMessage(ACCOUNT_MESSAGES.invalidLanguage, 'hi')).toBe(
      'language इनमें से एक होना चाहिए: en, hi',
    );
    expect(translateApiMessage('property foo should not exist', 'hi')).toBe(
      'foo भेजने की अनुमति नहीं है',
    );
    expect(translateApiMessage(openDemoLimitMessage(1), 'hi')).toBe(
      'आपकी 1 आने वाली डेमो क्लास पहले से बुक हैं। इनमें से एक हो जाने के बाद आप दूसरी बुक कर सकते हैं।',
    );
  });

  it('writes a date-time value in Hindi (IST)', () => {
    const text = translateApiMessage(joinOpensMessage('2026-11-23T12:45:00Z'), 'hi');
    expect(text).toBe('आप इस क्लास में 23 नव॰ 2026, 6:15 pm IST से जुड़ सकते हैं।');
  });

  it('leaves a message the catalogue does not know in English', () => {
    expect(translateApiMessage('Some brand new failure.', 'hi')).toBe('Some brand new failure.');
  });

  it('knows the messages students meet most', () => {
    for (const m of [
      ...Object.values(BOOKING_MESSAGES).filter(
        (m) => !/^(Full|Booking cancelled|You are on|You have left)/.test(m),
      ),
      MESSAGES.emailTaken,
      MESSAGES.accessDenied,
      MESSAGES.tooManyAttempts,
      PAYMENT_MESSAGES.paymentFailed,
      FIELD_MESSAGES.invalidPhone,
      FIELD_MESSAGES.invalidName,
    ])
      expect(translateApiMessage(m, 'hi')).toMatch(DEVANAGARI);
  });
});

/** Every file whose text may hold an English message of the API. */
function sources(): string {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.(ts|js)$/.test(entry.name) && !/\.spec\.ts$/.test(entry.name)) files.push(full);
    }
  };
  for (const dir of [
    'backend/src/modules',
    'backend/src/common',
    'libs/contracts/src',
    'node_modules/class-validator/cjs/decorator',
    'node_modules/class-validator/cjs/validation',
    'node_modules/@nestjs/core/router',
  ])
    walk(path.join(root, dir));
  return files.map((f) => readFileSync(f, 'utf8')).join('\n');
}

describe('the Hindi catalogue (src/locales/hi.po)', () => {
  it('has only IDs whose English text is still in the code (no stale translation)', () => {
    const code = sources();
    const stale = Object.keys(hindi).filter((id) =>
      id
        // Values, and sentence ends (long messages are written as joined lines), split the ID.
        .split(/\{\w+\}|(?<=\.)\s+/)
        .map((piece) => piece.trim())
        .filter((piece) => piece.length >= 3)
        .some((piece) => !code.includes(piece) && !code.includes(piece.replaceAll('\\', '\\\\'))),
    );
    expect(stale).toEqual([]);
  });

  it('is in Hindi (Devanagari) for every ID', () => {
    const notHindi = Object.entries(hindi).filter(([, m]) => !DEVANAGARI.test(JSON.stringify(m)));
    expect(notHindi).toEqual([]);
  });
});

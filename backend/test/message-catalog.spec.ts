import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  ACCOUNT_MESSAGES,
  API_ERROR_CODES,
  BOOKING_MESSAGES,
  FIELD_MESSAGES,
  INVOICING_MESSAGES,
  MESSAGE_EVENTS,
  MESSAGES,
  PAYMENT_MESSAGES,
  SUBSCRIPTION_MESSAGES,
} from '@yoga/contracts';
import { whatsappTemplateBody } from '../src/modules/messages/templates.js';
import { CATALOG, translate } from '../src/common/i18n/catalog.js';
import { answerLanguage } from '../src/common/i18n/accept-language.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const DEVANAGARI = /[\u0900-\u097F]/;

/** The backend's source files (no specs, no compiled catalogues): where an ID must be referenced. */
function sources(): string {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (
        /\.ts$/.test(entry.name) &&
        !/\.spec\.ts$/.test(entry.name) &&
        !full.includes('/locales/')
      )
        files.push(full);
    }
  };
  walk(path.join(ROOT, 'backend/src'));
  return files.map((f) => readFileSync(f, 'utf8')).join('\n');
}

/** Plain text of a compiled message (placeholders and plural branches as `{…}`). */
function textOf(message: unknown): string {
  return JSON.stringify(message);
}

/**
 * The glossary of docs/i18n.md: English words that Hindi text writes in Devanagari (first column), and
 * the Latin words it may keep (second column).
 */
function glossary(): { english: string[]; allowed: Set<string> } {
  const doc = readFileSync(path.join(ROOT, 'docs/i18n.md'), 'utf8');
  const table = doc.slice(doc.indexOf('## Glossary'));
  const rows = table
    .split('\n')
    .filter((line) => line.startsWith('|') && !/^\|\s*-/.test(line))
    .slice(1)
    .map((line) => line.split('|').map((cell) => cell.trim()));
  const allowed = new Set(
    rows
      .flatMap((r) => (r[2] ?? '').match(/[A-Za-z][A-Za-z.]*/g) ?? [])
      .map((w) => w.toLowerCase()),
  );
  const english = rows
    .flatMap((r) => (r[1] ?? '').replace(/\(.*?\)/g, '').split(','))
    .map((term) => term.trim().toLowerCase())
    .filter((term) => term && !allowed.has(term));
  return { english, allowed };
}

/** The message IDs of a catalogue's en.po (`src/locales` or a module's `locales` folder). */
function idsOf(dir: string): string[] {
  const po = readFileSync(path.join(ROOT, 'backend/src', dir, 'en.po'), 'utf8');
  return [...po.matchAll(/^msgid "(.+)"$/gm)].map((m) => m[1]!);
}

describe("the backend catalogue (each module's locales/en.po and hi.po, and src/locales)", () => {
  const en = Object.keys(CATALOG.en).sort();
  const hi = Object.keys(CATALOG.hi).sort();

  it("keeps each module's error messages in that module's own catalogue (issue 36)", () => {
    const modulesDir = path.join(ROOT, 'backend/src/modules');
    const misplaced: string[] = [];
    for (const module of readdirSync(modulesDir)) {
      const errors = path.join(modulesDir, module, 'errors.ts');
      let source: string;
      try {
        source = readFileSync(errors, 'utf8');
      } catch {
        continue;
      }
      const codes = [...source.matchAll(/^\s+([a-z0-9_]+):\s*HttpStatus/gm)].map((m) => m[1]!);
      const own = new Set(codes.length ? idsOf(`modules/${module}/locales`) : []);
      misplaced.push(...codes.filter((c) => !own.has(`error.${c}`)).map((c) => `${module}: ${c}`));
    }
    expect(misplaced).toEqual([]);
    // The shared catalogue keeps only the field rules and common/'s errors.
    expect(idsOf('locales').filter((id) => !/^(validation|error)\./.test(id))).toEqual([]);
  });

  it('has every ID in both languages', () => {
    expect(en.filter((id) => !Object.hasOwn(CATALOG.hi, id))).toEqual([]);
    expect(hi.filter((id) => !Object.hasOwn(CATALOG.en, id))).toEqual([]);
  });

  it('has a message for every error code, and every code is thrown somewhere', () => {
    const code = sources();
    expect(API_ERROR_CODES.filter((c) => !Object.hasOwn(CATALOG.en, `error.${c}`))).toEqual([]);
    expect(API_ERROR_CODES.filter((c) => !code.includes(`'${c}'`))).toEqual([]);
  });

  it('is the only way errors are written: no Nest exception thrown with a sentence', () => {
    const thrown =
      sources().match(
        /throw new \w*(?:Exception|HttpException)\((?!\s*retry|\s*\d|\s*Math)[^)]*\)?/g,
      ) ?? [];
    expect(thrown.filter((t) => !/TooManyAttemptsException/.test(t))).toEqual([]);
  });

  it('has no unused ID: each is named in the code, or built from a name the code uses', () => {
    const code = sources();
    const used = (id: string) => {
      if (code.includes(`'${id}'`)) return true;
      // A template literal with one varying part: `error.${code}`, `message.${event}.body`.
      const parts = id.split('.');
      return parts.some((part, i) => {
        const before = parts.slice(0, i).join('.');
        const after = parts.slice(i + 1).join('.');
        const template = new RegExp(
          `\`${before.replaceAll('.', '\\.')}\\.\\$\\{\\w+\\}${after ? `\\.${after.replaceAll('.', '\\.')}` : ''}\``,
        );
        return template.test(code) && code.includes(`'${part}'`);
      });
    };
    expect(en.filter((id) => !used(id))).toEqual([]);
  });

  it('writes Hindi in Devanagari, with no glossary word in Latin letters', () => {
    const { english, allowed } = glossary();
    expect(english).toEqual(expect.arrayContaining(['class', 'plan', 'free trial', 'profile']));
    const problems = hi.flatMap((id) => {
      const text = textOf(CATALOG.hi[id]).replace(/\[\\?"\w+\\?"[^\]]*\]/g, ' ');
      if (!DEVANAGARI.test(text) && /[A-Za-z]/.test(text)) return [`${id}: not in Devanagari`];
      const words = (text.match(/[A-Za-z][A-Za-z_]*/g) ?? []).filter(
        (w) => !w.includes('_') && !allowed.has(w.toLowerCase()),
      );
      const prose = ` ${words.join(' ').toLowerCase()} `;
      return english.filter((term) => prose.includes(` ${term} `)).map((t) => `${id}: "${t}"`);
    });
    expect(problems).toEqual([]);
  });

  it('catches a glossary word in Latin letters (the check itself)', () => {
    const { english } = glossary();
    const words = 'आपका free trial कल खत्म हो रहा है। Live classes में जुड़ें'.toLowerCase();
    expect(english.filter((term) => ` ${words} `.includes(` ${term} `))).toEqual(
      expect.arrayContaining(['free trial']),
    );
  });
});

describe('the English texts stay those of the spec and libs/contracts', () => {
  it.each([
    ['error.invalid_credentials', MESSAGES.invalidCredentials],
    ['error.account_blocked', MESSAGES.accountBlocked],
    ['error.session_expired', MESSAGES.sessionExpired],
    ['error.email_taken', MESSAGES.emailTaken],
    ['error.already_booked', MESSAGES.alreadyBooked],
    ['error.access_denied', MESSAGES.accessDenied],
    ['error.too_many_attempts', MESSAGES.tooManyAttempts],
    ['error.internal_error', MESSAGES.somethingWentWrong],
    ['error.password_too_short', MESSAGES.passwordTooShort],
    ['error.password_too_long', MESSAGES.passwordTooLong],
    ['error.password_too_common', MESSAGES.passwordTooCommon],
    ['validation.required', MESSAGES.fillAllFields],
    ['validation.invalid_email', MESSAGES.invalidEmail],
    ['validation.invalid_phone', FIELD_MESSAGES.invalidPhone],
    ['validation.invalid_name', FIELD_MESSAGES.invalidName],
    ['validation.invisible_in_name', FIELD_MESSAGES.invisibleInName],
    ['error.reset_link_invalid', ACCOUNT_MESSAGES.resetInvalid],
    ['error.code_invalid', ACCOUNT_MESSAGES.codeInvalid],
    ['error.password_change_required', ACCOUNT_MESSAGES.passwordChangeRequired],
    ['error.current_password_wrong', ACCOUNT_MESSAGES.currentPasswordWrong],
    ['error.email_link_invalid', ACCOUNT_MESSAGES.emailLinkInvalid],
    ['error.class_full', BOOKING_MESSAGES.classFull],
    ['error.class_over', BOOKING_MESSAGES.classOver],
    ['error.cancel_closed', BOOKING_MESSAGES.cancelClosed],
    ['error.booking_not_found', BOOKING_MESSAGES.notFound],
    ['error.trial_ended', SUBSCRIPTION_MESSAGES.trialEnded],
    ['error.plan_ended', SUBSCRIPTION_MESSAGES.planEnded],
    ['error.payment_verification_failed', PAYMENT_MESSAGES.invalidSignature],
    ['error.payments_unavailable', PAYMENT_MESSAGES.paymentsUnavailable],
    ['error.refund_failed', INVOICING_MESSAGES.refundFailed],
    ['validation.plan', PAYMENT_MESSAGES.unknownPlan],
    ['payment.failed', PAYMENT_MESSAGES.paymentFailed],
    ['payment.failed_no_credits', PAYMENT_MESSAGES.paymentFailedNoCredits],
  ])('%s', (id, text) => {
    expect(translate('en', id)).toBe(text);
  });

  it('fills values: limits, plurals and IST instants in each language', () => {
    expect(translate('en', 'validation.too_long', { field: 'name', max: 100 })).toBe(
      FIELD_MESSAGES.tooLong('name', 100),
    );
    expect(translate('hi', 'validation.too_long', { field: 'name', max: 100 })).toBe(
      'name में ज़्यादा से ज़्यादा 100 अक्षर हो सकते हैं।',
    );
    expect(translate('en', 'error.demo_limit_reached', { max: 1 })).toBe(
      'You already have 1 upcoming demo class booked. You can book another once one of them has taken place.',
    );
    expect(translate('en', 'error.demo_limit_reached', { max: 2 })).toMatch(
      /2 upcoming demo classes/,
    );
    const when = '2026-11-23T12:45:00.000Z';
    expect(translate('en', 'error.join_not_open', { when })).toBe(
      'You can join this class from 23 Nov 2026, 6:15 pm IST.',
    );
    expect(translate('hi', 'error.join_not_open', { when })).toBe(
      'आप इस क्लास में 23 नव॰ 2026, 6:15 pm IST से जुड़ सकते हैं।',
    );
    expect(() => translate('en', 'error.no_such_code')).toThrow(/Unknown message ID/);
  });

  it('keeps the approved English WhatsApp templates word for word', () => {
    expect(MESSAGE_EVENTS.map((e) => whatsappTemplateBody(e, 'en'))).toContain(
      'Namaste {{1}}, joining is open now: your class "{{2}}" starts at {{3}}, in 15 minutes. Join here: {{4}}\nTo stop these messages, turn them off in your profile: {{5}}',
    );
    expect(whatsappTemplateBody('payment_receipt', 'hi')).toBe(
      'नमस्ते {{1}}, धन्यवाद! आपका {{2}} का भुगतान {{3}} प्लान के लिए हमें मिल गया है। आपका इनवॉइस: {{4}}\nये संदेश बंद करने के लिए अपनी प्रोफ़ाइल में इन्हें बंद करें: {{5}}',
    );
  });
});

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

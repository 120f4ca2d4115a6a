import { MESSAGE_EVENTS, OUTBOX_REASONS, type OutboxReasonKey } from '@yoga/contracts';
import { messages as en } from './locales/en';
import { messages as hi } from './locales/hi';

/** A compiled message's text (Lingui keeps plain texts as a list of strings and placeholders). */
const text = (catalog: Record<string, unknown>, key: string): string => {
  const value = catalog[key];
  if (value === undefined) return '';
  return (Array.isArray(value) ? value : [value])
    .map((part) => (typeof part === 'string' ? part : ''))
    .join('');
};

const CATALOGUES = [
  ['English', en as Record<string, unknown>, /[A-Za-z]/],
  ['Hindi', hi as Record<string, unknown>, /[\u0900-\u097f]/],
] as const;

describe('the Messages screen names every message the backend can send (issue 38)', () => {
  it.each(CATALOGUES)('in %s, every message kind has a name', (_lang, catalog, script) => {
    const unnamed = MESSAGE_EVENTS.filter((event) => {
      const name = text(catalog, `admin.messages.event.${event}`);
      return !name || name.startsWith('admin.') || !script.test(name);
    });
    expect(unnamed).toEqual([]);
  });

  it.each(CATALOGUES)(
    "in %s, every outbox reason is written for the owner: no setting's name",
    (_lang, catalog, script) => {
      const keys = Object.keys(OUTBOX_REASONS) as OutboxReasonKey[];
      const bad = keys.filter((key) => {
        const words = text(catalog, `admin.messages.reasonText.${key}`);
        // An environment variable's name (SMTP_URL, WHATSAPP_TOKEN, VAPID_PUBLIC_KEY…) is developer text.
        return !words || !script.test(words) || /\b[A-Z][A-Z0-9]*_[A-Z0-9_]+\b/.test(words);
      });
      expect(bad).toEqual([]);
    },
  );
});

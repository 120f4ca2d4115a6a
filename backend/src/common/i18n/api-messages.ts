import { setupI18n, type Messages } from '@lingui/core';
import { formatIstDateTime, istInstant, type Language } from '@yoga/contracts';
import { messages as hindi } from '../../locales/hi.js';

/**
 * API error messages in the answer's language (issue 12). The code throws English; the catalogue
 * (src/locales/hi.po) is keyed by that English, with `{name}` standing for a value: the ID
 * "{field} must be at most {max} characters long." translates "name must be at most 100 characters
 * long." with field = "name" and max = "100". English is returned as thrown, byte for byte; a message
 * the catalogue does not know stays English.
 */
const i18n = setupI18n({ locale: 'hi', messages: { hi: hindi } });

interface Pattern {
  id: string;
  names: string[];
  regex: RegExp;
}

const PLACEHOLDER = /\{(\w+)\}/g;
const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function patternsOf(catalogue: Messages): Pattern[] {
  return (
    Object.keys(catalogue)
      .filter((id) => /\{\w+\}/.test(id))
      .map((id) => {
        const names = [...id.matchAll(PLACEHOLDER)].map((m) => m[1]);
        const source = id
          .split(PLACEHOLDER)
          .map((piece, i) => (i % 2 ? '(.+?)' : escapeRegex(piece)))
          .join('');
        return { id, names, regex: new RegExp(`^${source}$`, 's') };
      })
      // The most specific (longest literal text) first: "{field} is too long." after longer ones.
      .sort((a, b) => b.id.replace(PLACEHOLDER, '').length - a.id.replace(PLACEHOLDER, '').length)
  );
}

const patterns = patternsOf(hindi);

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const pad = (n: number) => String(n).padStart(2, '0');

/**
 * Values re-written for Hindi by their placeholder's name: `{when}` is an IST moment as
 * formatIstDateTime writes it in English ("23 Nov 2026, 6:45 pm IST"), written again in Hindi.
 */
const VALUE_FORMATS: Record<string, (value: string) => string> = {
  when(value) {
    const m = /^(\d{1,2}) (\w{3}) (\d{4}), (\d{1,2}):(\d{2}) (am|pm) IST$/i.exec(value);
    const month = m ? MONTHS.indexOf(m[2]) : -1;
    if (!m || month < 0) return value;
    const hour = (Number(m[4]) % 12) + (m[6].toLowerCase() === 'pm' ? 12 : 0);
    const date = `${m[3]}-${pad(month + 1)}-${pad(Number(m[1]))}`;
    return formatIstDateTime(istInstant(date, `${pad(hour)}:${m[5]}`), 'hi-IN');
  },
};

/** `message` in `language`: Hindi from the catalogue when it has it, else the message unchanged. */
export function translateApiMessage(message: string, language: Language): string {
  if (language !== 'hi') return message;
  if (hindi[message] !== undefined) return i18n._(message);
  for (const { id, names, regex } of patterns) {
    const match = regex.exec(message);
    if (!match) continue;
    const values = Object.fromEntries(
      names.map((name, i) => [name, VALUE_FORMATS[name]?.(match[i + 1]) ?? match[i + 1]]),
    );
    return i18n._(id, values);
  }
  return message;
}

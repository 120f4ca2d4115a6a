import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { formatIstDateTime, type Language } from '@yoga/contracts';
import { en, hi } from '../../locales/catalogues.js';

/**
 * The backend's messages (issue 24), keyed by IDs: `error.<code>` (API errors), `validation.<rule>` (field
 * rules), `email.<kind>.*` (account emails), `message.<event>.*` (student messages). Each module keeps its
 * texts in its own `locales/en.po` and `hi.po` (the shared ones in src/locales; ICU placeholders), joined
 * into one catalogue per language by the i18n build (src/locales/catalogues.ts, generated); `lingui compile
 * --strict` refuses an ID missing in either language, the join an ID in two catalogues, and
 * message-catalog.spec.ts an unused ID or a glossary word in Latin letters.
 */
export const CATALOG: Readonly<Record<Language, Messages>> = { en, hi };

const instances: Record<Language, I18n> = {
  en: setupI18n({ locale: 'en', messages: { en } }),
  hi: setupI18n({ locale: 'hi', messages: { hi } }),
};

/** A value a message interpolates: text or a number (written as given). */
export type MessageValues = Readonly<Record<string, string | number>>;

/** A message of the catalogue and its values, rendered later in the reader's language. */
export interface MessageRef {
  id: string;
  values?: MessageValues;
}

/**
 * Values written for the reader by their placeholder's name: `{when}` is an instant (ISO text) shown
 * in IST, "23 Nov 2026, 6:45 pm IST" / "23 नव॰ 2026, 6:45 pm IST".
 */
const VALUE_FORMATS: Record<string, (value: string | number, language: Language) => string> = {
  when: (value, language) => formatIstDateTime(value, language === 'hi' ? 'hi-IN' : undefined),
};

export function hasMessage(id: string): boolean {
  return Object.hasOwn(en, id);
}

/** The text of `id` in `language` with `values` filled in. An unknown ID throws (a programming error). */
export function translate(language: Language, id: string, values: MessageValues = {}): string {
  if (!hasMessage(id)) throw new Error(`Unknown message ID ${id}`);
  const shown: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(values))
    shown[name] = VALUE_FORMATS[name]?.(value, language) ?? value;
  return instances[language]._(id, shown);
}

/**
 * The text of `id` as written in the catalogue, its placeholders as `{name}` (what an editor shows: the
 * site's own wording of a message the owner may reword). Plural and select branches are not expected here.
 */
export function catalogText(language: Language, id: string): string {
  if (!hasMessage(id)) throw new Error(`Unknown message ID ${id}`);
  const compiled = CATALOG[language][id] as unknown;
  if (typeof compiled === 'string') return compiled;
  return (compiled as unknown[])
    .map((part) => (typeof part === 'string' ? part : `{${String((part as unknown[])[0])}}`))
    .join('');
}

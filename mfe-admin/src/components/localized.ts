import { i18n, type MessageValues } from '@yoga/i18n';

type MessageRef = string | readonly [id: string, values: MessageValues];

/**
 * A table of messages (validation texts, confirmations) read in the active language: each property is a
 * getter that translates its message ID when read, so a validator returns the text of the language shown
 * when it runs, and `Object.values`/`toEqual` see the texts, not the IDs.
 */
export function localizedMessages<K extends string>(
  refs: Record<K, MessageRef>,
): Readonly<Record<K, string>> {
  const table = {} as Record<K, string>;
  for (const key of Object.keys(refs) as K[]) {
    const ref = refs[key];
    Object.defineProperty(table, key, {
      enumerable: true,
      get: () => (typeof ref === 'string' ? i18n._(ref) : i18n._(ref[0], ref[1])),
    });
  }
  return table;
}

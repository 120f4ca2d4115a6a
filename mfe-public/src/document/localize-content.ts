// Server only (server-entry.tsx): the browser's page code never needs it.
import { localText, type LocalText } from '@yoga/contracts';

const isLocalText = (value: object): value is LocalText =>
  Object.keys(value).length === 2 &&
  typeof (value as LocalText).en === 'string' &&
  typeof (value as LocalText).hi === 'string';

/** `value` with each text cut to what `locale` shows (in `en`; `hi` empty). */
export function localizedContent<T>(value: T, locale: string): T {
  if (Array.isArray(value))
    return value.map((item: unknown) => localizedContent(item, locale)) as T;
  if (typeof value !== 'object' || value === null) return value;
  if (isLocalText(value)) return { en: localText(value, locale), hi: '' } as T;
  return Object.fromEntries(
    Object.entries(value).map(([key, child]) => [key, localizedContent(child, locale)]),
  ) as T;
}

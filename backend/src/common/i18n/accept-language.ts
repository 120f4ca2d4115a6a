import { parseAcceptLanguage, pickLocale, type Language } from '@yoga/contracts';

/**
 * The language an API answer is written in: the visitor's most preferred language the site speaks, by
 * the Accept-Language header's q-values and then its order (the same rule the web apps follow: one owner,
 * `pickLocale` in libs/contracts), English without a header or when no language matches.
 * `hi` → hi; `en-IN,en;q=0.9,hi;q=0.8` → en; `hi-IN,hi;q=0.9,en;q=0.9` → hi; `hi;q=0` → en.
 */
export function answerLanguage(header: string | string[] | undefined): Language {
  const text = Array.isArray(header) ? header.join(',') : header;
  return pickLocale(parseAcceptLanguage(text));
}

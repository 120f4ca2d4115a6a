import type { Language } from '@yoga/contracts';

/** Quality (q) of each language in an Accept-Language header; `*` counts for a language not named. */
function qualities(header: string): Map<string, number> {
  const q = new Map<string, number>();
  for (const part of header.split(',')) {
    const [range = '', ...params] = part.trim().split(';');
    const tag = range.trim().toLowerCase();
    if (!tag) continue;
    const qParam = params.map((p) => p.trim().toLowerCase()).find((p) => p.startsWith('q='));
    const value = qParam === undefined ? 1 : Number(qParam.slice(2));
    if (!Number.isFinite(value) || value < 0 || value > 1) continue;
    const primary = tag === '*' ? '*' : tag.split('-')[0];
    q.set(primary, Math.max(q.get(primary) ?? 0, value));
  }
  return q;
}

/**
 * The language an API answer is written in: Hindi when the header accepts `hi` (or `hi-IN`, …) with a
 * q at least as high as English's, English otherwise (and without a header).
 * `hi` → hi; `en-IN,en;q=0.9,hi;q=0.8` → en; `hi-IN,hi;q=0.9,en;q=0.9` → hi; `hi;q=0` → en.
 */
export function answerLanguage(header: string | string[] | undefined): Language {
  const text = Array.isArray(header) ? header.join(',') : (header ?? '');
  const q = qualities(text);
  const of = (lang: Language) => q.get(lang) ?? q.get('*') ?? 0;
  return of('hi') > 0 && of('hi') >= of('en') ? 'hi' : 'en';
}

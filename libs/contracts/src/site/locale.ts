import { type Language, LANGUAGES } from '../rules/account.js';

/**
 * The interface languages as the web and the server see them (issue 12). Pure facts, importable by the
 * backend (Accept-Language, server rendering, sitemap) and re-exported by `@yoga/i18n` for the web apps.
 * The locale list itself is LANGUAGES (rules/account.ts): a student's profile stores one of them.
 */
export type Locale = Language;
export const LOCALES: readonly Locale[] = LANGUAGES;
/** The source language of every catalogue, and the language of every URL without a prefix. */
export const DEFAULT_LOCALE: Locale = 'en';

/** `<html lang>`, `hreflang` and Intl locale of each language. */
export const HTML_LANG: Record<Locale, string> = { en: 'en-IN', hi: 'hi-IN' };
/** Open Graph `og:locale`. */
export const OG_LOCALE: Record<Locale, string> = { en: 'en_IN', hi: 'hi_IN' };

/**
 * URL prefix of each language on public routes: English has none (every route of the spec is unchanged),
 * Hindi is under `/hi` (`/hi/price`, `/hi/blogs/3`, `/hi/auth/login`; the home page is `/hi`).
 */
export const LOCALE_PATH_PREFIX: Record<Locale, string> = { en: '', hi: '/hi' };

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/**
 * The language of a path and the path without its prefix: `/hi/price` → `{ hi, /price }`, `/hi` and
 * `/hi/` → `{ hi, / }`, `/price` → `{ en, /price }`, `/hindi` → `{ en, /hindi }`. Query and hash, when
 * present, are kept.
 */
export function splitLocalePath(path: string): { locale: Locale; path: string } {
  for (const locale of LOCALES) {
    const prefix = LOCALE_PATH_PREFIX[locale];
    if (!prefix || !path.startsWith(prefix)) continue;
    const rest = path.slice(prefix.length);
    if (rest === '') return { locale, path: '/' };
    if (rest[0] === '/') return { locale, path: rest };
    if (rest[0] === '?' || rest[0] === '#') return { locale, path: `/${rest}` };
  }
  return { locale: DEFAULT_LOCALE, path };
}

/**
 * `path` (with or without a language prefix, query and hash kept) in `locale`:
 * `localizePath('/price', 'hi')` → `/hi/price`, `localizePath('/', 'hi')` → `/hi`,
 * `localizePath('/hi/price', 'en')` → `/price`.
 */
export function localizePath(path: string, locale: Locale): string {
  const bare = splitLocalePath(path).path;
  const prefix = LOCALE_PATH_PREFIX[locale];
  if (!prefix) return bare;
  if (bare === '/') return prefix;
  if (bare.startsWith('/?') || bare.startsWith('/#')) return `${prefix}${bare.slice(1)}`;
  return `${prefix}${bare}`;
}

/**
 * The first of a visitor's preferred languages (`navigator.languages`, or the tags of an Accept-Language
 * header in order) that the site speaks: `['hi-IN', 'en']` → `hi`, `['en-IN', 'hi']` → `en`,
 * `['mr', 'hi']` → `hi`; English when none matches.
 */
export function pickLocale(preferred: readonly string[]): Locale {
  for (const tag of preferred) {
    const primary = tag.trim().toLowerCase().split(/[-_;]/)[0];
    if (isLocale(primary)) return primary;
  }
  return DEFAULT_LOCALE;
}

/** The tags of an Accept-Language header, most preferred first (`q=0` dropped). */
export function parseAcceptLanguage(header: string | undefined | null): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part, index) => {
      const [tag, ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q ? Number(q.slice(2)) : 1;
      return { tag: tag?.trim() ?? '', weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((entry) => entry.tag && entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
    .map((entry) => entry.tag);
}

/** Each language's name in itself, as the language switch shows it. */
export const LOCALE_NAMES: Record<Locale, string> = { en: 'English', hi: 'हिन्दी' };

import { BLOG_DEFAULTS, type Blog, type Locale } from '@yoga/contracts';

/**
 * The categories an admin usually gives a post (free text, `Fitness` by default), by their message key.
 * The Hindi blog shows them in Hindi; any other category is shown as the admin wrote it.
 */
const KNOWN_CATEGORIES: Record<string, string> = {
  fitness: 'fitness',
  yoga: 'yoga',
  meditation: 'meditation',
  pranayama: 'pranayama',
  breathing: 'pranayama',
  nutrition: 'nutrition',
  diet: 'nutrition',
  'mental health': 'mentalHealth',
  'mental wellness': 'mentalHealth',
  mindfulness: 'mindfulness',
  lifestyle: 'lifestyle',
  wellness: 'wellness',
  health: 'health',
  'physical wellness': 'physical',
};

type Translate = (id: string, values?: Record<string, unknown>) => string;

/** A post's category in the page's language: a known category translated, any other one as written. */
export function categoryLabel(category: string, locale: Locale, t: Translate): string {
  if (locale === 'en') return category;
  const key = KNOWN_CATEGORIES[category.trim().toLowerCase().replace(/\s+/g, ' ')];
  return key ? t(`public.blog.category.${key}`) : category;
}

/** "5 min" / "10 minutes" in the page's language; any other text as written. */
export function readingTimeLabel(time: string, locale: Locale, t: Translate): string {
  if (locale === 'en') return time;
  const minutes = /^\s*(\d{1,3})\s*(?:min|mins|minute|minutes)\.?\s*$/i.exec(time);
  return minutes ? t('public.blog.minutes', { count: Number(minutes[1]) }) : time;
}

/**
 * Who wrote a post, by name: the author as written, except the role word the API falls back on
 * ("Admin", BLOG_DEFAULTS.author: no name was known), which reads as the business's own name.
 */
export function authorName(author: string, brandName: string): string {
  const name = author.trim();
  return !name || name.toLowerCase() === BLOG_DEFAULTS.author.toLowerCase() ? brandName : name;
}

/** A text of a post as a page shows it, with the language it is in (for `lang` on its element). */
export interface PostText {
  text: string;
  lang: Locale;
}

/**
 * A post's title and text in the page's language: on the Hindi site its Hindi version where the admin
 * wrote one (each of the two on its own), else the English one, marked as English.
 */
export function postInLanguage(
  blog: Pick<Blog, 'title' | 'description' | 'title_hi' | 'description_hi'>,
  locale: Locale,
): { title: PostText; description: PostText } {
  const pick = (en: string, hi: string | null | undefined): PostText =>
    locale === 'hi' && hi?.trim() ? { text: hi, lang: 'hi' } : { text: en, lang: 'en' };
  return {
    title: pick(blog.title, blog.title_hi),
    description: pick(blog.description ?? '', blog.description_hi),
  };
}

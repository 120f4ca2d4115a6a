import { text, fail, obj } from './fields.js';
import type { LocalText } from '../api.generated.js';

// The `meta` document: the title tag and meta description of the pages without a document of their own.

/**
 * The pages whose title tag and meta description are in the `meta` document (`MetaContent`); the
 * wellness and policy pages and `/mainslider` have theirs in their own document, the account pages
 * (`/auth/...`) keep theirs in the interface's catalogue with their forms.
 */
export const META_PAGES = [
  'home',
  'about',
  'contact',
  'events',
  'price',
  'schedule',
  'blogs',
] as const;
export type MetaPageId = (typeof META_PAGES)[number];

/**
 * The placeholders of a `meta` text, filled when the page is drawn (their values have owners of their
 * own: the business details and rules, the plans on sale). `{plans}` only on the price page.
 */
export const META_PLACEHOLDERS = ['brand', 'city', 'trial_days', 'plans'] as const;
export type MetaPlaceholder = (typeof META_PLACEHOLDERS)[number];

/** A `meta` text with its placeholders filled (an unknown one stays as written). */
export function fillMetaText(
  text: string,
  values: Partial<Record<MetaPlaceholder, string | number>>,
): string {
  return text.replace(/\{(\w+)\}/g, (all, name: string) =>
    String(values[name as MetaPlaceholder] ?? all),
  );
}

/** A `meta` text: English required, only the placeholders the page fills. */
function metaText(value: unknown, path: string, page: string): void {
  text(value, path);
  const o = value as LocalText;
  for (const lang of ['en', 'hi'] as const)
    for (const [, name] of o[lang].matchAll(/\{([^{}]*)\}/g)) {
      const known = (META_PLACEHOLDERS as readonly string[]).includes(name ?? '');
      if (!known || (name === 'plans' && page !== 'price'))
        fail(`${path}.${lang}`, `unknown placeholder {${name}}`, 'placeholder');
    }
}

export function checkMeta(document: unknown): void {
  const d = obj(document, 'document');
  for (const page of META_PAGES) {
    const entry = obj(d[page], page);
    metaText(entry.page_title, `${page}.page_title`, page);
    metaText(entry.description, `${page}.description`, page);
  }
}

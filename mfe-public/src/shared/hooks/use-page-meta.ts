import { createContext, useContext, useEffect } from 'react';
import { fillMetaText, localText, type MetaPageId, type MetaPlaceholder } from '@yoga/contracts';
import { useLocale } from '@yoga/i18n';
import { useBusinessDetails, useBusinessRules } from '@yoga/site-settings';
import { usePageContent } from '../content';

/** Title shown in the tab: the page's own name, then the brand (the business details' brand name). */
export function pageTitle(title: string, brand: string): string {
  return title.includes(brand) ? title : `${title} | ${brand}`;
}

/** What the page set while it was rendered on the server (the document's <head> is written from it). */
export interface PageHead {
  title?: string;
  description?: string;
  /** A page that is not found (an unknown path or a missing post) says so: the server answers 404. */
  notFound?: boolean;
  /** og:type; `article` for a post. */
  type?: 'website' | 'article';
  /** The page's own picture for link previews (a post's thumbnail), a path on the site; else the brand icon. */
  image?: string;
}

/** Provided by the server renderer only: in the browser, pages set document.title in an effect. */
export const PageHeadContext = createContext<PageHead | null>(null);

/** Sets document.title and the meta description for the current page (on the server: the document head). */
export function usePageMeta(
  title: string,
  description: string,
  extra?: Pick<PageHead, 'notFound' | 'type' | 'image'>,
): void {
  const head = useContext(PageHeadContext);
  const brand = useBusinessDetails().brand_name;
  if (head) Object.assign(head, { title: pageTitle(title, brand), description }, extra);
  useEffect(() => {
    document.title = pageTitle(title, brand);
    let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.appendChild(meta);
    }
    meta.content = description;
  }, [title, description, brand]);
}

/**
 * Sets the title and meta description of a page from its entry of the `meta` content document (the
 * owner's words, docs/content.md), its placeholders filled: `{brand}`, `{city}`, `{trial_days}` and
 * what the page gives (`{plans}`). The brand alone until the document is read (a client-side visit).
 */
export function useContentMeta(
  page: MetaPageId,
  values?: Partial<Record<MetaPlaceholder, string>>,
): void {
  const { locale } = useLocale();
  const details = useBusinessDetails();
  const rules = useBusinessRules();
  const entry = usePageContent('meta', (document) => page in document)?.[page];
  const fill = (text: { en: string; hi: string } | undefined) =>
    text
      ? fillMetaText(localText(text, locale), {
          brand: details.brand_name,
          city: details.address.city,
          trial_days: rules.trial_days,
          ...values,
        })
      : '';
  usePageMeta(fill(entry?.page_title) || details.brand_name, fill(entry?.description));
}

import { createContext, useContext, useEffect } from 'react';
import { useBusinessDetails } from '@yoga/site-settings';

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

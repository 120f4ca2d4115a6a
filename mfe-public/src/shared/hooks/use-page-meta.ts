import { useEffect } from 'react';
import { SITE } from '@yoga/contracts';

/** Title shown in the tab: the page's own name, then the brand. */
export function pageTitle(title: string): string {
  return title.includes(SITE.brandName) ? title : `${title} | ${SITE.brandName}`;
}

/** Sets document.title and the meta description for the current page. */
export function usePageMeta(title: string, description: string): void {
  useEffect(() => {
    document.title = pageTitle(title);
    let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.appendChild(meta);
    }
    meta.content = description;
  }, [title, description]);
}

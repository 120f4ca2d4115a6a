import { createContext, useContext, useEffect, useState } from 'react';
import type { ContentDocuments, ContentPageId } from '@yoga/contracts';
import { useLocale } from '@yoga/i18n';

/**
 * The edited content of the public pages (docs/content.md). The server gives a page its content in the
 * page's server data (`site` everywhere, `home` on the home page): it is drawn in the HTML and handed to
 * the browser for hydration, no request of its own. After a client-side navigation to a page whose
 * content did not come with the document, it is read once from GET /api/content/:page; until then the
 * page shows the loading placeholder (its words have one owner, the document: no built-in copy).
 */
export interface PageContent {
  /**
   * The language the documents were cut to (`localizedContent`): the server sends only the page's
   * language, each text in `en` (the HTML stays small; document/localize-content.ts). Another language reads the API instead.
   */
  locale?: string;
  pages: Partial<ContentDocuments>;
}

const ContentContext = createContext<PageContent>({ pages: {} });
export const ContentProvider = ContentContext.Provider;

/** Read in this document after a client-side navigation (both languages). */
const fetched: Partial<ContentDocuments> = {};

export function usePageContent<P extends ContentPageId>(page: P): ContentDocuments[P] | undefined {
  const context = useContext(ContentContext);
  const { locale } = useLocale();
  const provided =
    context.locale === undefined || context.locale === locale ? context.pages[page] : undefined;
  const [loaded, setLoaded] = useState<ContentDocuments[P] | undefined>(fetched[page]);
  useEffect(() => {
    if (provided || loaded || typeof fetch !== 'function') return;
    let live = true;
    fetch(`/api/content/${page}`)
      .then((res) => (res.ok ? (res.json() as Promise<{ document: ContentDocuments[P] }>) : null))
      .then((body) => {
        if (!body || !live) return;
        fetched[page] = body.document;
        setLoaded(body.document);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [page, provided, loaded]);
  return provided ?? loaded;
}

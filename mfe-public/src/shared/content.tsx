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
/** The reads under way (one request a page, whoever asks: the route and the page itself). */
const reading: Partial<Record<ContentPageId, Promise<unknown>>> = {};

function readContent<P extends ContentPageId>(page: P): Promise<ContentDocuments[P] | undefined> {
  reading[page] ??= fetch(`/api/content/${page}`)
    .then((res) => (res.ok ? (res.json() as Promise<{ document: ContentDocuments[P] }>) : null))
    .then((body) => {
      if (body) fetched[page] = body.document;
      else delete reading[page];
      return body?.document;
    })
    .catch(() => {
      delete reading[page];
      return undefined;
    });
  return reading[page] as Promise<ContentDocuments[P] | undefined>;
}

/**
 * A page's document. `has`: whether the document the server gave holds what this page needs (the
 * server gives only the page's entry of `meta`); otherwise the whole document is read.
 */
export function usePageContent<P extends ContentPageId>(
  page: P,
  has?: (document: ContentDocuments[P]) => boolean,
): ContentDocuments[P] | undefined {
  const context = useContext(ContentContext);
  const { locale } = useLocale();
  const given =
    context.locale === undefined || context.locale === locale ? context.pages[page] : undefined;
  const provided = given && (!has || has(given)) ? given : undefined;
  const [loaded, setLoaded] = useState<ContentDocuments[P] | undefined>(fetched[page]);
  useEffect(() => {
    if (provided || loaded || typeof fetch !== 'function') return;
    let live = true;
    void readContent(page).then((document) => {
      if (document && live) setLoaded(document);
    });
    return () => {
      live = false;
    };
  }, [page, provided, loaded]);
  return provided ?? loaded;
}

/**
 * Asks for a page's document beside its code (app.tsx, around the page's lazy chunk), so a client-side
 * visit waits for the longer of the two, not both in turn. Nothing when the page came with it.
 */
export function ReadPageContent({ page }: { page: ContentPageId }) {
  usePageContent(page);
  return null;
}

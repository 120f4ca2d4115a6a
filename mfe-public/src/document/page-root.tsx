// The tree the browser hydrates over the server's HTML (server-entry.tsx renders the same document).
// First: the page's language before any catalogue registers (page-locale.ts).
import './page-locale';
import { StrictMode, type ReactElement } from 'react';
import { unstable_HistoryRouter as HistoryRouter } from 'react-router-impl';
import type { BusinessDetails, ShownBusinessRules } from '@yoga/contracts';
import { LocaleProvider } from '@yoga/i18n';
import { primeBusinessDetails, primeBusinessRules, primeMediaBase } from '@yoga/site-settings';
import {
  InitialDataProvider,
  ServerRenderedProvider,
  type RouteData,
} from '../shared/initial-data';
import { ContentProvider, type PageContent } from '../shared/content';
import { createPageHistory } from './page-history';
import { PublicDocument } from './public-document';

export interface EmbeddedData {
  business: BusinessDetails;
  /** Absent from a page an older server rendered: the defaults, then the API. */
  rules?: ShownBusinessRules;
  /** MEDIA_BASE_URL: where the page draws uploaded files from (null: `/uploads/`). */
  media?: string | null;
  route: RouteData | null;
  /** The edited content the server drew the page with. */
  content?: PageContent;
}

export function PageRoot({ data }: { data: EmbeddedData }) {
  return (
    <StrictMode>
      <LocaleProvider>
        <ServerRenderedProvider value={true}>
          <InitialDataProvider value={data.route}>
            <ContentProvider value={data.content ?? { pages: {} }}>
              <HistoryRouter history={createPageHistory()}>
                <PublicDocument />
              </HistoryRouter>
            </ContentProvider>
          </InitialDataProvider>
        </ServerRenderedProvider>
      </LocaleProvider>
    </StrictMode>
  );
}

/** The element the browser hydrates the server's HTML with (page-client.tsx imports no React itself). */
export const pageElement = (data: EmbeddedData): ReactElement => <PageRoot data={data} />;

/**
 * Reads what the page was rendered with (the JSON the server embedded). The footer and header show the
 * details the server drew them with: no second request, no change.
 */
export function primeEmbeddedData(json: string | null): EmbeddedData {
  const data = JSON.parse(json ?? '{}') as EmbeddedData;
  primeBusinessDetails(data.business);
  if (data.rules) primeBusinessRules(data.rules);
  primeMediaBase(data.media ?? null);
  return data;
}

export { startTransition } from 'react';
export { startPageLocale } from '@yoga/i18n';

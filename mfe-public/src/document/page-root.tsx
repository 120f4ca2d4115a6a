// The tree the browser hydrates over the server's HTML (server-entry.tsx renders the same document).
import { StrictMode, type ReactElement } from 'react';
import { unstable_HistoryRouter as HistoryRouter } from 'react-router-impl';
import type { BusinessDetails } from '@yoga/contracts';
import { LocaleProvider } from '@yoga/i18n';
import { primeBusinessDetails } from '@yoga/site-settings';
import {
  InitialDataProvider,
  ServerRenderedProvider,
  type RouteData,
} from '../shared/initial-data';
import { createPageHistory } from './page-history';
import { PublicDocument } from './public-document';

export interface EmbeddedData {
  business: BusinessDetails;
  route: RouteData | null;
}

export function PageRoot({ data }: { data: EmbeddedData }) {
  return (
    <StrictMode>
      <LocaleProvider>
        <ServerRenderedProvider value={true}>
          <InitialDataProvider value={data.route}>
            <HistoryRouter history={createPageHistory()}>
              <PublicDocument />
            </HistoryRouter>
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
  return data;
}

export { startTransition } from 'react';
export { startPageLocale } from '@yoga/i18n';

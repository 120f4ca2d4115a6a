// Browser entry of the server-rendered public pages: hydrates the HTML the server build drew.
import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { unstable_HistoryRouter as HistoryRouter } from 'react-router-impl';
import { PUBLIC_SSR, type BusinessDetails } from '@yoga/contracts';
import { LocaleProvider, startPageLocale } from '@yoga/i18n';
import { primeBusinessDetails } from '@yoga/site-settings';
import {
  InitialDataProvider,
  ServerRenderedProvider,
  type RouteData,
} from '../shared/initial-data';
import { createPageHistory } from './page-history';
import { PublicDocument } from './public-document';

interface EmbeddedData {
  business: BusinessDetails;
  route: RouteData | null;
}

const container = document.getElementById('root');
const embedded = document.getElementById(PUBLIC_SSR.dataElementId);
if (container && embedded) {
  const data = JSON.parse(embedded.textContent ?? '{}') as EmbeddedData;
  // The footer and header show the details the server drew them with: no second request, no change.
  primeBusinessDetails(data.business);
  // The page's language (its URL's) is loaded before hydration, so the first render matches the HTML;
  // a visitor who chose Hindi and opened an English address goes to its /hi address instead.
  void startPageLocale({ urlPrefix: true }).then(
    (current) =>
      current &&
      hydrateRoot(
        container,
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
        </StrictMode>,
        {
          onRecoverableError: (error) => console.error('[mfe-public] hydration', error),
        },
      ),
  );
}

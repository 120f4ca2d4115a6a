import { Suspense, type ReactNode } from 'react';
import { LocaleProvider, useCatalog } from '@yoga/i18n';
import { PageSpinner, uiCatalog } from '@yoga/ui';
import { adminCatalog } from '../i18n';

function AdminMessages({ children }: { children: ReactNode }) {
  // Opened in Hindi, the panel waits (the spinner) for its Hindi messages rather than showing their IDs:
  // its own and those of the shared panel components (libs/ui's frame, forms and cards).
  useCatalog(uiCatalog);
  useCatalog(adminCatalog);
  return <>{children}</>;
}

/**
 * The panel's language: its messages loaded and a re-render on a switch. antd's own texts follow the
 * language through the panel theme (`PanelThemeProvider` of libs/ui) nested inside.
 */
export function AdminLocaleProvider({ children }: { children: ReactNode }) {
  return (
    <LocaleProvider>
      <Suspense fallback={<PageSpinner />}>
        <AdminMessages>{children}</AdminMessages>
      </Suspense>
    </LocaleProvider>
  );
}

import { Suspense, type ReactNode } from 'react';
import type { Role } from '@yoga/contracts';
import { AppStoreProvider, RequireRole, type AppStore } from '@yoga/auth';
import { LocaleProvider } from '@yoga/i18n';
import { PageSpinner } from './page-spinner';
import { PanelLayout, type PanelNavItem } from './panel-layout';
import { ProfileLanguage } from './profile-language';
import { PanelThemeProvider } from './theme';

interface PanelAppProps {
  title: string;
  items: readonly PanelNavItem[];
  /** Who may use the panel; anyone else signed in gets `denied` (default: sent to their own panel). */
  roles: readonly Role[];
  denied?: ReactNode;
  /** The panel's <Routes>; its screens are lazy chunks, shown with the spinner while they load. */
  children: ReactNode;
  /** The store to use instead of the page's one (tests inject theirs). */
  store?: AppStore;
  /**
   * A hook that may change the items with the page's state (e.g. a count in a label); it runs inside
   * the store's provider, once the role guard has let the user in.
   */
  useItems?: (items: readonly PanelNavItem[]) => readonly PanelNavItem[];
}

/**
 * Everything around a panel's screens: the page's store, the language (re-rendering the panel when it
 * changes, kept on the profile), the theme, the role guard and the layout.
 */
export function PanelApp({
  title,
  items,
  roles,
  denied,
  children,
  store,
  useItems = same,
}: PanelAppProps) {
  return (
    <AppStoreProvider store={store}>
      <LocaleProvider>
        <PanelThemeProvider>
          <RequireRole roles={roles} denied={denied}>
            <ProfileLanguage />
            <PanelBody title={title} items={items} useItems={useItems}>
              {children}
            </PanelBody>
          </RequireRole>
        </PanelThemeProvider>
      </LocaleProvider>
    </AppStoreProvider>
  );
}

const same = (items: readonly PanelNavItem[]) => items;

function PanelBody({
  title,
  items,
  useItems,
  children,
}: Pick<PanelAppProps, 'title' | 'items' | 'children'> & {
  useItems: NonNullable<PanelAppProps['useItems']>;
}) {
  const shown = useItems(items);
  return (
    <PanelLayout title={title} items={shown}>
      <Suspense fallback={<PageSpinner />}>{children}</Suspense>
    </PanelLayout>
  );
}

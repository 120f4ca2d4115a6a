import { Suspense, type ReactNode } from 'react';
import type { Role } from '@yoga/contracts';
import { useUpdateProfileMutation } from '@yoga/api-client';
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
  /** A hook that may change the panel's title with the page's state (e.g. the signed-in role). */
  useTitle?: (title: string) => string;
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
  useTitle = sameTitle,
}: PanelAppProps) {
  return (
    <AppStoreProvider store={store}>
      <LocaleProvider>
        <PanelThemeProvider>
          <RequireRole roles={roles} denied={denied}>
            <ProfileLanguage />
            <PanelBody title={title} items={items} useItems={useItems} useTitle={useTitle}>
              {children}
            </PanelBody>
          </RequireRole>
        </PanelThemeProvider>
      </LocaleProvider>
    </AppStoreProvider>
  );
}

const same = (items: readonly PanelNavItem[]) => items;
const sameTitle = (title: string) => title;

function PanelBody({
  title,
  items,
  useItems,
  useTitle,
  children,
}: Pick<PanelAppProps, 'title' | 'items' | 'children'> & {
  useItems: NonNullable<PanelAppProps['useItems']>;
  useTitle: NonNullable<PanelAppProps['useTitle']>;
}) {
  const shown = useItems(items);
  const shownTitle = useTitle(title);
  // Larger text is kept on the profile too, for her other devices (ProfileLanguage applies it there).
  const [updateProfile] = useUpdateProfileMutation();
  return (
    <PanelLayout
      title={shownTitle}
      items={shown}
      onLargeTextChanged={(on) => void updateProfile({ large_text: on })}
    >
      <Suspense fallback={<PageSpinner />}>{children}</Suspense>
    </PanelLayout>
  );
}

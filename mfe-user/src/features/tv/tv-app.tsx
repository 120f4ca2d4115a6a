import { Suspense, use, useEffect } from 'react';
import { useSelector } from 'react-redux';
import { AppStoreProvider, selectCurrentUser, type AppStore } from '@yoga/auth';
import { LocaleProvider, useLocale } from '@yoga/i18n';
import { catalogReady } from '../../i18n';
import { TvClassesScreen } from './components/tv-classes';
import { TvSignInScreen } from './components/tv-sign-in';
import styles from './tv.module.css';

let messagesLoaded = false;
void catalogReady.then(() => {
  messagesLoaded = true;
});

/**
 * The TV view (/tv, issue 37): large type for across a room, driven by a remote's arrows and OK alone.
 * Signed out it shows a code to approve on the phone (never a password on a remote); signed in, her
 * classes of today and tomorrow with the next one's Join focused first.
 */
export default function TvApp({ store }: { store?: AppStore }) {
  return (
    <AppStoreProvider store={store}>
      <LocaleProvider>
        <Suspense fallback={null}>
          <TvScreen />
        </Suspense>
      </LocaleProvider>
    </AppStoreProvider>
  );
}

function TvScreen() {
  if (!messagesLoaded) use(catalogReady);
  const user = useSelector(selectCurrentUser);
  const { t } = useLocale();
  useEffect(() => {
    document.title = t('user.tv.page_title');
  }, [t]);
  return (
    <main className={styles.tv} data-testid="tv-view">
      {user ? <TvClassesScreen name={user.name} /> : <TvSignInScreen />}
    </main>
  );
}

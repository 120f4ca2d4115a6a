import { useSyncExternalStore } from 'react';
import { useLocale } from '@yoga/i18n';
import { Notice } from '@yoga/ui';
import styles from './offline-banner.module.css';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

const isOffline = () => !navigator.onLine;
const onServer = () => false;

/**
 * Across the whole panel while the device has no network: the panel opened from the service worker's
 * cache (docs/performance.md), its data cannot load, and this says why. Gone as soon as the network is back;
 * its button loads the page again (then from the network).
 */
export function OfflineBanner() {
  const offline = useSyncExternalStore(subscribe, isOffline, onServer);
  const { t } = useLocale();
  if (!offline) return null;
  return (
    <Notice
      banner
      type="warning"
      role="status"
      data-testid="offline-banner"
      title={t('user.offline.banner')}
      action={
        <button type="button" className={styles.retry} onClick={() => location.reload()}>
          {t('user.offline.retry')}
        </button>
      }
      style={{ marginBottom: 16 }}
    />
  );
}

import styles from './page.module.css';
import { useLocale } from '@yoga/i18n';
// Registers the public catalogue (public.*) wherever its messages are used.
import '../i18n';

/** Holds the page's space while its chunk loads so nothing below jumps (CLS 0). */
export function PageFallback() {
  const { t } = useLocale();
  return (
    <div className={styles.fallback} role="status" aria-live="polite">
      <span className={styles.srOnly}>{t('public.common.loading')}</span>
    </div>
  );
}

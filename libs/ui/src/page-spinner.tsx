import { useLocale } from '@yoga/i18n';
import styles from './page-spinner.module.css';

/** Plain CSS rather than antd's Spin: the first screen after sign-in should not pay for it. */
export function PageSpinner() {
  const { t } = useLocale();
  return (
    <div className={styles.loading} role="status" aria-live="polite">
      <span className={styles.spinner} aria-hidden="true" />
      {t('ui.spinner.loading')}
    </div>
  );
}

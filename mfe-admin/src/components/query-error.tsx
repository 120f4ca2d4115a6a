import { useLocale } from '@yoga/i18n';
import { describeError, useErrorToast } from './use-error-toast';
import styles from './panel-bits.module.css';

/** Inline error for a failed list, with a retry; the same text is also toasted once. */
export function QueryError({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const { t } = useLocale();
  useErrorToast(error);
  if (!error) return null;
  return (
    <div className={styles.error} role="alert">
      <span>{describeError(error)}</span>
      {onRetry && (
        // A plain button (antd's small default button's look): this box is on the dashboard, the first
        // screen of the panel.
        <button type="button" className={styles.retry} onClick={onRetry}>
          {t('admin.common.retry')}
        </button>
      )}
    </div>
  );
}

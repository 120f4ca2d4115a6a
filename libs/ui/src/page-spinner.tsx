import styles from './page-spinner.module.css';

/** Plain CSS rather than antd's Spin: the first screen after sign-in should not pay for it. */
export function PageSpinner() {
  return (
    <div className={styles.loading} role="status" aria-live="polite">
      <span className={styles.spinner} aria-hidden="true" />
      Loading…
    </div>
  );
}

import styles from './panel-bits.module.css';

/** Plain CSS spinner: the first screen should not pay for antd's Spin. */
export function PageSpinner() {
  return (
    <div className={styles.spinnerBox} role="status" aria-live="polite">
      <span className={styles.spinner} aria-hidden="true" />
      <span className={styles.srOnly}>Loading…</span>
    </div>
  );
}

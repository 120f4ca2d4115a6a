import styles from './page.module.css';

/** Holds the page's space while its chunk loads so nothing below jumps (CLS 0). */
export function PageFallback() {
  return (
    <div className={styles.fallback} role="status" aria-live="polite">
      <span className={styles.srOnly}>Loading…</span>
    </div>
  );
}

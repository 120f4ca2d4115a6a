import styles from './stat-circle.module.css';

interface StatCircleProps {
  label: string;
  /** Undefined while loading (shows a dash) */
  value: number | undefined;
  testId: string;
}

export function StatCircle({ label, value, testId }: StatCircleProps) {
  return (
    <figure className={styles.stat} data-testid={testId}>
      <div className={styles.circle} aria-busy={value === undefined}>
        <span className={styles.value}>{value ?? '–'}</span>
      </div>
      <figcaption className={styles.label}>{label}</figcaption>
    </figure>
  );
}

import type { StatCircle } from '../stat-circles';
import styles from './stat-circle.module.css';

export function StatCircles({ circles }: { circles: readonly StatCircle[] }) {
  return (
    <ul className={styles.grid} aria-label="Statistics" style={{ listStyle: 'none', padding: 0 }}>
      {circles.map((circle) => (
        <li key={circle.key} className={styles.item} data-testid={`stat-${circle.key}`}>
          <span className={styles.circle} aria-hidden="true">
            {circle.value}
          </span>
          <span className={styles.label}>
            {circle.label}
            <span style={{ position: 'absolute', left: -9999 }}>: {circle.value}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}

import { useLocale } from '@yoga/i18n';
import styles from './stat-circles.module.css';

export interface StatCircleItem {
  /** `stat-<key>` is the item's test id. */
  key: string;
  label: string;
  /** Undefined while loading (shows a dash). */
  value: number | undefined;
}

/**
 * The dashboards' numbers in saffron circles. The circle is decorative (aria-hidden); screen readers
 * hear "label: value" from the caption instead.
 */
export function StatCircles({ label, items }: { label: string; items: readonly StatCircleItem[] }) {
  const { t } = useLocale();
  return (
    <ul className={styles.grid} aria-label={label}>
      {items.map((item) => (
        <li
          key={item.key}
          className={styles.item}
          data-testid={`stat-${item.key}`}
          aria-busy={item.value === undefined}
        >
          <span className={styles.circle} aria-hidden="true">
            {item.value ?? '–'}
          </span>
          <span className={styles.label}>
            {item.label}
            <span className={styles.srOnly}>: {item.value ?? t('ui.stats.loading')}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}

import { useId } from 'react';
import styles from './segmented.module.css';

interface SegmentedProps<T extends string | number> {
  /** Its name: a label, or the id of the words that name it. */
  'aria-label'?: string;
  'aria-labelledby'?: string;
  options: readonly { value: T; label: string }[];
  value: T;
  onChange: (value: T) => void;
  className?: string;
}

/**
 * antd's Segmented drawn in plain elements (issue 38: every student page within 250 KB of JavaScript):
 * the same radio group of labelled radio buttons (arrow keys move the choice), the chosen one raised.
 */
export function Segmented<T extends string | number>({
  options,
  value,
  onChange,
  className,
  'aria-label': label,
  'aria-labelledby': labelledBy,
}: SegmentedProps<T>) {
  const name = useId();
  return (
    <div
      role="radiogroup"
      aria-label={label}
      aria-labelledby={labelledBy}
      className={[styles.segmented, className ?? ''].filter(Boolean).join(' ')}
    >
      {options.map((option) => (
        <label
          key={String(option.value)}
          className={`${styles.item} ${option.value === value ? styles.selected : ''}`}
        >
          <input
            type="radio"
            name={name}
            className={styles.input}
            checked={option.value === value}
            onChange={() => onChange(option.value)}
          />
          <span className={styles.label} title={option.label}>
            {option.label}
          </span>
        </label>
      ))}
    </div>
  );
}

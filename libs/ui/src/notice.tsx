import type { HTMLAttributes, ReactNode } from 'react';
import styles from './notice.module.css';

interface NoticeProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  type: 'warning' | 'error' | 'info' | 'success';
  title: ReactNode;
  /** Words under the title (antd Alert's `description`): the title then reads larger, as antd's. */
  description?: ReactNode;
  /** A link or button at the end. */
  action?: ReactNode;
  /** A full-width band without rounded corners (antd Alert's `banner`). */
  banner?: boolean;
  'data-testid'?: string;
}

/**
 * A message box drawn like antd's Alert with its icon, for the panels' first screens (the dashboards and
 * the membership banner): plain elements, so a panel's first load does not pay for antd's Alert.
 */
export function Notice({
  type,
  title,
  description,
  action,
  banner,
  className,
  role,
  ...rest
}: NoticeProps) {
  return (
    <div
      role={role ?? 'alert'}
      className={[
        styles.notice,
        styles[type],
        banner ? styles.banner : '',
        description ? styles.described : '',
        className ?? '',
      ]
        .filter(Boolean)
        .join(' ')}
      {...rest}
    >
      <svg className={styles.icon} viewBox="0 0 16 16" width="14" height="14" aria-hidden="true">
        <circle cx="8" cy="8" r="8" fill="currentColor" />
        <path d="M8 4v5M8 11.2v.3" stroke="#fff" strokeWidth="1.8" strokeLinecap="round" />
      </svg>
      {description ? (
        <div className={styles.title}>
          <div className={styles.message}>{title}</div>
          <div>{description}</div>
        </div>
      ) : (
        <div className={styles.title}>{title}</div>
      )}
      {action ? <div className={styles.action}>{action}</div> : null}
    </div>
  );
}

import type { CSSProperties, ReactNode } from 'react';
import { theme } from 'antd';
import styles from './plain-card.module.css';

/**
 * antd's small Card with a title, in plain elements (issue 38: every admin page within 300 KB of
 * JavaScript): a screen whose only card is this one does not download antd's Card. Its text takes the panel
 * theme's size ("Larger text").
 */
export function PlainCard({
  title,
  style,
  children,
}: {
  title: ReactNode;
  style?: CSSProperties;
  children: ReactNode;
}) {
  const { token } = theme.useToken();
  return (
    <div
      className={styles.card}
      style={{ fontSize: token.fontSize, lineHeight: token.lineHeight, ...style }}
    >
      <div className={styles.head}>{title}</div>
      <div className={styles.body}>{children}</div>
    </div>
  );
}

import type { CSSProperties, HTMLAttributes, ReactNode } from 'react';
import { theme } from 'antd';
import styles from './plain-card.module.css';

/**
 * antd's small Card with a title, in plain elements (issue 38: every admin page within 300 KB of
 * JavaScript): a screen whose only cards are these does not download antd's Card. Its text takes the panel
 * theme's size ("Larger text"); `extra` sits at the head's end, `inner` is antd's `type="inner"` card; other
 * attributes (id, tabIndex, aria-*) go on the card.
 */
export function PlainCard({
  title,
  extra,
  inner = false,
  style,
  children,
  ...rest
}: Omit<HTMLAttributes<HTMLDivElement>, 'title'> & {
  title: ReactNode;
  extra?: ReactNode;
  inner?: boolean;
  style?: CSSProperties;
  children: ReactNode;
}) {
  const { token } = theme.useToken();
  return (
    <div
      {...rest}
      className={`${styles.card} ${inner ? styles.inner : ''}`}
      style={{ fontSize: token.fontSize, lineHeight: token.lineHeight, ...style }}
    >
      <div className={styles.head}>
        <div className={styles.title}>{title}</div>
        {extra ? <div className={styles.extra}>{extra}</div> : null}
      </div>
      <div className={styles.body}>{children}</div>
    </div>
  );
}

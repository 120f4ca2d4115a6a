import type { ReactNode } from 'react';
import { theme } from 'antd';
import styles from './plain-tag.module.css';

/**
 * antd's Tag in a plain `span` (issue 38: every admin page within 300 KB of JavaScript), for a list's
 * cells: the default grey tag, or with `color` (a solid colour of `TAG_COLORS`) white text on it, as antd
 * draws a Tag of a custom colour. Its text takes the theme's small size ("Larger text" too).
 */
export function PlainTag({ color, children }: { color?: string; children: ReactNode }) {
  const { token } = theme.useToken();
  return (
    <span
      className={`${styles.tag} ${color ? styles.coloured : ''}`}
      data-plain-tag=""
      style={{
        fontSize: token.fontSizeSM,
        lineHeight: `${token.lineHeightSM * token.fontSizeSM}px`,
        ...(color ? { backgroundColor: color } : null),
      }}
    >
      {children}
    </span>
  );
}

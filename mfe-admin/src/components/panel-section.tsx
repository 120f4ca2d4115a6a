import type { ReactNode } from 'react';
import styles from './panel-bits.module.css';

/** A titled box for the dashboard and referral screens (lighter than antd Card, which brings Tabs). */
export function PanelSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className={styles.panel} aria-label={title}>
      <h2 className={styles.panelTitle}>{title}</h2>
      {children}
    </section>
  );
}

import type { ReactNode } from 'react';
import { BrandMark } from '@yoga/site-settings';
import styles from './auth.module.css';

export function AuthCard({
  title,
  intro,
  children,
}: {
  title: string;
  intro: ReactNode;
  children: ReactNode;
}) {
  return (
    <main id="main-content" className={styles.page}>
      <div className={styles.card}>
        <BrandMark size={48} />
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.intro}>{intro}</p>
        {children}
      </div>
    </main>
  );
}

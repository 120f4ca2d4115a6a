import type { ReactNode } from 'react';
import styles from './page.module.css';

/** The top band of an inner page: its one h1, a lead paragraph and optional artwork. */
export function PageHero({
  eyebrow,
  title,
  lead,
  art,
}: {
  eyebrow?: string;
  title: string;
  lead: ReactNode;
  art?: ReactNode;
}) {
  return (
    <header className={styles.hero}>
      <div className={`${styles.container} ${styles.heroInner}`}>
        <div>
          {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
          <h1 className={styles.title}>{title}</h1>
          <p className={styles.lead}>{lead}</p>
        </div>
        {art}
      </div>
    </header>
  );
}

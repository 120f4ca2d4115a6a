import type { ReactNode } from 'react';
import styles from './page.module.css';

/** A titled band of a page (h2 `${id}-title` names it); `alt` gives it the alternate background. */
export function PageSection({
  id,
  title,
  lead,
  alt = false,
  children,
}: {
  id: string;
  title: ReactNode;
  lead?: ReactNode;
  alt?: boolean;
  children: ReactNode;
}) {
  const titleId = `${id}-title`;
  return (
    <section className={alt ? styles.sectionAlt : styles.section} aria-labelledby={titleId}>
      <div className={styles.container}>
        <h2 id={titleId} className={styles.sectionTitle}>
          {title}
        </h2>
        {lead && <p className={styles.sectionLead}>{lead}</p>}
        {children}
      </div>
    </section>
  );
}

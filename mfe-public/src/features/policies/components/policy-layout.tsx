import type { ReactNode } from 'react';
import { PageHero } from '../../../shared/components/page-hero';
import { usePageMeta } from '../../../shared/hooks/use-page-meta';
import pageStyles from '../../../shared/components/page.module.css';

/** Legal pages: a short hero and readable prose sections (h2 per section). */
export function PolicyLayout({
  title,
  description,
  lead,
  updated,
  children,
}: {
  title: string;
  description: string;
  lead: string;
  updated: string;
  children: ReactNode;
}) {
  usePageMeta(title, description);
  return (
    <main id="main-content" className={pageStyles.main}>
      <PageHero eyebrow={`Last updated: ${updated}`} title={title} lead={lead} />
      <div className={`${pageStyles.container} ${pageStyles.section}`}>
        <div className={pageStyles.prose}>{children}</div>
      </div>
    </main>
  );
}

import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { localizePath } from '@yoga/contracts';
import { formatDate, Trans, useCatalog, useLocale } from '@yoga/i18n';
import { PageHero } from '../../../shared/components/page-hero';
import { usePageMeta } from '../../../shared/hooks/use-page-meta';
import pageStyles from '../../../shared/components/page.module.css';
import { policiesCatalog } from '../i18n';
import { POLICY_UPDATED } from '../policies.content';

/** Legal pages: a short hero and readable prose sections (h2 per section). */
export function PolicyLayout({
  title,
  description,
  lead,
  children,
}: {
  title: string;
  description: string;
  lead: string;
  children: ReactNode;
}) {
  useCatalog(policiesCatalog);
  const { t, locale } = useLocale();
  const { pathname } = useLocation();
  usePageMeta(title, description);
  return (
    <main id="main-content" className={pageStyles.main}>
      <PageHero
        eyebrow={t('public.policy.updated', { date: formatDate(POLICY_UPDATED, locale) })}
        title={title}
        lead={lead}
      />
      <div className={`${pageStyles.container} ${pageStyles.section}`}>
        <div className={pageStyles.prose}>
          {locale !== 'en' && (
            <p role="note">
              <Trans
                id="public.policy.englishPrevails"
                components={{ 0: <Link to={localizePath(pathname, 'en')} lang="en-IN" /> }}
              />
            </p>
          )}
          {children}
        </div>
      </div>
    </main>
  );
}

import type { ReactElement, ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { localizePath } from '@yoga/contracts';
import { formatDate, Trans, useCatalog, useLocale, type MessageValues } from '@yoga/i18n';
import { PageHero } from '../../../shared/components/page-hero';
import { usePageMeta } from '../../../shared/hooks/use-page-meta';
import pageStyles from '../../../shared/components/page.module.css';
import { policiesCatalog } from '../i18n';
import { POLICY_UPDATED } from '../policies.content';

/** Legal pages: a short hero and readable prose sections (h2 per section). */
export function PolicyLayout({
  page,
  values,
  children,
}: {
  /** The page's messages: `public.policy.<page>.title`, `.description`, `.lead`. */
  page: 'refund' | 'privacy' | 'terms';
  values?: MessageValues;
  children: ReactNode;
}) {
  useCatalog(policiesCatalog);
  const { t, locale } = useLocale();
  const { pathname } = useLocation();
  const title = t(`public.policy.${page}.title`, values);
  usePageMeta(title, t(`public.policy.${page}.description`, values));
  return (
    <main id="main-content" className={pageStyles.main}>
      <PageHero
        eyebrow={t('public.policy.updated', { date: formatDate(POLICY_UPDATED, locale) })}
        title={title}
        lead={t(`public.policy.${page}.lead`, values)}
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

/** One block of policy text: `<Trans>` of `id` inside `as` (a paragraph by default). */
export function PolicyText({
  id,
  values,
  components,
  as: Tag = 'p',
}: {
  id: string;
  values?: MessageValues;
  components?: Record<string, ReactElement>;
  as?: 'p' | 'h2' | 'li';
}) {
  return (
    <Tag>
      <Trans id={id} values={values} components={components} />
    </Tag>
  );
}

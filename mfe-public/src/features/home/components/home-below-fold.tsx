import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { AUTH_ROUTES, TRIAL_DAYS } from '@yoga/contracts';
import { useLocale, useLocalePath } from '@yoga/i18n';
import { CardGrid } from '../../../shared/components/card-grid';
import { PageSection } from '../../../shared/components/page-section';
import pageStyles from '../../../shared/components/page.module.css';
import { FaqList } from './faq-list';
import { FounderCarousel } from './founder-carousel';
import { StatCounters } from './stat-counters';
import { TrainerList } from './trainer-list';
import { faqItems, features, founderSlides, homeStats, trainers } from '../home.content';
import { sectionHydrated } from '../../../shared/logic/when-near';
import { BELOW_FOLD_ID } from './below-fold-id';
import styles from './home-below-fold.module.css';
// Registers the public catalogue (public.*) wherever its messages are used.
import '../../../shared/i18n';

/** Home sections 3 to 7: their own chunk, loaded when the visitor nears them (see home-page.tsx). */
export default function HomeBelowFold() {
  const { t } = useLocale();
  const to = useLocalePath();
  // Hydrated (or rendered): a click held while the code loaded is repeated now (see when-near.ts).
  useEffect(() => sectionHydrated(BELOW_FOLD_ID), []);
  return (
    <div id={BELOW_FOLD_ID}>
      <PageSection
        id="features"
        title={t('public.home.features.title')}
        lead={t('public.home.features.lead')}
        alt
      >
        <CardGrid items={features(t)} />
      </PageSection>

      <section className={styles.cta} aria-labelledby="cta-title">
        <div className={pageStyles.container}>
          <h2 id="cta-title" className={styles.ctaTitle}>
            {t('public.home.cta.title')}
          </h2>
          <p className={styles.ctaText}>{t('public.home.cta.text', { trialDays: TRIAL_DAYS })}</p>
          <Link
            to={to(AUTH_ROUTES.register)}
            className={`${pageStyles.buttonLight} ${styles.ctaButton}`}
          >
            {t('public.home.cta.button')}
          </Link>
          <StatCounters stats={homeStats(t)} />
        </div>
      </section>

      <PageSection
        id="trainers"
        title={t('public.home.trainers.title')}
        lead={t('public.home.trainers.lead')}
      >
        <TrainerList trainers={trainers(t)} />
      </PageSection>

      <PageSection id="founder" title={t('public.home.founder.title')} alt>
        <FounderCarousel slides={founderSlides(t)} />
      </PageSection>

      <PageSection id="faq" title={t('public.home.faq.title')}>
        <FaqList items={faqItems(t)} />
      </PageSection>
    </div>
  );
}

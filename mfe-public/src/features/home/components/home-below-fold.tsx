import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { AUTH_ROUTES, localText, type LocalText } from '@yoga/contracts';
import { useBusinessDetails, useBusinessRules } from '@yoga/site-settings';
import { useCatalog, useLocale, useLocalePath } from '@yoga/i18n';
import { CardGrid } from '../../../shared/components/card-grid';
import { PageSection } from '../../../shared/components/page-section';
import pageStyles from '../../../shared/components/page.module.css';
import { FaqList } from './faq-list';
import { FounderCarousel } from './founder-carousel';
import { StatCounters } from './stat-counters';
import { TrainerList } from './trainer-list';
import { faqItems, features, founderSlides, homeStats, trainers } from '../home.content';
import { faqOf, featuresOf, founderSlidesOf, statsOf, trainersOf } from '../home-below-fold.view';
import { usePageContent } from '../../../shared/content';
import { sectionHydrated } from '../../../shared/logic/when-near';
import { BELOW_FOLD_ID } from './below-fold-id';
import styles from './home-below-fold.module.css';
// Registers the public catalogue (public.*) wherever its messages are used.
import '../../../shared/i18n';
// The catalogue of home's lower sections (public.home.features, .trainer, .founder, .faq, ...).
import { homeBelowFoldCatalog } from '../below-fold/i18n';

/** Home sections 3 to 7: their own chunk, loaded when the visitor nears them (see home-page.tsx). */
export default function HomeBelowFold() {
  useCatalog(homeBelowFoldCatalog);
  const { t, locale } = useLocale();
  const to = useLocalePath();
  const rules = useBusinessRules();
  const site = {
    brand: useBusinessDetails().brand_name,
    trialDays: rules.trial_days,
    joinMinutes: rules.join_window.before_minutes,
  };
  // The edited content (else the built-in texts, the same as its seed).
  const home = usePageContent('home');
  const text = (edited: LocalText | undefined, builtIn: string) =>
    edited ? localText(edited, locale) : builtIn;
  // Hydrated (or rendered): a click held while the code loaded is repeated now (see when-near.ts).
  useEffect(() => sectionHydrated(BELOW_FOLD_ID), []);
  return (
    <div id={BELOW_FOLD_ID}>
      <PageSection
        id="features"
        title={text(home?.features.title, t('public.home.features.title'))}
        lead={text(home?.features.lead, t('public.home.features.lead'))}
        alt
      >
        <CardGrid items={home ? featuresOf(home, locale) : features(t, site)} />
      </PageSection>

      <section className={styles.cta} aria-labelledby="cta-title">
        <div className={pageStyles.container}>
          <h2 id="cta-title" className={styles.ctaTitle}>
            {text(home?.cta.title, t('public.home.cta.title'))}
          </h2>
          <p className={styles.ctaText}>
            {text(home?.cta.text, t('public.home.cta.text', { trialDays: site.trialDays }))}
          </p>
          <Link
            to={to(AUTH_ROUTES.register)}
            className={`${pageStyles.buttonLight} ${styles.ctaButton}`}
          >
            {text(home?.cta.button, t('public.home.cta.button'))}
          </Link>
          <StatCounters stats={home ? statsOf(home, locale) : homeStats(t)} />
        </div>
      </section>

      <PageSection
        id="trainers"
        title={text(home?.trainers.title, t('public.home.trainers.title'))}
        lead={text(home?.trainers.lead, t('public.home.trainers.lead'))}
      >
        <TrainerList trainers={home ? trainersOf(home, locale) : trainers(t)} />
      </PageSection>

      <PageSection
        id="founder"
        title={text(home?.founder.title, t('public.home.founder.title'))}
        alt
      >
        <FounderCarousel slides={home ? founderSlidesOf(home, locale) : founderSlides(t, site)} />
      </PageSection>

      <PageSection id="faq" title={text(home?.faq.title, t('public.home.faq.title'))}>
        <FaqList items={home ? faqOf(home, locale) : faqItems(t, site)} />
      </PageSection>
    </div>
  );
}

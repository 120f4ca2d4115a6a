import { lazy, Suspense } from 'react';
import { DAYS_PER_YEAR, ROUTINE_MINUTES, SITE, SLOTS_PER_DAY, TRIAL_DAYS } from '@yoga/contracts';
import { useLocale } from '@yoga/i18n';
import { usePageMeta } from '../../../shared/hooks/use-page-meta';
import { PageSection } from '../../../shared/components/page-section';
import pageStyles from '../../../shared/components/page.module.css';
import { BenefitCarousel } from '../components/benefit-carousel';
import { HeroSlider } from '../components/hero-slider';
import { benefits, heroSlides } from '../hero.content';
import styles from './home-page.module.css';
// Registers the public catalogue (public.*) wherever its messages are used.
import '../../../shared/i18n';

// Sections below the fold load in parallel with the first paint, keeping the landing chunk small.
const HomeBelowFold = lazy(() => import('../components/home-below-fold'));

export default function HomePage() {
  const { t } = useLocale();
  usePageMeta(
    t('public.home.meta.title', { brand: SITE.brandName }),
    t('public.home.meta.description', {
      slots: SLOTS_PER_DAY,
      days: DAYS_PER_YEAR,
      minutes: ROUTINE_MINUTES,
      trialDays: TRIAL_DAYS,
    }),
  );
  return (
    <main id="main-content" className={pageStyles.main}>
      <HeroSlider slides={heroSlides(t)} />

      <PageSection
        id="reasons"
        title={t('public.home.reasons.title')}
        lead={t('public.home.reasons.lead')}
      >
        <BenefitCarousel items={benefits(t)} />
      </PageSection>

      <Suspense fallback={<div className={styles.pending} />}>
        <HomeBelowFold />
      </Suspense>
    </main>
  );
}

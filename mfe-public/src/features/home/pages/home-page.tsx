import { lazy, Suspense, useEffect } from 'react';
import { DAYS_PER_YEAR, ROUTINE_MINUTES, SITE, SLOTS_PER_DAY, TRIAL_DAYS } from '@yoga/contracts';
import { useLocale } from '@yoga/i18n';
import { usePageMeta } from '../../../shared/hooks/use-page-meta';
import { PageSection } from '../../../shared/components/page-section';
import pageStyles from '../../../shared/components/page.module.css';
import { stopWaitingNear, whenNear } from '../../../shared/logic/when-near';
import { BenefitCarousel } from '../components/benefit-carousel';
import { BELOW_FOLD_ID } from '../components/below-fold-id';
import { HeroSlider } from '../components/hero-slider';
import { benefits, heroSlides } from '../hero.content';
import styles from './home-page.module.css';
// Registers the public catalogue (public.*) wherever its messages are used.
import '../../../shared/i18n';

// Sections below the fold are a chunk of their own. On the server-drawn page it loads (and they hydrate) when
// the visitor nears them: their HTML is painted and its links work before; after a client-side navigation
// to the home page it loads at once.
const HomeBelowFold = lazy(() =>
  whenNear(BELOW_FOLD_ID).then(() => import('../components/home-below-fold')),
);

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
  // Leaving the page before its lower sections loaded: they load now (a later visit renders them).
  useEffect(() => stopWaitingNear, []);
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

import { lazy, Suspense } from 'react';
import { SITE, TRIAL_DAYS } from '@yoga/contracts';
import { usePageMeta } from '../../../shared/hooks/use-page-meta';
import { PageSection } from '../../../shared/components/page-section';
import pageStyles from '../../../shared/components/page.module.css';
import { BenefitCarousel } from '../components/benefit-carousel';
import { HeroSlider } from '../components/hero-slider';
import { BENEFITS, HERO_SLIDES } from '../hero.content';
import styles from './home-page.module.css';

// Sections below the fold load in parallel with the first paint, keeping the landing chunk small.
const HomeBelowFold = lazy(() => import('../components/home-below-fold'));

export default function HomePage() {
  usePageMeta(
    `${SITE.brandName}: live online yoga classes every day`,
    `Live online yoga classes in Hindi and English: six live slots a day, 365 days a year, a 45-minute routine and a free ${TRIAL_DAYS}-day trial.`,
  );
  return (
    <main id="main-content" className={pageStyles.main}>
      <HeroSlider slides={HERO_SLIDES} />

      <PageSection
        id="reasons"
        title="Reasons to Join Us"
        lead="Yoga works when you do it every day. We make that easy, wherever you are in India."
      >
        <BenefitCarousel items={BENEFITS} />
      </PageSection>

      <Suspense fallback={<div className={styles.pending} />}>
        <HomeBelowFold />
      </Suspense>
    </main>
  );
}

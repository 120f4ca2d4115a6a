import { lazy, Suspense } from 'react';
import { SITE, TRIAL_DAYS } from '@yoga/contracts';
import { usePageMeta } from '../../../shared/hooks/use-page-meta';
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

      <section className={pageStyles.section} aria-labelledby="reasons-title">
        <div className={pageStyles.container}>
          <h2 id="reasons-title" className={pageStyles.sectionTitle}>
            Reasons to Join Us
          </h2>
          <p className={pageStyles.sectionLead}>
            Yoga works when you do it every day. We make that easy, wherever you are in India.
          </p>
          <BenefitCarousel items={BENEFITS} />
        </div>
      </section>

      <Suspense fallback={<div className={styles.pending} />}>
        <HomeBelowFold />
      </Suspense>
    </main>
  );
}

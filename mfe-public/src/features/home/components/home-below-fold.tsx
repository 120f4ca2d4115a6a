import { Link } from 'react-router-dom';
import { AUTH_ROUTES, TRIAL_DAYS } from '@yoga/contracts';
import { CardGrid } from '../../../shared/components/card-grid';
import { PageSection } from '../../../shared/components/page-section';
import pageStyles from '../../../shared/components/page.module.css';
import { FaqList } from './faq-list';
import { FounderCarousel } from './founder-carousel';
import { StatCounters } from './stat-counters';
import { TrainerList } from './trainer-list';
import { FAQ_ITEMS, FEATURES, FOUNDER_SLIDES, HOME_STATS, TRAINERS } from '../home.content';
import styles from './home-below-fold.module.css';

/** Home sections 3 to 7, loaded as their own chunk after the hero has painted. */
export default function HomeBelowFold() {
  return (
    <>
      <PageSection
        id="features"
        title="Membership Features"
        lead="One simple membership, everything included."
        alt
      >
        <CardGrid items={FEATURES} />
      </PageSection>

      <section className={styles.cta} aria-labelledby="cta-title">
        <div className={pageStyles.container}>
          <h2 id="cta-title" className={styles.ctaTitle}>
            Your healthier routine starts tomorrow morning
          </h2>
          <p className={styles.ctaText}>
            Register in a minute and enjoy {TRIAL_DAYS} days of live classes free. No payment
            details needed.
          </p>
          <Link
            to={AUTH_ROUTES.register}
            className={`${pageStyles.buttonLight} ${styles.ctaButton}`}
          >
            Register Now for FREE
          </Link>
          <StatCounters stats={HOME_STATS} />
        </div>
      </section>

      <PageSection
        id="trainers"
        title="Our Trainers"
        lead="Certified teachers who have guided lakhs of students across India."
      >
        <TrainerList trainers={TRAINERS} />
      </PageSection>

      <PageSection id="founder" title="Meet Our Founder" alt>
        <FounderCarousel slides={FOUNDER_SLIDES} />
      </PageSection>

      <PageSection id="faq" title="Frequently Asked Questions">
        <FaqList items={FAQ_ITEMS} />
      </PageSection>
    </>
  );
}

import { Link } from 'react-router-dom';
import { AUTH_ROUTES, TRIAL_DAYS } from '@yoga/contracts';
import { CardGrid } from '../../../shared/components/card-grid';
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
      <section className={pageStyles.sectionAlt} aria-labelledby="features-title">
        <div className={pageStyles.container}>
          <h2 id="features-title" className={pageStyles.sectionTitle}>
            Membership Features
          </h2>
          <p className={pageStyles.sectionLead}>One simple membership, everything included.</p>
          <CardGrid items={FEATURES} />
        </div>
      </section>

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

      <section className={pageStyles.section} aria-labelledby="trainers-title">
        <div className={pageStyles.container}>
          <h2 id="trainers-title" className={pageStyles.sectionTitle}>
            Our Trainers
          </h2>
          <p className={pageStyles.sectionLead}>
            Certified teachers who have guided lakhs of students across India.
          </p>
          <TrainerList trainers={TRAINERS} />
        </div>
      </section>

      <section className={pageStyles.sectionAlt} aria-labelledby="founder-title">
        <div className={pageStyles.container}>
          <h2 id="founder-title" className={pageStyles.sectionTitle}>
            Meet Our Founder
          </h2>
          <FounderCarousel slides={FOUNDER_SLIDES} />
        </div>
      </section>

      <section className={pageStyles.section} aria-labelledby="faq-title">
        <div className={pageStyles.container}>
          <h2 id="faq-title" className={pageStyles.sectionTitle}>
            Frequently Asked Questions
          </h2>
          <FaqList items={FAQ_ITEMS} />
        </div>
      </section>
    </>
  );
}

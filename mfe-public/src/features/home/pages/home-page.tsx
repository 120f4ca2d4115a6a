import { Link } from 'react-router-dom';
import { AUTH_ROUTES, SITE, TRIAL_DAYS } from '@yoga/contracts';
import { CardGrid } from '../../../shared/components/card-grid';
import { usePageMeta } from '../../../shared/hooks/use-page-meta';
import pageStyles from '../../../shared/components/page.module.css';
import { BenefitCarousel } from '../components/benefit-carousel';
import { FaqList } from '../components/faq-list';
import { FounderCarousel } from '../components/founder-carousel';
import { HeroSlider } from '../components/hero-slider';
import { StatCounters } from '../components/stat-counters';
import { TrainerList } from '../components/trainer-list';
import {
  BENEFITS,
  FAQ_ITEMS,
  FEATURES,
  FOUNDER_SLIDES,
  HERO_SLIDES,
  HOME_STATS,
  TRAINERS,
} from '../home.content';
import styles from './home-page.module.css';

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
    </main>
  );
}

import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { AUTH_ROUTES, localText, type HomeContent, type LocalText } from '@yoga/contracts';
import { useCatalog, useLocale, useLocalePath } from '@yoga/i18n';
import { CardGrid } from '../../../shared/components/card-grid';
import { PageSection } from '../../../shared/components/page-section';
import pageStyles from '../../../shared/components/page.module.css';
import { FaqList } from './faq-list';
import { FounderCarousel } from './founder-carousel';
import { StatCounters } from './stat-counters';
import { TrainerList } from './trainer-list';
import { faqOf, featuresOf, founderSlidesOf, statsOf, trainersOf } from '../home-below-fold.view';
import { sectionHydrated } from '../../../shared/logic/when-near';
import { BELOW_FOLD_ID } from './below-fold-id';
import styles from './home-below-fold.module.css';
// Registers the public catalogue (public.*) wherever its messages are used.
import '../../../shared/i18n';
// The catalogue of home's lower sections (public.home.features, .trainer, .founder, .faq, ...).
import { homeBelowFoldCatalog } from '../below-fold/i18n';

/** Home sections 3 to 7: their own chunk, loaded when the visitor nears them (see home-page.tsx). */
export default function HomeBelowFold({ home }: { home: HomeContent }) {
  useCatalog(homeBelowFoldCatalog);
  const { locale } = useLocale();
  const to = useLocalePath();
  const text = (value: LocalText) => localText(value, locale);
  // Hydrated (or rendered): a click held while the code loaded is repeated now (see when-near.ts).
  useEffect(() => sectionHydrated(BELOW_FOLD_ID), []);
  return (
    <div id={BELOW_FOLD_ID}>
      <PageSection
        id="features"
        title={text(home.features.title)}
        lead={text(home.features.lead)}
        alt
      >
        <CardGrid items={featuresOf(home, locale)} />
      </PageSection>

      <section className={styles.cta} aria-labelledby="cta-title">
        <div className={pageStyles.container}>
          <h2 id="cta-title" className={styles.ctaTitle}>
            {text(home.cta.title)}
          </h2>
          <p className={styles.ctaText}>{text(home.cta.text)}</p>
          <Link
            to={to(AUTH_ROUTES.register)}
            className={`${pageStyles.buttonLight} ${styles.ctaButton}`}
          >
            {text(home.cta.button)}
          </Link>
          <StatCounters stats={statsOf(home, locale)} />
        </div>
      </section>

      <PageSection id="trainers" title={text(home.trainers.title)} lead={text(home.trainers.lead)}>
        <TrainerList trainers={trainersOf(home, locale)} />
      </PageSection>

      <PageSection id="founder" title={text(home.founder.title)} alt>
        <FounderCarousel slides={founderSlidesOf(home, locale)} />
      </PageSection>

      <PageSection id="faq" title={text(home.faq.title)}>
        <FaqList items={faqOf(home, locale)} />
      </PageSection>
    </div>
  );
}

import { lazy, Suspense, useEffect } from 'react';
import { localText } from '@yoga/contracts';
import { useCatalog, useLocale } from '@yoga/i18n';
import { useContentMeta } from '../../../shared/hooks/use-content-meta';
import { PageFallback } from '../../../shared/components/page-fallback';
import { PageSection } from '../../../shared/components/page-section';
import pageStyles from '../../../shared/components/page.module.css';
import { stopWaitingNear, whenNear } from '../../../shared/logic/when-near';
import { BenefitCarousel } from '../components/benefit-carousel';
import { BELOW_FOLD_ID } from '../components/below-fold-id';
import { HeroSlider } from '../components/hero-slider';
import { benefitsOf, heroIntro, heroSlidesOf } from '../home.view';
import { usePageContent } from '../../../shared/content';
import styles from './home-page.module.css';
// Registers the public catalogue (public.*) wherever its messages are used.
import '../../../shared/i18n';
// Registers the home page's catalogue (public.home.*).
import { homeCatalog } from '../i18n';

// Sections below the fold are a chunk of their own. On the server-drawn page it loads (and they hydrate) when
// the visitor nears them: their HTML is painted and its links work before; after a client-side navigation
// to the home page it loads at once.
const HomeBelowFold = lazy(() =>
  whenNear(BELOW_FOLD_ID).then(() => import('../components/home-below-fold')),
);

export default function HomePage() {
  useCatalog(homeCatalog);
  const { locale } = useLocale();
  // Its words are its content document (docs/content.md): in the server's data, else read once.
  const home = usePageContent('home');
  useContentMeta('home');
  // Leaving the page before its lower sections loaded: they load now (a later visit renders them).
  useEffect(() => stopWaitingNear, []);
  if (!home) return <PageFallback />;
  return (
    <main id="main-content" className={pageStyles.main}>
      <HeroSlider slides={heroSlidesOf(home, locale)} intro={heroIntro(home, locale)} />

      <PageSection
        id="reasons"
        title={localText(home.reasons.title, locale)}
        lead={localText(home.reasons.lead, locale)}
      >
        <BenefitCarousel items={benefitsOf(home, locale)} />
      </PageSection>

      <Suspense fallback={<div className={styles.pending} />}>
        <HomeBelowFold home={home} />
      </Suspense>
    </main>
  );
}

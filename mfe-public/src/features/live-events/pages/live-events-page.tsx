import { Link } from 'react-router-dom';
import { AUTH_ROUTES, TIMINGS } from '@yoga/contracts';
import { PageHero } from '../../../shared/components/page-hero';
import { usePageMeta } from '../../../shared/hooks/use-page-meta';
import { PageSection } from '../../../shared/components/page-section';
import pageStyles from '../../../shared/components/page.module.css';
import { ImageSlider, type Slide } from '../components/image-slider';
import { LoopingGallery } from '../components/looping-gallery';
import { GALLERY, PAST_EVENTS } from '../live-events.content';

const SLIDES: readonly Slide[] = PAST_EVENTS.map((event) => ({
  key: event.title,
  media: <img src={event.image} alt={event.alt} width={320} height={200} loading="lazy" />,
  title: event.title,
  text: event.text,
}));

export default function LiveEventsPage() {
  usePageMeta(
    'Live Events',
    'Special live yoga events: International Day of Yoga, festival meditations, workshops for seniors and more.',
  );
  return (
    <main id="main-content" className={pageStyles.main}>
      <PageHero
        eyebrow="Celebrations on the mat"
        title="Live Events"
        lead="Beyond the daily classes, we come together for festivals, special days and workshops. Here is a look at some of our favourite past events."
      />
      <PageSection id="past" title="Past events">
        <ImageSlider
          slides={SLIDES}
          intervalMs={TIMINGS.liveEventsIntervalMs}
          label="Past events"
        />
      </PageSection>
      <PageSection
        id="gallery"
        title="Gallery"
        lead="Moments shared by our members from their homes across India."
        alt
      >
        <LoopingGallery items={GALLERY} />
        <p>
          Members join every event at no extra cost.{' '}
          <Link to={AUTH_ROUTES.register}>Register for your free trial</Link> to be part of the next
          one.
        </p>
      </PageSection>
    </main>
  );
}

import { Link } from 'react-router-dom';
import { Trans, useCatalog, useLocale, useLocalePath } from '@yoga/i18n';
import type { Translate } from '../../../shared/i18n';
import { liveEventsCatalog } from '../i18n';
import { AUTH_ROUTES, TIMINGS } from '@yoga/contracts';
import { PageHero } from '../../../shared/components/page-hero';
import { usePageMeta } from '../../../shared/hooks/use-page-meta';
import { PageSection } from '../../../shared/components/page-section';
import pageStyles from '../../../shared/components/page.module.css';
import { ImageSlider, type Slide } from '../components/image-slider';
import { LoopingGallery } from '../components/looping-gallery';
import { gallery, pastEvents } from '../live-events.content';

function slides(t: Translate): Slide[] {
  return pastEvents(t).map((event) => ({
    key: event.image.src,
    media: <img {...event.image} alt={event.alt} loading="lazy" />,
    title: event.title,
    text: event.text,
  }));
}

export default function LiveEventsPage() {
  useCatalog(liveEventsCatalog);
  const { t } = useLocale();
  const to = useLocalePath();
  usePageMeta(t('public.events.title'), t('public.events.meta.description'));
  return (
    <main id="main-content" className={pageStyles.main}>
      <PageHero
        eyebrow={t('public.events.eyebrow')}
        title={t('public.events.title')}
        lead={t('public.events.lead')}
      />
      <PageSection id="past" title={t('public.events.past.title')}>
        <ImageSlider
          slides={slides(t)}
          intervalMs={TIMINGS.liveEventsIntervalMs}
          label={t('public.events.past.title')}
        />
      </PageSection>
      <PageSection
        id="gallery"
        title={t('public.events.gallery.title')}
        lead={t('public.events.gallery.lead')}
        alt
      >
        <LoopingGallery items={gallery(t)} />
        <p>
          <Trans
            id="public.events.join"
            components={{ 0: <Link to={to(AUTH_ROUTES.register)} /> }}
          />
        </p>
      </PageSection>
    </main>
  );
}

import { useCatalog, useLocale } from '@yoga/i18n';
import { drawnMediaSrcSet, drawnMediaUrl } from '@yoga/site-settings';
import type { Translate } from '../../../shared/i18n';
import { liveEventsCatalog } from '../i18n';
import {
  AUTH_ROUTES,
  CONTENT_PHOTO_SIZES,
  CONTENT_PHOTO_SLOTS,
  TIMINGS,
  localText,
  type LiveEventsContent,
} from '@yoga/contracts';
import { usePageContent } from '../../../shared/content';
import { EVENT_IMAGES } from '../../../assets/images';
import { PageFallback } from '../../../shared/components/page-fallback';
import { PageHero } from '../../../shared/components/page-hero';
import { useContentMeta } from '../../../shared/hooks/use-content-meta';
import { LinkedSentence } from '../../../shared/components/linked-sentence';
import { PageSection } from '../../../shared/components/page-section';
import pageStyles from '../../../shared/components/page.module.css';
import { ImageSlider, type Slide } from '../components/image-slider';
import { LoopingGallery } from '../components/looping-gallery';
import { gallery, type EventSlide } from '../live-events.content';

/**
 * The past events from the content: an uploaded photo, else today's picture of that place (none past the
 * sixth), with its alt text (a built-in picture's own: `public.events.past.<n>.alt`).
 */
function editedEvents(events: LiveEventsContent, locale: string, t: Translate): EventSlide[] {
  const { display, aspect } = CONTENT_PHOTO_SLOTS.event;
  return events.past.items.flatMap((item, i) => {
    const builtIn = EVENT_IMAGES[i];
    const image = item.photo
      ? {
          src: drawnMediaUrl(item.photo.src),
          srcSet: drawnMediaSrcSet(item.photo.srcset),
          sizes: CONTENT_PHOTO_SIZES.event,
          width: display,
          height: Math.round(display / aspect),
        }
      : builtIn;
    if (!image) return [];
    return [
      {
        image,
        alt: item.photo ? localText(item.photo.alt, locale) : t(`public.events.past.${i + 1}.alt`),
        title: localText(item.title, locale),
        text: localText(item.text, locale),
      },
    ];
  });
}

function slides(events: EventSlide[]): Slide[] {
  return events.map((event) => ({
    key: event.image.src,
    media: <img {...event.image} alt={event.alt} loading="lazy" />,
    title: event.title,
    text: event.text,
  }));
}

export default function LiveEventsPage() {
  useCatalog(liveEventsCatalog);
  // Its words are its content document (docs/content.md): in the server's data, else read once.
  const content = usePageContent('events');
  useContentMeta('events');
  return content ? <LiveEvents content={content} /> : <PageFallback />;
}

function LiveEvents({ content }: { content: LiveEventsContent }) {
  const { t, locale } = useLocale();
  const text = (value: LiveEventsContent['title']) => localText(value, locale);
  const events = editedEvents(content, locale, t);
  return (
    <main id="main-content" className={pageStyles.main}>
      <PageHero
        eyebrow={text(content.eyebrow)}
        title={text(content.title)}
        lead={text(content.lead)}
      />
      <PageSection id="past" title={text(content.past.title)}>
        <ImageSlider
          slides={slides(events)}
          intervalMs={TIMINGS.liveEventsIntervalMs}
          label={text(content.past.title)}
        />
      </PageSection>
      <PageSection
        id="gallery"
        title={text(content.gallery.title)}
        lead={text(content.gallery.lead)}
        alt
      >
        <LoopingGallery items={gallery(events)} />
        <LinkedSentence sentence={content.join} to={AUTH_ROUTES.register} />
      </PageSection>
    </main>
  );
}

import { DAILY_SLOTS, TIMINGS, localText, type MainSliderContent } from '@yoga/contracts';
import { YogaScene, type Pose } from '../../../shared/art/yoga-scene';
import { useCatalog, useLocale } from '@yoga/i18n';
import { useBusinessDetails } from '@yoga/site-settings';
import { usePageContent } from '../../../shared/content';
import type { Translate } from '../../../shared/i18n';
import { liveEventsCatalog } from '../i18n';
import { PageFallback } from '../../../shared/components/page-fallback';
import { PageHero } from '../../../shared/components/page-hero';
import { usePageMeta } from '../../../shared/hooks/use-page-meta';
import pageStyles from '../../../shared/components/page.module.css';
import { ImageSlider, type Slide } from '../components/image-slider';

const POSES: readonly Pose[] = ['salute', 'namaste', 'tree', 'warrior', 'lotus', 'lotus'];
const MORNING = { sky: '#ffe7cf', sun: '#f6a96b', hill: '#e9b48a', figure: '#5e2704' };
const EVENING = { sky: '#e6e8fb', sun: '#f3c969', hill: '#a5aae6', figure: '#2d3160' };

/** One slide per daily slot: its time (the schedule's) before the document's title, then its text. */
function slides(content: MainSliderContent, locale: string, t: Translate): Slide[] {
  return DAILY_SLOTS.flatMap((slot, i) => {
    const slide = content.slides[i];
    if (!slide) return [];
    return [
      {
        key: slot.time,
        media: (
          <YogaScene
            pose={POSES[i] ?? 'lotus'}
            palette={slot.period === 'morning' ? MORNING : EVENING}
            width={320}
            height={200}
          />
        ),
        title: t('public.mainslider.slide.title', {
          time: slot.time,
          title: localText(slide.title, locale),
        }),
        text: localText(slide.text, locale),
      },
    ];
  });
}

export default function MainSliderPage() {
  useCatalog(liveEventsCatalog);
  const { locale } = useLocale();
  const brand = useBusinessDetails().brand_name;
  // Its words are its content document (docs/content.md): in the server's data, else read once.
  const content = usePageContent('mainslider');
  usePageMeta(
    content ? localText(content.page_title, locale) : brand,
    content ? localText(content.description, locale) : '',
  );
  return content ? <MainSlider content={content} /> : <PageFallback />;
}

function MainSlider({ content }: { content: MainSliderContent }) {
  const { t, locale } = useLocale();
  return (
    <main id="main-content" className={pageStyles.main}>
      <PageHero
        eyebrow={localText(content.eyebrow, locale)}
        title={localText(content.title, locale)}
        lead={localText(content.lead, locale)}
      />
      <section className={pageStyles.section} aria-label={t('public.mainslider.section')}>
        <div className={pageStyles.container}>
          <ImageSlider
            slides={slides(content, locale, t)}
            intervalMs={TIMINGS.liveEventsIntervalMs}
            label={t('public.mainslider.label')}
          />
        </div>
      </section>
    </main>
  );
}

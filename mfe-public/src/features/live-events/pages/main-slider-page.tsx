import { DAILY_SLOTS, ROUTINE_MINUTES, TIMINGS } from '@yoga/contracts';
import { YogaScene, type Pose } from '../../../shared/art/yoga-scene';
import { useCatalog, useLocale } from '@yoga/i18n';
import type { Translate } from '../../../shared/i18n';
import { liveEventsCatalog } from '../i18n';
import { PageHero } from '../../../shared/components/page-hero';
import { usePageMeta } from '../../../shared/hooks/use-page-meta';
import pageStyles from '../../../shared/components/page.module.css';
import { ImageSlider, type Slide } from '../components/image-slider';

const POSES: readonly Pose[] = ['salute', 'namaste', 'tree', 'warrior', 'lotus', 'lotus'];
const MORNING = { sky: '#ffe7cf', sun: '#f6a96b', hill: '#e9b48a', figure: '#5e2704' };
const EVENING = { sky: '#e6e8fb', sun: '#f3c969', hill: '#a5aae6', figure: '#2d3160' };

function slides(t: Translate): Slide[] {
  return DAILY_SLOTS.map((slot, i) => ({
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
      title: t(`public.mainslider.slot.${i + 1}`),
    }),
    text: t(`public.mainslider.slide.${slot.period}`, { minutes: ROUTINE_MINUTES }),
  }));
}

export default function MainSliderPage() {
  useCatalog(liveEventsCatalog);
  const { t } = useLocale();
  usePageMeta(t('public.mainslider.meta.title'), t('public.mainslider.meta.description'));
  return (
    <main id="main-content" className={pageStyles.main}>
      <PageHero
        eyebrow={t('public.mainslider.eyebrow')}
        title={t('public.mainslider.title')}
        lead={t('public.mainslider.lead')}
      />
      <section className={pageStyles.section} aria-label={t('public.mainslider.section')}>
        <div className={pageStyles.container}>
          <ImageSlider
            slides={slides(t)}
            intervalMs={TIMINGS.liveEventsIntervalMs}
            label={t('public.mainslider.label')}
          />
        </div>
      </section>
    </main>
  );
}

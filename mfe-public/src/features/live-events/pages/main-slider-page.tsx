import { DAILY_SLOTS, ROUTINE_MINUTES, TIMINGS } from '@yoga/contracts';
import { YogaScene, type Pose } from '../../../shared/art/yoga-scene';
import { PageHero } from '../../../shared/components/page-hero';
import { usePageMeta } from '../../../shared/hooks/use-page-meta';
import pageStyles from '../../../shared/components/page.module.css';
import { ImageSlider, type Slide } from '../components/image-slider';

const POSES: readonly Pose[] = ['salute', 'namaste', 'tree', 'warrior', 'lotus', 'lotus'];
const MORNING = { sky: '#ffe7cf', sun: '#f6a96b', hill: '#e9b48a', figure: '#5e2704' };
const EVENING = { sky: '#e6e8fb', sun: '#f3c969', hill: '#a5aae6', figure: '#2d3160' };

const SLIDES: readonly Slide[] = DAILY_SLOTS.map((slot, i) => ({
  key: slot.time,
  media: (
    <YogaScene
      pose={POSES[i] ?? 'lotus'}
      palette={slot.period === 'morning' ? MORNING : EVENING}
      width={320}
      height={200}
    />
  ),
  title: `${slot.time} IST · ${slot.title}`,
  text: `A ${ROUTINE_MINUTES}-minute live ${slot.period} session. Join with the link on your messaging app or cast it to your TV.`,
}));

export default function MainSliderPage() {
  usePageMeta(
    'A day of live classes',
    'Slide through the six live yoga sessions of a typical day, from sunrise Hatha to Yoga Nidra.',
  );
  return (
    <main id="main-content" className={pageStyles.main}>
      <PageHero
        eyebrow="From sunrise to bedtime"
        title="A Day of Live Classes"
        lead="Six live sessions every day of the year, three in the morning and three in the evening. Pick one, or join as many as you like."
      />
      <section className={pageStyles.section} aria-label="Today's sessions">
        <div className={pageStyles.container}>
          <ImageSlider
            slides={SLIDES}
            intervalMs={TIMINGS.liveEventsIntervalMs}
            label="Today's live sessions"
          />
        </div>
      </section>
    </main>
  );
}

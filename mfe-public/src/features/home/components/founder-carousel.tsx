import { TIMINGS } from '@yoga/contracts';
import { PlayPauseButton } from '../../../shared/components/slideshow-buttons';
import { useSlideshow } from '../../../shared/hooks/use-slideshow';
import {
  CarouselWithoutScript,
  carouselProps,
  slideControlsProps,
  slideStackClass,
  slideDotClass,
  slideProps,
  slideTrackProps,
} from '../../../shared/components/slides';
import { useLocale } from '@yoga/i18n';
import type { FounderSlide } from '../home.content';
import styles from './founder-carousel.module.css';
// Registers the public catalogue (public.*) wherever its messages are used.
import '../../../shared/i18n';
// Registers the catalogue of home's lower sections.
import '../below-fold/i18n';

/** Meet Our Founder: one slide at a time, dots, 4 s autoplay, 500 ms transitions, loops forever. */
export function FounderCarousel({ slides }: { slides: readonly FounderSlide[] }) {
  const { t } = useLocale();
  const { index, jump, running, paused, togglePaused, holdProps } = useSlideshow({
    count: slides.length,
    lockMs: TIMINGS.founderSpeedMs,
    intervalMs: TIMINGS.founderAutoplayMs,
  });

  return (
    <div
      className={styles.carousel}
      {...carouselProps(t('public.home.founder.label'), 'founder-carousel', index, t)}
      {...holdProps}
      style={{ ['--speed' as string]: `${TIMINGS.founderSpeedMs}ms` }}
    >
      <CarouselWithoutScript />
      <div className={slideStackClass} aria-live={running ? 'off' : 'polite'} {...slideTrackProps}>
        {slides.map((slide, i) => (
          <figure key={i} {...slideProps(i, index, slides.length, styles.slide, t)}>
            <img
              {...slide.img}
              alt={slide.alt ?? t('public.common.portrait', { name: slide.name })}
              loading="lazy"
              className={styles.img}
            />
            <figcaption>
              <p className={styles.name} translate="no">
                {slide.name}
              </p>
              <p className={styles.role}>{slide.title}</p>
              <p className={styles.desc}>{slide.desc}</p>
            </figcaption>
          </figure>
        ))}
      </div>
      <div className={styles.controls} {...slideControlsProps}>
        {slides.map((_slide, i) => (
          <button
            key={i}
            type="button"
            className={slideDotClass}
            aria-label={t('public.home.founder.show', { n: i + 1 })}
            aria-current={i === index ? 'true' : undefined}
            onClick={() => jump(i)}
          >
            <span aria-hidden="true" />
          </button>
        ))}
        <PlayPauseButton
          playing={!paused}
          name={t('public.home.founder.carousel')}
          onClick={togglePaused}
        />
      </div>
    </div>
  );
}

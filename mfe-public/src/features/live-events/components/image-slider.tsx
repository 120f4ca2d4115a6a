import type { ReactNode } from 'react';
import { useLocale } from '@yoga/i18n';
import { PlayPauseButton, StepButton } from '../../../shared/components/slideshow-buttons';
import { useSlideshow } from '../../../shared/hooks/use-slideshow';
import {
  CarouselWithoutScript,
  carouselProps,
  slideControlsProps,
  slideProps,
  slideStackClass,
  slideTrackProps,
} from '../../../shared/components/slides';
import styles from './image-slider.module.css';
// Registers the public catalogue (public.*) wherever its messages are used.
import '../../../shared/i18n';

export interface Slide {
  key: string;
  media: ReactNode;
  title: string;
  text: string;
}

const TRANSITION_MS = 500;

/** A captioned slider that auto-advances every `intervalMs`, with previous/next arrows and a pause button. */
export function ImageSlider({
  slides,
  intervalMs,
  label,
}: {
  slides: readonly Slide[];
  intervalMs: number;
  label: string;
}) {
  const { t } = useLocale();
  const { index, next, previous, running, paused, togglePaused, holdProps } = useSlideshow({
    count: slides.length,
    lockMs: TRANSITION_MS,
    intervalMs,
  });

  return (
    <div
      className={styles.slider}
      {...carouselProps(label, 'image-slider', index, t)}
      {...holdProps}
    >
      <CarouselWithoutScript />
      <div className={slideStackClass} aria-live={running ? 'off' : 'polite'} {...slideTrackProps}>
        {slides.map((slide, i) => (
          <figure key={slide.key} {...slideProps(i, index, slides.length, styles.slide, t)}>
            <div className={styles.media}>{slide.media}</div>
            <figcaption>
              <p className={styles.title}>{slide.title}</p>
              <p className={styles.text}>{slide.text}</p>
            </figcaption>
          </figure>
        ))}
      </div>
      <div className={styles.controls} {...slideControlsProps}>
        <StepButton direction="previous" item="slide" onClick={previous} />
        <span className={styles.counter} aria-hidden="true">
          {index + 1} / {slides.length}
        </span>
        <StepButton direction="next" item="slide" onClick={next} />
        <PlayPauseButton
          playing={!paused}
          name={t('public.common.slideshow')}
          onClick={togglePaused}
        />
      </div>
    </div>
  );
}

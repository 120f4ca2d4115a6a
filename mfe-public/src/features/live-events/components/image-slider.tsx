import { useState, type ReactNode } from 'react';
import { Icon } from '../../../shared/art/icon';
import { useAutoplay } from '../../../shared/hooks/use-autoplay';
import { useCarousel } from '../../../shared/hooks/use-carousel';
import { usePrefersReducedMotion } from '../../../shared/hooks/use-reduced-motion';
import pageStyles from '../../../shared/components/page.module.css';
import { slideState } from '../../../shared/logic/slide-state';
import styles from './image-slider.module.css';

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
  const reducedMotion = usePrefersReducedMotion();
  const { index, next, previous } = useCarousel(slides.length, TRANSITION_MS);
  const [paused, setPaused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const running = !paused && !hovered && !reducedMotion;
  useAutoplay({ running, intervalMs, onAdvance: next });

  return (
    <div
      className={styles.slider}
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
      data-testid="image-slider"
      data-active-index={index}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
    >
      <div className={styles.viewport} aria-live={running ? 'off' : 'polite'}>
        {slides.map((slide, i) => (
          <figure
            key={slide.key}
            className={styles.slide}
            data-state={slideState(i, index)}
            role="group"
            aria-roledescription="slide"
            aria-label={`${i + 1} of ${slides.length}`}
            aria-hidden={i !== index}
          >
            <div className={styles.media}>{slide.media}</div>
            <figcaption>
              <p className={styles.title}>{slide.title}</p>
              <p className={styles.text}>{slide.text}</p>
            </figcaption>
          </figure>
        ))}
      </div>
      <div className={styles.controls}>
        <button
          type="button"
          className={pageStyles.iconButton}
          onClick={previous}
          aria-label="Previous slide"
        >
          <Icon name="left" />
        </button>
        <span className={styles.counter} aria-hidden="true">
          {index + 1} / {slides.length}
        </span>
        <button
          type="button"
          className={pageStyles.iconButton}
          onClick={next}
          aria-label="Next slide"
        >
          <Icon name="right" />
        </button>
        <button
          type="button"
          className={pageStyles.iconButton}
          onClick={() => setPaused((p) => !p)}
          aria-label={paused ? 'Play slideshow' : 'Pause slideshow'}
        >
          <Icon name={paused ? 'play' : 'pause'} />
        </button>
      </div>
    </div>
  );
}

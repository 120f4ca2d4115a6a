import { useState } from 'react';
import { TIMINGS } from '@yoga/contracts';
import { Icon } from '../../../shared/art/icon';
import { useAutoplay } from '../../../shared/hooks/use-autoplay';
import { useCarousel } from '../../../shared/hooks/use-carousel';
import { usePrefersReducedMotion } from '../../../shared/hooks/use-reduced-motion';
import { scaledMs } from '../../../shared/logic/timing';
import pageStyles from '../../../shared/components/page.module.css';
import { slideState } from '../../../shared/logic/slide-state';
import type { FounderSlide } from '../home.content';
import styles from './founder-carousel.module.css';

/** Meet Our Founder: one slide at a time, dots, 4 s autoplay, 500 ms transitions, loops forever. */
export function FounderCarousel({ slides }: { slides: readonly FounderSlide[] }) {
  const reducedMotion = usePrefersReducedMotion();
  const { index, next, jump } = useCarousel(slides.length, TIMINGS.founderSpeedMs);
  const [paused, setPaused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const running = !paused && !hovered && !reducedMotion;

  useAutoplay({ running, intervalMs: TIMINGS.founderAutoplayMs, onAdvance: next });

  return (
    <div
      className={styles.carousel}
      role="region"
      aria-roledescription="carousel"
      aria-label="About our founder"
      data-testid="founder-carousel"
      data-active-index={index}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      style={{ ['--speed' as string]: `${scaledMs(TIMINGS.founderSpeedMs)}ms` }}
    >
      <div className={styles.viewport} aria-live={running ? 'off' : 'polite'}>
        {slides.map((slide, i) => (
          <figure
            key={slide.title}
            className={styles.slide}
            data-state={slideState(i, index)}
            role="group"
            aria-roledescription="slide"
            aria-label={`${i + 1} of ${slides.length}`}
            aria-hidden={i !== index}
          >
            <img
              src={slide.img}
              alt={`Portrait of ${slide.name}`}
              width={160}
              height={160}
              loading="lazy"
              className={styles.img}
            />
            <figcaption>
              <p className={styles.name}>{slide.name}</p>
              <p className={styles.role}>{slide.title}</p>
              <p className={styles.desc}>{slide.desc}</p>
            </figcaption>
          </figure>
        ))}
      </div>
      <div className={styles.controls}>
        {slides.map((slide, i) => (
          <button
            key={slide.title}
            type="button"
            className={styles.dot}
            aria-label={`Show founder slide ${i + 1}`}
            aria-current={i === index ? 'true' : undefined}
            onClick={() => jump(i)}
          >
            <span aria-hidden="true" />
          </button>
        ))}
        <button
          type="button"
          className={pageStyles.iconButton}
          onClick={() => setPaused((p) => !p)}
          aria-label={paused ? 'Play founder carousel' : 'Pause founder carousel'}
        >
          <Icon name={paused ? 'play' : 'pause'} />
        </button>
      </div>
    </div>
  );
}

import { useCallback, useRef, useState, type PointerEvent } from 'react';
import { Link } from 'react-router-dom';
import { AUTH_ROUTES, PUBLIC_ROUTES, TIMINGS } from '@yoga/contracts';
import { YogaScene } from '../../../shared/art/yoga-scene';
import { Icon } from '../../../shared/art/icon';
import { useAutoplay } from '../../../shared/hooks/use-autoplay';
import { useCarousel } from '../../../shared/hooks/use-carousel';
import { usePrefersReducedMotion } from '../../../shared/hooks/use-reduced-motion';
import { tiltFor } from '../../../shared/logic/tilt';
import pageStyles from '../../../shared/components/page.module.css';
import { slideState } from '../../../shared/logic/slide-state';
import type { HeroSlide } from '../hero.content';
import styles from './hero-slider.module.css';

/** Length of the cross-fade; clicks on arrows or dots during it are ignored (the transition lock). */
export const HERO_TRANSITION_MS = 600;

export function HeroSlider({ slides }: { slides: readonly HeroSlide[] }) {
  const reducedMotion = usePrefersReducedMotion();
  const { index, next, previous, jump } = useCarousel(slides.length, HERO_TRANSITION_MS);
  // Moving the pointer over the slider or touching it stops auto-advance for good (spec section 4).
  const [stopped, setStopped] = useState(false);
  const [paused, setPaused] = useState(false);
  const artRef = useRef<HTMLDivElement>(null);
  const autoplaying = !stopped && !paused && !reducedMotion;

  useAutoplay({
    running: autoplaying,
    firstMs: TIMINGS.heroFirstAdvanceMs,
    intervalMs: TIMINGS.heroIntervalMs,
    onAdvance: next,
  });

  const onPointerMove = useCallback(
    (event: PointerEvent<HTMLDivElement>) => {
      setStopped(true);
      const art = artRef.current;
      if (!art || event.pointerType !== 'mouse' || reducedMotion) return;
      const box = event.currentTarget.getBoundingClientRect();
      const tilt = tiltFor(
        event.clientX - box.left,
        event.clientY - box.top,
        box.width,
        box.height,
        window.innerWidth,
      );
      art.style.transform = tilt
        ? `perspective(800px) rotateX(${tilt.rotateX}deg) rotateY(${tilt.rotateY}deg) translate(${tilt.shiftX}px, ${tilt.shiftY}px)`
        : '';
    },
    [reducedMotion],
  );

  const onPointerLeave = useCallback(() => {
    if (artRef.current) artRef.current.style.transform = '';
  }, []);

  const togglePlay = () => {
    if (autoplaying) {
      setPaused(true);
    } else {
      setStopped(false);
      setPaused(false);
    }
  };

  return (
    <section className={styles.hero} aria-labelledby="home-title">
      <div className={`${pageStyles.container} ${styles.inner}`}>
        <div className={styles.intro}>
          <p className={pageStyles.eyebrow}>Live online yoga for India</p>
          <h1 id="home-title" className={styles.title}>
            Live yoga classes, every day, from your home
          </h1>
          <p className={styles.lead}>
            Join thousands of families who start their day with a live, guided 45-minute session in
            Hindi and English.
          </p>
          <div className={styles.actions}>
            <Link to={AUTH_ROUTES.register} className={pageStyles.button}>
              Start your free trial
            </Link>
            <Link to={PUBLIC_ROUTES.price} className={pageStyles.buttonLight}>
              See plans
            </Link>
          </div>
        </div>

        <div
          className={styles.slider}
          role="region"
          aria-roledescription="carousel"
          aria-label="Why members love YogSutra Live"
          data-testid="hero-slider"
          data-active-index={index}
          data-autoplay={autoplaying ? 'on' : 'off'}
          onPointerMove={onPointerMove}
          onPointerLeave={onPointerLeave}
          onTouchStart={() => setStopped(true)}
        >
          <div className={styles.viewport} ref={artRef} aria-live={autoplaying ? 'off' : 'polite'}>
            {slides.map((slide, i) => (
              <div
                key={slide.title}
                className={styles.slide}
                data-state={slideState(i, index)}
                role="group"
                aria-roledescription="slide"
                aria-label={`${i + 1} of ${slides.length}`}
                aria-hidden={i !== index}
              >
                <YogaScene
                  pose={slide.pose}
                  palette={slide.palette}
                  className={styles.art}
                  width={200}
                  height={200}
                />
                <p className={styles.slideTitle}>{slide.title}</p>
                <p className={styles.slideText}>{slide.text}</p>
              </div>
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
            <div className={styles.dots}>
              {slides.map((slide, i) => (
                <button
                  key={slide.title}
                  type="button"
                  className={styles.dot}
                  aria-label={`Show slide ${i + 1}: ${slide.title}`}
                  aria-current={i === index ? 'true' : undefined}
                  onClick={() => jump(i)}
                >
                  <span aria-hidden="true" />
                </button>
              ))}
            </div>
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
              onClick={togglePlay}
              aria-label={autoplaying ? 'Pause slideshow' : 'Play slideshow'}
            >
              <Icon name={autoplaying ? 'pause' : 'play'} />
            </button>
          </div>
        </div>
      </div>
    </section>
  );
}

import { useCallback } from 'react';
import { TIMINGS } from '@yoga/contracts';
import { useBusinessDetails } from '@yoga/site-settings';
import { useLocale } from '@yoga/i18n';
import { YogaScene } from '../../../shared/art/yoga-scene';
import { PlayPauseButton, StepButton } from '../../../shared/components/slideshow-buttons';
import { useSlideshow } from '../../../shared/hooks/use-slideshow';
import pageStyles from '../../../shared/components/page.module.css';
import {
  CarouselWithoutScript,
  carouselProps,
  slideControlsProps,
  slideDotClass,
  slideProps,
  slideTrackProps,
} from '../../../shared/components/slides';
import type { HeroSlide } from '../hero.content';
import type { HeroIntro } from '../home.view';
import { useArtTilt } from '../use-art-tilt';
import { HeroIntroText } from './hero-intro';
import styles from './hero-slider.module.css';
// Registers the public catalogue (public.*) wherever its messages are used.
import '../../../shared/i18n';
// Registers the home page's catalogue (public.home.*).
import '../i18n';

/** Length of the cross-fade; clicks on arrows or dots during it are ignored (the transition lock). */
const HERO_TRANSITION_MS = 600;

export function HeroSlider({
  slides,
  intro,
}: {
  slides: readonly HeroSlide[];
  /** The hero's words (its content). */
  intro: HeroIntro;
}) {
  const { t } = useLocale();
  const business = useBusinessDetails();
  const {
    index,
    next,
    previous,
    jump,
    reducedMotion,
    running: autoplaying,
    setPaused,
    setHeld,
  } = useSlideshow({
    count: slides.length,
    lockMs: HERO_TRANSITION_MS,
    firstMs: TIMINGS.heroFirstAdvanceMs,
    intervalMs: TIMINGS.heroIntervalMs,
  });
  // Moving the pointer over the slider or touching it stops auto-advance for good (spec section 4).
  const stop = useCallback(() => setHeld(true), [setHeld]);
  const { artRef, onPointerMove, onPointerLeave } = useArtTilt(reducedMotion, stop);

  const togglePlay = () => {
    if (autoplaying) {
      setPaused(true);
    } else {
      setHeld(false);
      setPaused(false);
    }
  };

  return (
    <section className={styles.hero} aria-labelledby="home-title">
      <div className={`${pageStyles.container} ${styles.inner}`}>
        <HeroIntroText intro={intro} />

        <div
          className={styles.slider}
          {...carouselProps(
            t('public.home.hero.sliderLabel', { brand: business.brand_name }),
            'hero-slider',
            index,
            t,
          )}
          data-autoplay={autoplaying ? 'on' : 'off'}
          onPointerMove={onPointerMove}
          onPointerLeave={onPointerLeave}
          onTouchStart={stop}
        >
          <CarouselWithoutScript />
          <div
            className={styles.viewport}
            ref={artRef}
            aria-live={autoplaying ? 'off' : 'polite'}
            {...slideTrackProps}
          >
            {slides.map((slide, i) => (
              <div key={i} {...slideProps(i, index, slides.length, styles.slide, t)}>
                {slide.photo ? (
                  <img
                    {...slide.photo}
                    alt={slide.photo.alt}
                    className={styles.art}
                    loading={i === 0 ? undefined : 'lazy'}
                  />
                ) : (
                  <YogaScene
                    pose={slide.pose}
                    palette={slide.palette}
                    className={styles.art}
                    width={200}
                    height={200}
                  />
                )}
                <p className={styles.slideTitle}>{slide.title}</p>
                <p className={styles.slideText}>{slide.text}</p>
              </div>
            ))}
          </div>
          <div className={styles.controls} {...slideControlsProps}>
            <StepButton direction="previous" item="slide" onClick={previous} />
            <div className={styles.dots}>
              {slides.map((slide, i) => (
                <button
                  key={i}
                  type="button"
                  className={slideDotClass}
                  aria-label={t('public.home.hero.showSlide', { n: i + 1, title: slide.title })}
                  aria-current={i === index ? 'true' : undefined}
                  onClick={() => jump(i)}
                >
                  <span aria-hidden="true" />
                </button>
              ))}
            </div>
            <StepButton direction="next" item="slide" onClick={next} />
            <PlayPauseButton
              playing={autoplaying}
              name={t('public.common.slideshow')}
              onClick={togglePlay}
            />
          </div>
        </div>
      </div>
    </section>
  );
}

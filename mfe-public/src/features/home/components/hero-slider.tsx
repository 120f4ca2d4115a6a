import { useCallback, useRef, type PointerEvent } from 'react';
import { Link } from 'react-router-dom';
import { AUTH_ROUTES, PUBLIC_ROUTES, ROUTINE_MINUTES, STATS, TIMINGS } from '@yoga/contracts';
import { useBusinessDetails } from '@yoga/site-settings';
import { useLocale, useLocalePath } from '@yoga/i18n';
import { YogaScene } from '../../../shared/art/yoga-scene';
import { PlayPauseButton, StepButton } from '../../../shared/components/slideshow-buttons';
import { useSlideshow } from '../../../shared/hooks/use-slideshow';
import { tiltFor } from '../../../shared/logic/tilt';
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
  /** The edited texts of the hero (else the built-in ones). */
  intro?: HeroIntro;
}) {
  const { t } = useLocale();
  const to = useLocalePath();
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
  const artRef = useRef<HTMLDivElement>(null);

  const onPointerMove = useCallback(
    (event: PointerEvent<HTMLDivElement>) => {
      stop();
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
    [reducedMotion, stop],
  );

  const onPointerLeave = useCallback(() => {
    if (artRef.current) artRef.current.style.transform = '';
  }, []);

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
        <div className={styles.intro}>
          <p className={pageStyles.eyebrow}>{intro?.eyebrow ?? t('public.home.hero.eyebrow')}</p>
          <h1 id="home-title" className={styles.title}>
            {intro?.title ?? t('public.home.hero.title')}
          </h1>
          <p className={styles.lead}>
            {intro?.lead ??
              t('public.home.hero.lead', {
                crore: STATS.peopleAttendedCrore,
                minutes: ROUTINE_MINUTES,
              })}
          </p>
          <div className={styles.actions}>
            <Link to={to(AUTH_ROUTES.register)} className={pageStyles.button}>
              {intro?.button ?? t('public.home.hero.start')}
            </Link>
            <Link to={to(PUBLIC_ROUTES.price)} className={pageStyles.buttonLight}>
              {t('public.common.seePlans')}
            </Link>
          </div>
        </div>

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

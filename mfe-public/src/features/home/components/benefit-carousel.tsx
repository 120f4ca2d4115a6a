import { useEffect, useRef, type KeyboardEvent } from 'react';
import { TIMINGS } from '@yoga/contracts';
import { Icon } from '../../../shared/art/icon';
import type { CardItem } from '../../../shared/components/card-grid';
import { PlayPauseButton, StepButton } from '../../../shared/components/slideshow-buttons';
import {
  CarouselWithoutScript,
  carouselProps,
  slideControlsProps,
} from '../../../shared/components/slides';
import { useSlideshow } from '../../../shared/hooks/use-slideshow';
import { wrapIndex } from '../../../shared/logic/carousel';
import pageStyles from '../../../shared/components/page.module.css';
import styles from './benefit-carousel.module.css';
import { useLocale } from '@yoga/i18n';
// Registers the public catalogue (public.*) wherever its messages are used.
import '../../../shared/i18n';
// Registers the home page's catalogue (public.home.*).
import '../i18n';

/** Without JavaScript the grid shows every card, in order. */
const allCardsCss = `.${styles.card}{grid-row:auto!important;grid-column:auto!important;visibility:visible!important}`;

/**
 * Reasons to Join Us: a carousel that moves one card every 2 s, with the arrow keys when focused and an
 * 800 ms lock between moves. Every card stays in the same grid cell set, so the height never changes.
 */
export function BenefitCarousel({ items }: { items: readonly CardItem[] }) {
  const { t } = useLocale();
  const { index, next, previous, reducedMotion, paused, togglePaused, holdProps } = useSlideshow({
    count: items.length,
    lockMs: TIMINGS.benefitLockMs,
    intervalMs: TIMINGS.benefitIntervalMs,
  });
  const listRef = useRef<HTMLUListElement>(null);
  const first = useRef(true);

  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (reducedMotion || !listRef.current) return;
    for (const card of listRef.current.querySelectorAll<HTMLElement>('[data-visible="true"]')) {
      card.animate?.(
        [
          // Movement only, no fading: the text keeps full contrast at every frame.
          { transform: 'translateX(24px)' },
          { transform: 'none' },
        ],
        { duration: TIMINGS.benefitLockMs, easing: 'ease-out' },
      );
    }
  }, [index, reducedMotion]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'ArrowRight') {
      event.preventDefault();
      next();
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      previous();
    }
  };

  return (
    <div
      className={styles.carousel}
      {...carouselProps(t('public.home.reasons.label'), 'benefit-carousel', index, t)}
      tabIndex={0}
      onKeyDown={onKeyDown}
      {...holdProps}
    >
      <CarouselWithoutScript css={allCardsCss} />
      <ul className={styles.track} ref={listRef} aria-live="off">
        {items.map((item, i) => {
          const position = wrapIndex(i - index, items.length);
          return (
            <li
              key={item.title}
              className={`${pageStyles.card} ${styles.card}`}
              data-pos={position}
              data-visible={position < 3}
            >
              <span className={pageStyles.cardIcon}>
                <Icon name={item.icon} />
              </span>
              <h3>{item.title}</h3>
              <p>{item.text}</p>
            </li>
          );
        })}
      </ul>
      <div className={styles.controls} {...slideControlsProps}>
        <StepButton direction="previous" item="reason" onClick={previous} />
        <StepButton direction="next" item="reason" onClick={next} />
        <PlayPauseButton
          playing={!paused}
          name={t('public.home.reasons.carousel')}
          onClick={togglePaused}
        />
      </div>
    </div>
  );
}

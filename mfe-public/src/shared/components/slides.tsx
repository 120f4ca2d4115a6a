import { NoScriptStyle } from '@yoga/site-layout';
import { slideState } from '../logic/slide-state';
import type { Translate } from '../i18n';
import styles from './slides.module.css';
// Registers the public catalogue (public.*) wherever its messages are used.
import '../i18n';

/** The attributes of a carousel's region: its name, and the active slide for tests and styles. */
export function carouselProps(label: string, testId: string, active: number, t: Translate) {
  return {
    role: 'region',
    'aria-roledescription': t('public.common.carousel'),
    'aria-label': label,
    'data-testid': testId,
    'data-active-index': active,
  } as const;
}

/**
 * The attributes of slide `slide` of `count` in a carousel: its place, and only the active one is exposed.
 * The slides are `<figure>`s: their own role (a figure groups its picture and caption) carries the label;
 * `role="group"` is not allowed on a figure (axe's aria-allowed-role).
 */
export function slideProps(
  slide: number,
  active: number,
  count: number,
  className: string,
  t: Translate,
) {
  return {
    className: `${className} ${styles.slide}`,
    'data-state': slideState(slide, active),
    'aria-roledescription': t('public.common.slide'),
    'aria-label': t('public.common.slideOf', { n: slide + 1, count }),
    'aria-hidden': slide !== active,
  } as const;
}

export const slideDotClass = styles.dot;
export const slideStackClass = styles.stack;

/** Marks the element that holds a carousel's slides side by side (its track). */
export const slideTrackProps = { 'data-slide-track': '' } as const;

/** Marks a carousel's buttons (arrows, dots, play/pause): nothing they could do without a script. */
export const slideControlsProps = { 'data-slide-controls': '' } as const;

// The track's own width is 0 and at least its box: a row of full-width slides never widens the page.
const CAROUSEL_WITHOUT_SCRIPT =
  '[data-slide-controls]{display:none!important}' +
  '[data-slide-track]{display:flex!important;gap:16px;width:0;min-width:100%;height:auto!important;' +
  'overflow-x:auto!important;scroll-snap-type:x mandatory}' +
  `[data-slide-track]>.${styles.slide}{position:static!important;flex:0 0 100%;visibility:visible!important;` +
  'transform:none!important;content-visibility:visible!important;scroll-snap-align:center}';

/**
 * How a carousel reads with JavaScript off (a server-rendered page): every slide in a row to swipe or
 * scroll through, and no buttons. `css` adds a carousel's own rules.
 */
export function CarouselWithoutScript({ css = '' }: { css?: string }) {
  return <NoScriptStyle css={CAROUSEL_WITHOUT_SCRIPT + css} />;
}

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

/** The attributes of slide `slide` of `count` in a carousel: its place, and only the active one is exposed. */
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
    role: 'group',
    'aria-roledescription': t('public.common.slide'),
    'aria-label': t('public.common.slideOf', { n: slide + 1, count }),
    'aria-hidden': slide !== active,
  } as const;
}

export const slideDotClass = styles.dot;
export const slideStackClass = styles.stack;

import { EVENT_IMAGES, type ResponsiveImage } from '../../assets/images';
import type { Translate } from '../../shared/i18n';

export interface EventSlide {
  image: ResponsiveImage & { sizes?: string };
  alt: string;
  title: string;
  text: string;
}

/** The past events: texts `public.events.past.<n>.*`. */
export function pastEvents(t: Translate): EventSlide[] {
  return EVENT_IMAGES.map((image, i) => ({
    image,
    alt: t(`public.events.past.${i + 1}.alt`),
    title: t(`public.events.past.${i + 1}.title`),
    text: t(`public.events.past.${i + 1}.text`),
  }));
}

/** The gallery: the past events' pictures, each captioned with its title. */
export function gallery(
  events: readonly EventSlide[],
): { image: ResponsiveImage & { sizes?: string }; caption: string }[] {
  return events.map((e) => ({ image: e.image, caption: e.title }));
}

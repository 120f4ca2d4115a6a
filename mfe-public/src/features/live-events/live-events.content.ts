import { EVENT_IMAGES, type ResponsiveImage } from '../../assets/images';
import type { Translate } from '../../shared/i18n';

export interface EventSlide {
  image: ResponsiveImage;
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

export function gallery(t: Translate): { image: ResponsiveImage; caption: string }[] {
  return pastEvents(t).map((e) => ({ image: e.image, caption: e.title }));
}

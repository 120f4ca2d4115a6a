import type { ResponsiveImage } from '../../assets/images';

export interface EventSlide {
  image: ResponsiveImage & { sizes?: string };
  alt: string;
  title: string;
  text: string;
}

/** The gallery: the past events' pictures, each captioned with its title. */
export function gallery(
  events: readonly EventSlide[],
): { image: ResponsiveImage & { sizes?: string }; caption: string }[] {
  return events.map((e) => ({ image: e.image, caption: e.title }));
}

import event1 from '../../assets/event-1.svg';
import event2 from '../../assets/event-2.svg';
import event3 from '../../assets/event-3.svg';
import event4 from '../../assets/event-4.svg';
import event5 from '../../assets/event-5.svg';
import event6 from '../../assets/event-6.svg';
import type { Translate } from '../../shared/i18n';

export interface EventSlide {
  image: string;
  alt: string;
  title: string;
  text: string;
}

const EVENT_IMAGES: readonly string[] = [event1, event2, event3, event4, event5, event6];

/** The past events: texts `public.events.past.<n>.*`. */
export function pastEvents(t: Translate): EventSlide[] {
  return EVENT_IMAGES.map((image, i) => ({
    image,
    alt: t(`public.events.past.${i + 1}.alt`),
    title: t(`public.events.past.${i + 1}.title`),
    text: t(`public.events.past.${i + 1}.text`),
  }));
}

export function gallery(t: Translate): { image: string; caption: string }[] {
  return pastEvents(t).map((e) => ({ image: e.image, caption: e.title }));
}

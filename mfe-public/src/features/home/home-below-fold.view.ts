// The sections below the home page's fold from the edited content (docs/content.md). With those lazy
// sections: the built-in pictures' module is evaluated at render time, after the server set the public path.
import { localText, type HomeContent } from '@yoga/contracts';
import { FOUNDER_IMAGE, TRAINER_IMAGES } from '../../assets/images';
import { FEATURE_ICONS } from './hero.content';
import type { FaqItem, FounderSlide, Stat, Trainer } from './home.content';
import { cards, photoImage } from './home.view';

/** A trainer without a photo of their own keeps today's drawing of their place (none past the third). */
export function trainersOf(home: HomeContent, locale: string): Trainer[] {
  return home.trainers.items.map((trainer, i) => ({
    name: trainer.name,
    years: trainer.years,
    speciality: localText(trainer.role, locale),
    about: localText(trainer.bio, locale),
    image: trainer.photo ? photoImage(trainer.photo, 'trainer') : TRAINER_IMAGES[i],
    alt: trainer.photo ? localText(trainer.photo.alt, locale) : undefined,
  }));
}

export function founderSlidesOf(home: HomeContent, locale: string): FounderSlide[] {
  const { photo, name } = home.founder;
  return home.founder.slides.map((slide) => ({
    img: photo ? photoImage(photo, 'founder') : FOUNDER_IMAGE,
    alt: photo ? localText(photo.alt, locale) : undefined,
    name,
    title: localText(slide.title, locale),
    desc: localText(slide.text, locale),
  }));
}

export const featuresOf = (home: HomeContent, locale: string) =>
  cards(home.features.items, FEATURE_ICONS, locale);

export function statsOf(home: HomeContent, locale: string): Stat[] {
  return home.counters.map((c) => ({
    value: c.value,
    suffix: localText(c.suffix, locale),
    label: localText(c.label, locale),
  }));
}

export function faqOf(home: HomeContent, locale: string): FaqItem[] {
  return home.faq.items.map((item) => ({
    question: localText(item.question, locale),
    answer: localText(item.answer, locale),
  }));
}

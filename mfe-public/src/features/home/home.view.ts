// The home page drawn from its edited content (docs/content.md): the same view models as the built-in
// texts (hero.content.ts, home.content.ts), so the components draw either. No picture module here: the
// built-in pictures resolve their URLs when first evaluated, after the server set the public path
// (home-below-fold.view.ts, with the lazy sections, has them).
import {
  CONTENT_PHOTO_SIZES,
  CONTENT_PHOTO_SLOTS,
  localText,
  type ContentPhoto,
  type ContentPhotoSlot,
  type HomeContent,
} from '@yoga/contracts';
import { drawnMediaSrcSet, drawnMediaUrl } from '@yoga/site-settings';
import type { CardItem } from '../../shared/components/card-grid';
import type { HeroSlide } from './hero.content';
import { SLIDE_ART, BENEFIT_ICONS } from './hero.content';
export { cards };

/** An uploaded photo as an `<img>`'s attributes (alt apart). */
export interface PhotoImage {
  src: string;
  srcSet: string;
  sizes: string;
  width: number;
  height: number;
}

/** Drawn at the slot's size (as the built-in pictures are); the browser picks the file from `srcset`. */
export function photoImage(photo: ContentPhoto, slot: ContentPhotoSlot): PhotoImage {
  const { aspect, display } = CONTENT_PHOTO_SLOTS[slot];
  return {
    // Stored as `/uploads/<key>`; drawn from the CDN when MEDIA_BASE_URL is set.
    src: drawnMediaUrl(photo.src),
    srcSet: drawnMediaSrcSet(photo.srcset),
    sizes: CONTENT_PHOTO_SIZES[slot],
    width: display,
    height: Math.round(display / aspect),
  };
}

export interface HeroIntro {
  eyebrow: string;
  title: string;
  lead: string;
  button: string;
}

export function heroIntro(home: HomeContent, locale: string): HeroIntro {
  const { eyebrow, title, lead, button } = home.hero;
  return {
    eyebrow: localText(eyebrow, locale),
    title: localText(title, locale),
    lead: localText(lead, locale),
    button: localText(button, locale),
  };
}

export function heroSlidesOf(home: HomeContent, locale: string): HeroSlide[] {
  return home.hero.slides.map((slide, i) => ({
    ...SLIDE_ART[i % SLIDE_ART.length]!,
    title: localText(slide.title, locale),
    text: localText(slide.text, locale),
    ...(slide.photo
      ? { photo: { ...photoImage(slide.photo, 'hero'), alt: localText(slide.photo.alt, locale) } }
      : {}),
  }));
}

/** Icon cards from edited items, the icons in today's order. */
function cards(
  items: HomeContent['reasons']['items'],
  icons: readonly CardItem['icon'][],
  locale: string,
): CardItem[] {
  return items.map((item, i) => ({
    icon: icons[i % icons.length]!,
    title: localText(item.title, locale),
    text: localText(item.text, locale),
  }));
}

export const benefitsOf = (home: HomeContent, locale: string) =>
  cards(home.reasons.items, BENEFIT_ICONS, locale);

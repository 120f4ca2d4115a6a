import type { ResponsiveImage } from '../../assets/images';

/** The view models of the home page's lower sections, drawn from its content (home-below-fold.view.ts). */
export interface Trainer {
  name: string;
  years: number;
  speciality: string;
  about: string;
  /** None: no portrait (a trainer added without a photo, past today's three). */
  image?: ResponsiveImage & { sizes?: string };
  /** The portrait's own description (an uploaded photo's); else "Portrait of <name>". */
  alt?: string;
}

export interface FounderSlide {
  img: ResponsiveImage & { sizes?: string };
  /** The portrait's own description (an uploaded photo's); else "Portrait of <name>". */
  alt?: string;
  name: string;
  title: string;
  desc: string;
}

export interface FaqItem {
  question: string;
  answer: string;
}

export interface Stat {
  value: number;
  prefix?: string;
  suffix: string;
  label: string;
}

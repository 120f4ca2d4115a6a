import {
  DAILY_SLOTS,
  DAYS_PER_YEAR,
  FOUNDER_CORPORATE_YEARS,
  ROUTINE_MINUTES,
  SLOTS_PER_DAY,
  STATS,
  TRAINER_EXPERIENCE_YEARS,
} from '@yoga/contracts';
import type { CardItem } from '../../shared/components/card-grid';
import type { Translate } from '../../shared/i18n';
import { FOUNDER_IMAGE, TRAINER_IMAGES, type ResponsiveImage } from '../../assets/images';
import { FEATURE_ICONS } from './hero.content';
// Registers the public catalogue (public.*) wherever its messages are used.
import '../../shared/i18n';
// Registers the catalogue of home's lower sections.
import './below-fold/i18n';

const morning = DAILY_SLOTS.filter((s) => s.period === 'morning').map((s) => s.time);
const evening = DAILY_SLOTS.filter((s) => s.period === 'evening').map((s) => s.time);

/** Membership Features: texts `public.home.feature.<n>.*`. */
/** What the business details and rules put in the texts (useBusinessDetails, useBusinessRules). */
export interface SiteFacts {
  brand: string;
  trialDays: number;
  /** Minutes before a class its joining opens (the business rules' join window); default 15. */
  joinMinutes?: number;
}

export function features(t: Translate, site: SiteFacts): CardItem[] {
  const values = { days: DAYS_PER_YEAR, trialDays: site.trialDays };
  return FEATURE_ICONS.map((icon, i) => ({
    icon,
    title: t(`public.home.feature.${i + 1}.title`, values),
    text: t(`public.home.feature.${i + 1}.text`, values),
  }));
}

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

/** Names stay as written; speciality and about are `public.home.trainer.<n>.*`. */
const TRAINER_FACTS = [
  { name: 'Acharya Raghav Mishra', image: TRAINER_IMAGES[0] },
  { name: 'Meera Iyer', image: TRAINER_IMAGES[1] },
  { name: 'Arjun Thakur', image: TRAINER_IMAGES[2] },
] as const;
export const TRAINER_NAMES: readonly string[] = TRAINER_FACTS.map((t) => t.name);

export function trainers(t: Translate): Trainer[] {
  return TRAINER_FACTS.map((facts, i) => ({
    ...facts,
    years: TRAINER_EXPERIENCE_YEARS[i] ?? 0,
    speciality: t(`public.home.trainer.${i + 1}.speciality`),
    about: t(`public.home.trainer.${i + 1}.about`),
  }));
}

export interface FounderSlide {
  img: ResponsiveImage & { sizes?: string };
  /** The portrait's own description (an uploaded photo's); else "Portrait of <name>". */
  alt?: string;
  name: string;
  title: string;
  desc: string;
}

const FOUNDER_NAME = 'Rajendra Prasad Gupta';

export const FOUNDER_NAMES: readonly string[] = [FOUNDER_NAME];

/** Meet Our Founder: `public.home.founder.<n>.*`. */
export function founderSlides(t: Translate, site: SiteFacts): FounderSlide[] {
  const values = { brand: site.brand, years: FOUNDER_CORPORATE_YEARS, trialDays: site.trialDays };
  return [1, 2, 3].map((n) => ({
    img: FOUNDER_IMAGE,
    name: FOUNDER_NAME,
    title: t(`public.home.founder.${n}.title`, values),
    desc: t(`public.home.founder.${n}.text`, values),
  }));
}

export interface FaqItem {
  question: string;
  answer: string;
}

/** The questions and answers: `public.home.faq.<n>.*`. */
export function faqItems(t: Translate, site: SiteFacts): FaqItem[] {
  const values = {
    trialDays: site.trialDays,
    slots: SLOTS_PER_DAY,
    morning: morning.join(', '),
    evening: evening.join(', '),
    minutes: ROUTINE_MINUTES,
    joinMinutes: site.joinMinutes ?? 15,
  };
  return [1, 2, 3, 4, 5, 6, 7].map((n) => ({
    question: t(`public.home.faq.${n}.question`, values),
    answer: t(`public.home.faq.${n}.answer`, values),
  }));
}

export interface Stat {
  value: number;
  prefix?: string;
  suffix: string;
  label: string;
}

/** The counters: the figures come from STATS, the words from `public.home.stat.*`. */
export function homeStats(t: Translate): Stat[] {
  return [
    {
      value: STATS.peopleAttendedCrore,
      suffix: t('public.home.stat.people.suffix'),
      label: t('public.home.stat.people.label'),
    },
    { value: STATS.yearsOfService, suffix: '+', label: t('public.home.stat.years.label') },
    { value: STATS.rating, suffix: ' / 5', label: t('public.home.stat.rating.label') },
  ];
}

import { DAILY_SLOTS, DAYS_PER_YEAR, ROUTINE_MINUTES, SLOTS_PER_DAY } from '@yoga/contracts';
import type { CardItem } from '../../shared/components/card-grid';
import type { Translate } from '../../shared/i18n';
import type { Pose, ScenePalette } from '../../shared/art/yoga-scene';
// Registers the public catalogue (public.*) wherever its messages are used.
import '../../shared/i18n';
// Registers the home page's catalogue (public.home.*).
import './i18n';

/** Above-the-fold content of the home page (shipped with the first paint). */
const morning = DAILY_SLOTS.filter((s) => s.period === 'morning').map((s) => s.time);
const evening = DAILY_SLOTS.filter((s) => s.period === 'evening').map((s) => s.time);

export interface HeroSlide {
  title: string;
  text: string;
  pose: Pose;
  palette: ScenePalette;
  /** An uploaded picture in place of the drawing (edited content). */
  photo?: {
    src: string;
    srcSet: string;
    sizes: string;
    width: number;
    height: number;
    alt: string;
  };
}

/** The slides' art; their texts are `public.home.slide.<n>.*`. */
export const SLIDE_ART: readonly Pick<HeroSlide, 'pose' | 'palette'>[] = [
  {
    pose: 'salute',
    palette: { sky: '#ffe7cf', sun: '#f6a96b', hill: '#e9b48a', figure: '#5e2704' },
  },
  { pose: 'tree', palette: { sky: '#dff0e4', sun: '#f3c969', hill: '#8cc59a', figure: '#1f4d36' } },
  {
    pose: 'warrior',
    palette: { sky: '#e6e8fb', sun: '#f6a96b', hill: '#a5aae6', figure: '#2d3160' },
  },
  {
    pose: 'namaste',
    palette: { sky: '#fbe3ea', sun: '#f3c969', hill: '#e3a3b5', figure: '#7a2240' },
  },
  {
    pose: 'lotus',
    palette: { sky: '#fff2c6', sun: '#f6a96b', hill: '#e6c66a', figure: '#5e4304' },
  },
];

/** `trialDays`: the business rules' trial length (useBusinessRules). */
export function heroSlides(t: Translate, trialDays: number): HeroSlide[] {
  const values = {
    slots: SLOTS_PER_DAY,
    days: DAYS_PER_YEAR,
    trialDays,
    minutes: ROUTINE_MINUTES,
  };
  return SLIDE_ART.map((art, i) => ({
    ...art,
    title: t(`public.home.slide.${i + 1}.title`, values),
    text: t(`public.home.slide.${i + 1}.text`, values),
  }));
}

/** The Membership Features' icons (here: no picture module, see home.view.ts). */
export const FEATURE_ICONS: readonly CardItem['icon'][] = [
  'calendar',
  'check',
  'users',
  'leaf',
  'brain',
  'heart',
];

export const BENEFIT_ICONS: readonly CardItem['icon'][] = [
  'video',
  'clock',
  'sun',
  'chat',
  'tv',
  'gift',
];

/** Reasons to Join Us: texts `public.home.benefit.<n>.*`. */
export function benefits(t: Translate): CardItem[] {
  const values = {
    morning: morning.join(', '),
    evening: evening.join(', '),
    minutes: ROUTINE_MINUTES,
  };
  return BENEFIT_ICONS.map((icon, i) => ({
    icon,
    title: t(`public.home.benefit.${i + 1}.title`, values),
    text: t(`public.home.benefit.${i + 1}.text`, values),
  }));
}

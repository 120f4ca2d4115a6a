import {
  DAILY_SLOTS,
  DAYS_PER_YEAR,
  ROUTINE_MINUTES,
  SLOTS_PER_DAY,
  TRIAL_DAYS,
} from '@yoga/contracts';
import type { CardItem } from '../../shared/components/card-grid';
import type { Pose, ScenePalette } from '../../shared/art/yoga-scene';

/** Above-the-fold content of the home page (shipped with the first paint). */
const morning = DAILY_SLOTS.filter((s) => s.period === 'morning').map((s) => s.time);
const evening = DAILY_SLOTS.filter((s) => s.period === 'evening').map((s) => s.time);

export interface HeroSlide {
  title: string;
  text: string;
  pose: Pose;
  palette: ScenePalette;
}

export const HERO_SLIDES: readonly HeroSlide[] = [
  {
    title: 'Live yoga, every single day',
    text: `${SLOTS_PER_DAY} live sessions a day, ${DAYS_PER_YEAR} days a year: three in the morning and three in the evening.`,
    pose: 'salute',
    palette: { sky: '#ffe7cf', sun: '#f6a96b', hill: '#e9b48a', figure: '#5e2704' },
  },
  {
    title: `Your first ${TRIAL_DAYS} days are free`,
    text: `Practise with us for ${TRIAL_DAYS} days before you pay a single rupee. No card needed to start.`,
    pose: 'tree',
    palette: { sky: '#dff0e4', sun: '#f3c969', hill: '#8cc59a', figure: '#1f4d36' },
  },
  {
    title: `A ${ROUTINE_MINUTES}-minute daily routine`,
    text: 'Warm-up, asanas, pranayama and relaxation in one complete session that fits before office or after dinner.',
    pose: 'warrior',
    palette: { sky: '#e6e8fb', sun: '#f6a96b', hill: '#a5aae6', figure: '#2d3160' },
  },
  {
    title: 'Taught in Hindi and English',
    text: 'Clear, friendly cues in Hindi mixed with English, so every instruction feels like it comes from a family member.',
    pose: 'namaste',
    palette: { sky: '#fbe3ea', sun: '#f3c969', hill: '#e3a3b5', figure: '#7a2240' },
  },
  {
    title: 'Join by link, or cast to your TV',
    text: 'We send your class link on your messaging app. Tap it on the phone or cast the class to the big screen.',
    pose: 'lotus',
    palette: { sky: '#fff2c6', sun: '#f6a96b', hill: '#e6c66a', figure: '#5e4304' },
  },
];

export const BENEFITS: readonly CardItem[] = [
  {
    icon: 'video',
    title: 'Live, not recorded',
    text: 'Real teachers guide you in real time and answer your questions during the class.',
  },
  {
    icon: 'clock',
    title: 'Six slots a day',
    text: `Morning at ${morning.join(', ')} and evening at ${evening.join(', ')}: pick what suits your day.`,
  },
  {
    icon: 'sun',
    title: `Only ${ROUTINE_MINUTES} minutes`,
    text: 'A complete, balanced routine that fits into the busiest Indian household schedule.',
  },
  {
    icon: 'chat',
    title: 'Hindi with English',
    text: 'Instructions in easy Hinglish, so beginners and grandparents follow every step.',
  },
  {
    icon: 'tv',
    title: 'Phone or TV',
    text: 'Join from the link we send on your messaging app, or cast the session to your TV.',
  },
  {
    icon: 'gift',
    title: 'Wellness extras included',
    text: 'Nutrition guidance and other wellness programmes at no extra cost for subscribers.',
  },
];

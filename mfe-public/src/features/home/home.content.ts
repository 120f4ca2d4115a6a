import {
  DAILY_SLOTS,
  DAYS_PER_YEAR,
  FOUNDER_CORPORATE_YEARS,
  ROUTINE_MINUTES,
  SITE,
  SLOTS_PER_DAY,
  STATS,
  TRAINER_EXPERIENCE_YEARS,
  TRIAL_DAYS,
} from '@yoga/contracts';
import type { CardItem } from '../../shared/components/card-grid';
import trainer1 from '../../assets/trainer-1.svg';
import trainer2 from '../../assets/trainer-2.svg';
import trainer3 from '../../assets/trainer-3.svg';
import founderImg from '../../assets/founder.svg';

const morning = DAILY_SLOTS.filter((s) => s.period === 'morning').map((s) => s.time);
const evening = DAILY_SLOTS.filter((s) => s.period === 'evening').map((s) => s.time);

export const FEATURES: readonly CardItem[] = [
  {
    icon: 'calendar',
    title: `${DAYS_PER_YEAR}-day live schedule`,
    text: 'Festivals, Sundays and holidays included. Your practice never has to take a break.',
  },
  {
    icon: 'check',
    title: `${TRIAL_DAYS}-day free trial`,
    text: 'Experience every slot and every teacher for two full weeks before you decide.',
  },
  {
    icon: 'users',
    title: 'Extra sessions are free',
    text: 'Missed the morning class? Join any other slot the same day at no extra charge.',
  },
  {
    icon: 'leaf',
    title: 'Nutrition guidance',
    text: 'Simple, home-style Indian diet plans, hydration tips and seasonal detox ideas.',
  },
  {
    icon: 'brain',
    title: 'Mental wellness',
    text: 'Guided meditation, breathing practices and sleep routines for a calmer mind.',
  },
  {
    icon: 'heart',
    title: 'Refer your family',
    text: 'Share your personal referral code and bring your loved ones to the mat with you.',
  },
];

export interface Trainer {
  name: string;
  years: number;
  speciality: string;
  about: string;
  image: string;
}

export const TRAINERS: readonly Trainer[] = [
  {
    name: 'Acharya Raghav Mishra',
    years: TRAINER_EXPERIENCE_YEARS[0],
    speciality: 'Hatha yoga and pranayama',
    about:
      'Trained in Rishikesh, Raghav ji leads the sunrise sessions with patient, precise alignment cues.',
    image: trainer1,
  },
  {
    name: 'Meera Iyer',
    years: TRAINER_EXPERIENCE_YEARS[1],
    speciality: 'Vinyasa flow and flexibility',
    about:
      'Meera makes flowing sequences feel easy and keeps beginners safe with clear modifications.',
    image: trainer2,
  },
  {
    name: 'Arjun Thakur',
    years: TRAINER_EXPERIENCE_YEARS[2],
    speciality: 'Power yoga and mobility',
    about:
      'Arjun brings energy to the evening slots, with strength work that protects knees and backs.',
    image: trainer3,
  },
];

export interface FounderSlide {
  img: string;
  name: string;
  title: string;
  desc: string;
}

const FOUNDER_NAME = 'Rajendra Prasad Gupta';

export const FOUNDER_SLIDES: readonly FounderSlide[] = [
  {
    img: founderImg,
    name: FOUNDER_NAME,
    title: `Founder, ${SITE.brandName}`,
    desc: `After ${FOUNDER_CORPORATE_YEARS} years of corporate experience, Rajendra ji saw how long hours and stress were costing his colleagues their health. Yoga changed his own life, and he set out to bring it to every Indian home.`,
  },
  {
    img: founderImg,
    name: FOUNDER_NAME,
    title: 'Why live, and why daily',
    desc: 'Recorded videos are easy to skip. A live teacher who greets you by name is not. That is why every class is live, at fixed times, every day of the year.',
  },
  {
    img: founderImg,
    name: FOUNDER_NAME,
    title: 'His promise to you',
    desc: `Honest teaching, fair prices and a free ${TRIAL_DAYS}-day trial, so that you decide with your own experience and not with our advertising.`,
  },
];

export interface FaqItem {
  question: string;
  answer: string;
}

export const FAQ_ITEMS: readonly FaqItem[] = [
  {
    question: 'How do I join a live class?',
    answer:
      'After you register we send the class link on your messaging app. Open it on your phone, tablet or laptop, or cast it to your TV and practise on the big screen.',
  },
  {
    question: `What is included in the ${TRIAL_DAYS}-day free trial?`,
    answer: `Everything. For ${TRIAL_DAYS} days you can attend all ${SLOTS_PER_DAY} daily slots with every teacher, without paying anything.`,
  },
  {
    question: 'What are the class timings?',
    answer: `There are ${SLOTS_PER_DAY} live slots every day: ${morning.join(', ')} in the morning and ${evening.join(', ')} in the evening (IST). Each session is ${ROUTINE_MINUTES} minutes long.`,
  },
  {
    question: 'Do I have to pay for extra sessions?',
    answer:
      'No. Extra sessions are free. If you want to practise twice in a day, or make up for a missed class, simply join another slot.',
  },
  {
    question: 'I have never done yoga. Can I join?',
    answer:
      'Yes. Our teachers show an easier variation for every pose, so complete beginners and seniors practise safely alongside regular members. Members must be 18 or older.',
  },
  {
    question: 'Which language are the classes in?',
    answer:
      'Classes are taught in Hindi mixed with English, in simple words that everyone can follow.',
  },
  {
    question: 'Do I get anything besides yoga classes?',
    answer:
      'Yes. Subscribers get extra wellness programmes, such as nutrition guidance, meditation and sleep routines, at no extra cost.',
  },
];

export interface Stat {
  value: number;
  prefix?: string;
  suffix: string;
  label: string;
}

export const HOME_STATS: readonly Stat[] = [
  { value: STATS.peopleAttendedCrore, suffix: ' crore+', label: 'people have already attended' },
  { value: STATS.yearsOfService, suffix: '+', label: 'years of live teaching' },
  { value: STATS.rating, suffix: ' / 5', label: 'average rating from members' },
];

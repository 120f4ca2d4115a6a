import { DAILY_SLOTS, ROUTINE_MINUTES, SLOTS_PER_DAY } from '@yoga/contracts';
import type { WellnessTopic } from './components/wellness-template';

const times = DAILY_SLOTS.map((s) => s.time).join(', ');

export const MENTAL_HEALTH: WellnessTopic = {
  title: 'Mental Wellness',
  description:
    'Meditation, breathing, positive thinking and sleep health: simple daily practices for a calmer mind.',
  eyebrow: 'Mann ki shanti',
  lead: 'A calm mind makes every part of life easier. These four practices are part of our live classes and take only a few minutes a day.',
  pose: 'lotus',
  palette: { sky: '#e6e8fb', sun: '#f3c969', hill: '#a5aae6', figure: '#2d3160' },
  cardsTitle: 'Practices for the mind',
  cards: [
    {
      icon: 'brain',
      title: 'Meditation',
      text: 'Guided dhyana for beginners: sit comfortably, watch the breath and let thoughts pass like clouds. Start with five minutes.',
    },
    {
      icon: 'wind',
      title: 'Breathing',
      text: 'Anulom Vilom, Bhramari and deep belly breathing slow the heart and settle anxiety within minutes.',
    },
    {
      icon: 'sun',
      title: 'Positive thinking',
      text: 'Gratitude journaling and a daily sankalp (intention) train the mind to notice what is going right.',
    },
    {
      icon: 'moon',
      title: 'Sleep health',
      text: 'Yoga Nidra and a screen-free wind-down routine help you fall asleep faster and wake up fresh.',
    },
  ],
  tips: {
    title: 'Five-minute reset for a stressful day',
    items: [
      'Sit upright, close your eyes and breathe in for four counts and out for six, ten times.',
      'Do three rounds of Bhramari (humming bee breath) with your palms over your ears.',
      'Write down three things you are grateful for today, however small.',
      'Keep your phone away for the last 30 minutes before sleep.',
    ],
  },
};

export const NUTRITION: WellnessTopic = {
  title: 'Nutrition',
  description:
    'A beginner diet plan, hydration tips and gentle detox plans built on everyday Indian food.',
  eyebrow: 'Sehat ki thali',
  lead: 'Good nutrition does not need imported superfoods. Our guidance, free for subscribers, is built on the dal, sabzi and roti you already love.',
  pose: 'namaste',
  palette: { sky: '#dff0e4', sun: '#f3c969', hill: '#8cc59a', figure: '#1f4d36' },
  cardsTitle: 'Eat well, the Indian way',
  cards: [
    {
      icon: 'leaf',
      title: 'Beginner diet plan',
      text: 'Half the plate vegetables, a quarter dal or paneer, a quarter roti or rice. Add curd and a seasonal fruit.',
    },
    {
      icon: 'droplet',
      title: 'Hydration tips',
      text: 'Start the day with a glass of warm water, sip through the day and add nimbu pani or chaas in summer.',
    },
    {
      icon: 'flame',
      title: 'Detox plans',
      text: 'Gentle, food-based detox days with khichdi, fresh vegetables and herbal teas, with no crash diets.',
    },
  ],
  tips: {
    title: 'Simple habits to begin this week',
    items: [
      'Eat dinner at least two hours before bedtime.',
      'Replace one packaged snack a day with roasted chana or fruit.',
      'Use less sugar in chai, a little less every week.',
      'Keep a water bottle on your yoga mat and finish it by lunch.',
    ],
  },
};

export const PHYSICAL: WellnessTopic = {
  title: 'Physical Wellness',
  description: `A ${ROUTINE_MINUTES}-minute daily routine, yoga challenges and real transformation stories from our members.`,
  eyebrow: 'Swasth sharir',
  lead: `Strength, flexibility and stamina grow with steady practice. Our ${ROUTINE_MINUTES}-minute routine is designed for real bodies and busy lives.`,
  pose: 'warrior',
  palette: { sky: '#ffe7cf', sun: '#f6a96b', hill: '#e9b48a', figure: '#5e2704' },
  cardsTitle: 'Build a stronger body',
  cards: [
    {
      icon: 'calendar',
      title: 'Daily routine',
      text: `Warm-up, Surya Namaskar, standing and floor asanas, pranayama and Shavasana: all in ${ROUTINE_MINUTES} minutes.`,
    },
    {
      icon: 'trophy',
      title: 'Yoga challenges',
      text: 'Monthly 21-day challenges, such as 108 Surya Namaskars or a steady plank, keep the practice exciting.',
    },
    {
      icon: 'star',
      title: 'Transformation stories',
      text: 'Members share how regular practice eased back pain, improved sugar levels and brought back energy.',
    },
  ],
  tips: {
    title: 'Getting started safely',
    items: [
      'Practise on an empty stomach, or two to three hours after a meal.',
      'Move slowly and never force a stretch; a mild pull is enough.',
      'Tell the teacher about any injury, blood pressure or pregnancy before class.',
      'Consistency beats intensity: 45 minutes daily is better than three hours once a week.',
    ],
  },
};

export const LIFESTYLE: WellnessTopic = {
  title: 'Lifestyle',
  description: `Daily routine, flexible timings, a stress-free mind and more energy: how ${SLOTS_PER_DAY} live slots fit your life.`,
  eyebrow: 'Healthy dincharya',
  lead: 'Yoga works best as part of a balanced daily rhythm. Here is how our members fit it into office hours, school runs and family time.',
  pose: 'tree',
  palette: { sky: '#fff2c6', sun: '#f6a96b', hill: '#e6c66a', figure: '#5e4304' },
  cardsTitle: 'A balanced day',
  cards: [
    {
      icon: 'sun',
      title: 'Daily routine',
      text: 'Wake up at a fixed time, practise, then have a light breakfast. A steady dincharya steadies the mind.',
    },
    {
      icon: 'clock',
      title: 'Flexible timings',
      text: `Six live slots every day at ${times} IST. Pick what suits today; tomorrow can be different.`,
    },
    {
      icon: 'heart',
      title: 'Stress-free',
      text: 'Short breathing breaks between meetings and a calm evening session help you switch off from work.',
    },
    {
      icon: 'bolt',
      title: 'Energy',
      text: 'Morning practice and better sleep replace the third cup of chai. Members report feeling lighter and more alert.',
    },
  ],
  tips: {
    title: 'Small changes, big difference',
    items: [
      'Take a two-minute stretch break for every hour you sit.',
      'Walk for ten minutes after dinner instead of scrolling.',
      'Keep the same sleeping and waking time, even on Sundays.',
      'Practise with a family member: you will both show up more often.',
    ],
  },
};

import event1 from '../../assets/event-1.svg';
import event2 from '../../assets/event-2.svg';
import event3 from '../../assets/event-3.svg';
import event4 from '../../assets/event-4.svg';
import event5 from '../../assets/event-5.svg';
import event6 from '../../assets/event-6.svg';

export interface EventSlide {
  image: string;
  alt: string;
  title: string;
  text: string;
}

export const PAST_EVENTS: readonly EventSlide[] = [
  {
    image: event1,
    alt: 'Members practising on mats at sunrise',
    title: 'International Day of Yoga: Sunrise Special',
    text: 'Thousands of families joined a 45-minute live Surya Namaskar session on 21 June, from Kashmir to Kanyakumari.',
  },
  {
    image: event2,
    alt: 'A group doing yoga in a green park',
    title: 'Monsoon Immunity Week',
    text: 'Seven days of pranayama and gentle flows to keep colds away, with kadha recipes from our nutrition team.',
  },
  {
    image: event3,
    alt: 'Three members meditating under the night sky',
    title: 'Sharad Purnima Meditation Night',
    text: 'A calm full-moon Yoga Nidra and meditation session that closed with a group chant of Om.',
  },
  {
    image: event4,
    alt: 'Six members stretching together',
    title: 'Women’s Day Wellness Live',
    text: 'A session for mothers, daughters and grandmothers, with a talk on hormonal health and strong bones.',
  },
  {
    image: event5,
    alt: 'Two members practising balance poses',
    title: 'Senior Citizens’ Balance Workshop',
    text: 'Chair-supported poses and fall-prevention practice for members above sixty, taught in simple Hindi.',
  },
  {
    image: event6,
    alt: 'Members practising in warm afternoon light',
    title: 'New Year Sankalp Challenge',
    text: 'Twenty-one days of live practice to begin the year with a healthy resolution, and keep it.',
  },
];

export const GALLERY: readonly { image: string; caption: string }[] = PAST_EVENTS.map((e) => ({
  image: e.image,
  caption: e.title,
}));

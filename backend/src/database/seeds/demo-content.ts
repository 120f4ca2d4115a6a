import { addIstDays, BLOG_DEFAULTS, DAILY_SLOTS, istDate } from '@yoga/contracts';

const DEMO_DAYS = 7;
/** Placeholder join link for seeded classes; admins replace it with the real meeting link. */
const DEMO_CLASS_LINK = 'https://meet.jit.si/yoga-live-daily';

/**
 * Six live slots a day (three morning, three evening) for the next DEMO_DAYS days in India, today
 * (the IST day of `now`) included. Classes keep an IST date and an IST time of day.
 */
export function demoSchedule(now: Date) {
  const today = istDate(now);
  return Array.from({ length: DEMO_DAYS }, (_, day) =>
    DAILY_SLOTS.map((slot) => ({
      title: slot.title,
      classType: 'paid' as const,
      date: addIstDays(today, day),
      time: slot.time,
      link: DEMO_CLASS_LINK,
      description: `Live ${slot.period} session, 45 minutes, in Hindi mixed with English.`,
    })),
  ).flat();
}

export const WELCOME_POST = {
  title: 'Welcome to live yoga, every day',
  category: BLOG_DEFAULTS.category,
  description:
    'Six live sessions a day, three in the morning and three in the evening, 365 days a year. ' +
    'Start with a free 14-day trial, follow the 45-minute daily routine and join from your phone or your TV.',
  author: BLOG_DEFAULTS.author,
  timeToRead: BLOG_DEFAULTS.timeToRead,
  thumbnail: null,
};

import { BLOG_DEFAULTS, DAILY_SLOTS } from '@yoga/contracts';

export const DEMO_DAYS = 7;
/** Placeholder join link for seeded classes; admins replace it with the real meeting link. */
export const DEMO_CLASS_LINK = 'https://meet.jit.si/yoga-live-daily';

function isoDay(from: Date, offset: number): string {
  const d = new Date(
    Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), from.getUTCDate() + offset),
  );
  return d.toISOString().slice(0, 10);
}

/** Six live slots a day (three morning, three evening) for the next DEMO_DAYS days, today included. */
export function demoSchedule(today = new Date()) {
  return Array.from({ length: DEMO_DAYS }, (_, day) =>
    DAILY_SLOTS.map((slot) => ({
      title: slot.title,
      classType: 'paid' as const,
      date: isoDay(today, day),
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

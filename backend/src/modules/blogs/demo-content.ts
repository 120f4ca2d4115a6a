import { BLOG_DEFAULTS } from '@yoga/contracts';

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

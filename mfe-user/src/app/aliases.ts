import { USER_ROUTES } from '@yoga/contracts';

/**
 * Addresses a student guesses (or kept from an old link) for a screen whose real address differs: each is
 * sent, with its query, to the real one (issue 38). Anything else shows the panel's not-found page.
 */
export const USER_ALIASES: Readonly<Record<string, string>> = {
  home: USER_ROUTES.dashboard,
  schedule: USER_ROUTES.classbook,
  classes: USER_ROUTES.classbook,
  book: USER_ROUTES.classbook,
  'book-class': USER_ROUTES.classbook,
  demo: USER_ROUTES.demobook,
  booking: USER_ROUTES.bookings,
  'my-bookings': USER_ROUTES.bookings,
  challenge: USER_ROUTES.challenges,
  replay: USER_ROUTES.replays,
  recordings: USER_ROUTES.replays,
  plan: USER_ROUTES.plans,
  pricing: USER_ROUTES.plans,
  subscription: USER_ROUTES.plans,
  payments: USER_ROUTES.payment,
  gift: USER_ROUTES.gifts,
  referrals: USER_ROUTES.referral,
  account: USER_ROUTES.profile,
  settings: USER_ROUTES.profile,
};

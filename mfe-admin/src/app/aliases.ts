import { ADMIN_ROUTES } from '@yoga/contracts';

/**
 * Addresses an owner guesses (or kept from an old bookmark) for a screen whose real address differs:
 * each is sent, with its query, to the real one (issue 38). An address neither real nor here shows the
 * panel's not-found page.
 */
export const ADMIN_ALIASES: Readonly<Record<string, string>> = {
  dashboard: ADMIN_ROUTES.dashboard,
  home: ADMIN_ROUTES.dashboard,
  plans: ADMIN_ROUTES.price,
  plan: ADMIN_ROUTES.price,
  prices: ADMIN_ROUTES.price,
  pricing: ADMIN_ROUTES.price,
  blogs: ADMIN_ROUTES.createBlog,
  blog: ADMIN_ROUTES.createBlog,
  posts: ADMIN_ROUTES.createBlog,
  instructors: ADMIN_ROUTES.manageUser,
  instructor: ADMIN_ROUTES.manageUser,
  students: ADMIN_ROUTES.manageUser,
  'manage-users': ADMIN_ROUTES.manageUser,
  manageusers: ADMIN_ROUTES.manageUser,
  'site-settings': ADMIN_ROUTES.settings,
  setting: ADMIN_ROUTES.settings,
  classes: ADMIN_ROUTES.manageClasses,
  'manage-class': ADMIN_ROUTES.manageClasses,
  schedule: ADMIN_ROUTES.timetable,
  booking: ADMIN_ROUTES.bookings,
  demos: ADMIN_ROUTES.demoRequests,
  payment: ADMIN_ROUTES.payments,
  referral: ADMIN_ROUTES.refferal,
  referrals: ADMIN_ROUTES.refferal,
  offers: ADMIN_ROUTES.coupons,
  'offer-codes': ADMIN_ROUTES.coupons,
  challenge: ADMIN_ROUTES.challenges,
  'audit-log': ADMIN_ROUTES.audit,
  content: ADMIN_ROUTES.siteContent,
  pages: ADMIN_ROUTES.siteContent,
  account: ADMIN_ROUTES.profile,
  emails: ADMIN_ROUTES.messages,
  outbox: ADMIN_ROUTES.messages,
  wording: ADMIN_ROUTES.messageWording,
  templates: ADMIN_ROUTES.messageWording,
  'message-templates': ADMIN_ROUTES.messageWording,
};

/** Route paths of spec section 2. */
export const PUBLIC_ROUTES = {
  home: '/',
  blogs: '/blogs',
  livestream: '/livestream',
  price: '/price',
  contact: '/contact',
  about: '/about',
  mainslider: '/mainslider',
  returnRefund: '/returnrefund',
  mentalHealth: '/mentalhealth',
  nutrition: '/nutrition',
  physical: '/physical',
  lifestyle: '/lifestyle',
  privacyPolicy: '/privacy-policy',
  termsOfUse: '/termsofuse',
  /** The coming week's classes (issue 28; not in the spec's list). */
  schedule: '/schedule',
} as const;

export const AUTH_ROUTES = {
  root: '/auth',
  register: '/auth/register',
  greet: '/auth/greet',
  login: '/auth/login',
  forgot: '/auth/forgot',
  reset: '/auth/reset',
  confirmEmail: '/auth/confirm-email',
  newPassword: '/auth/new-password',
} as const;

export const USER_ROUTES = {
  root: '/user',
  dashboard: '/user/dashboard',
  classbook: '/user/classbook',
  demobook: '/user/demobook',
  bookings: '/user/bookings',
  challenges: '/user/challenges',
  replays: '/user/replays',
  price: '/user/price',
  plans: '/user/plans',
  payment: '/user/payment',
  gifts: '/user/gifts',
  /** Household plan (issue 35): buy, invite, members; `#token=` accepts an invitation. */
  household: '/user/household',
  /** Company seats (issue 35): buy seats for a company; its admin assigns them. */
  company: '/user/company',
  refferal: '/user/refferal',
  referral: '/user/referral',
  profile: '/user/profile',
  /** "Open on TV" (issue 37): the phone approves the code the TV view shows (the device flow's page). */
  tv: '/user/tv',
  logout: '/user/logout',
} as const;

export const ADMIN_ROUTES = {
  root: '/admin',
  dashboard: '/admin/admin-dashboard',
  manageUser: '/admin/manage-user',
  createBlog: '/admin/create-blog',
  manageClasses: '/admin/manage-classes',
  timetable: '/admin/timetable',
  price: '/admin/price',
  refferal: '/admin/refferal',
  users: '/admin/users',
  payments: '/admin/payments',
  bookings: '/admin/bookings',
  demoRequests: '/admin/demo-requests',
  profile: '/admin/profile',
  erasures: '/admin/erasures',
  messages: '/admin/messages',
  messageWording: '/admin/message-wording',
  coupons: '/admin/coupons',
  challenges: '/admin/challenges',
  settings: '/admin/settings',
  audit: '/admin/audit',
  /** Company seats (issue 35): the companies and their seats used (reached from Payments). */
  companies: '/admin/companies',
  siteContent: '/admin/site-content',
  console: '/admin/console',
  logout: '/admin/logout',
} as const;

/** The public check of a challenge certificate: `/verify/<code>` (server-rendered, 404 for an unknown code; not in the sitemap). */
export const CERTIFICATE_VERIFY_PATH = '/verify';
export const certificateVerifyPath = (code: string): string =>
  `${CERTIFICATE_VERIFY_PATH}/${encodeURIComponent(code)}`;

/** Login URL that brings the visitor back to `next` afterwards. */
export function loginPathWithNext(next: string): string {
  return `${AUTH_ROUTES.login}?next=${encodeURIComponent(next)}`;
}

/** Only same-site relative paths are accepted as a post-login destination. */
export function safeNextPath(next: string | null | undefined): string | undefined {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.includes('\\'))
    return undefined;
  return next;
}

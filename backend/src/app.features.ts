import { HEALTH_FEATURE } from './modules/health/index.js';
import { STORAGE_FEATURE } from './modules/storage/index.js';
import { SITE_SETTINGS_FEATURE } from './modules/site-settings/index.js';
import { CONTENT_FEATURE } from './modules/content/index.js';
import { MAIL_FEATURE } from './modules/mail/index.js';
import { PERSONAL_DATA_FEATURE } from './modules/personal-data/index.js';
import { USERS_FEATURE } from './modules/users/index.js';
import { AUTH_FEATURE } from './modules/auth/index.js';
import { ACCOUNT_FEATURE } from './modules/account/index.js';
import { PROFILE_FEATURE } from './modules/profile/index.js';
import { MANAGE_USERS_FEATURE } from './modules/manage-users/index.js';
import { CLASSES_FEATURE } from './modules/classes/index.js';
import { TIMETABLE_FEATURE } from './modules/timetable/index.js';
import { BOOKINGS_FEATURE } from './modules/bookings/index.js';
import { BLOGS_FEATURE } from './modules/blogs/index.js';
import { ADMIN_FEATURE } from './modules/admin/index.js';
import { REFERRALS_FEATURE } from './modules/referrals/index.js';
import { PLANS_FEATURE } from './modules/plans/index.js';
import { PUBLIC_PAGES_FEATURE } from './modules/public-pages/index.js';
import { INVOICES_FEATURE } from './modules/invoices/index.js';
import { SUBSCRIPTIONS_FEATURE } from './modules/subscriptions/index.js';
import { VIDEO_FEATURE } from './modules/video/index.js';
import { COUPONS_FEATURE } from './modules/coupons/index.js';
import { CREDITS_FEATURE } from './modules/credits/index.js';
import { PURCHASE_GRANTS_FEATURE } from './modules/purchase-grants/index.js';
import { PAYMENTS_FEATURE } from './modules/payments/index.js';
import { MESSAGES_FEATURE } from './modules/messages/index.js';
import { AUDIT_FEATURE } from './modules/audit/index.js';
import { PRACTICE_FEATURE } from './modules/practice/index.js';
import { CHALLENGES_FEATURE } from './modules/challenges/index.js';
import { PUSH_FEATURE } from './modules/push/index.js';
import { HEALTH_NOTES_FEATURE } from './modules/health-notes/index.js';
import { HEALTH_QUESTIONNAIRE_FEATURE } from './modules/health-questionnaire/index.js';
import { INSTRUCTORS_FEATURE } from './modules/instructors/index.js';
import { GIFTS_FEATURE } from './modules/gifts/index.js';
import { HOUSEHOLDS_FEATURE } from './modules/households/index.js';
import { COMPANIES_FEATURE } from './modules/companies/index.js';
import { RENEWALS_FEATURE } from './modules/renewals/index.js';

/**
 * Every feature module of the app, once (ADR 0018). Adding a module is its folder (with its
 * `<NAME>_FEATURE` descriptor in its index.ts) and one entry here: the app imports its Nest module in this
 * order (routes are registered in it), collects its entities, migrations and error statuses
 * (app.schema.ts, app.errors.ts), and the generated `API_ERROR_CODES` gets its codes
 * (`npm run wire-types -w backend`). docs/development.md, "Adding a feature".
 */
export const APP_FEATURES = [
  HEALTH_FEATURE,
  STORAGE_FEATURE,
  SITE_SETTINGS_FEATURE,
  CONTENT_FEATURE,
  MAIL_FEATURE,
  PERSONAL_DATA_FEATURE,
  USERS_FEATURE,
  AUTH_FEATURE,
  ACCOUNT_FEATURE,
  PROFILE_FEATURE,
  MANAGE_USERS_FEATURE,
  CLASSES_FEATURE,
  TIMETABLE_FEATURE,
  BOOKINGS_FEATURE,
  BLOGS_FEATURE,
  ADMIN_FEATURE,
  REFERRALS_FEATURE,
  PLANS_FEATURE,
  PUBLIC_PAGES_FEATURE,
  INVOICES_FEATURE,
  SUBSCRIPTIONS_FEATURE,
  VIDEO_FEATURE,
  COUPONS_FEATURE,
  CREDITS_FEATURE,
  PURCHASE_GRANTS_FEATURE,
  PAYMENTS_FEATURE,
  MESSAGES_FEATURE,
  AUDIT_FEATURE,
  PRACTICE_FEATURE,
  CHALLENGES_FEATURE,
  PUSH_FEATURE,
  HEALTH_NOTES_FEATURE,
  HEALTH_QUESTIONNAIRE_FEATURE,
  INSTRUCTORS_FEATURE,
  GIFTS_FEATURE,
  HOUSEHOLDS_FEATURE,
  COMPANIES_FEATURE,
  RENEWALS_FEATURE,
] as const;

import { ACCOUNT_ENTITIES } from './modules/account/index.js';
import { AUDIT_ENTITIES } from './modules/audit/index.js';
import { PRACTICE_ENTITIES } from './modules/practice/index.js';
import { CHALLENGES_ENTITIES } from './modules/challenges/index.js';
import { PUSH_ENTITIES } from './modules/push/index.js';
import { HEALTH_NOTES_ENTITIES } from './modules/health-notes/index.js';
import { INSTRUCTORS_ENTITIES } from './modules/instructors/index.js';
import { GIFTS_ENTITIES } from './modules/gifts/index.js';
import { AUTH_ENTITIES } from './modules/auth/index.js';
import { BLOGS_ENTITIES } from './modules/blogs/index.js';
import { BOOKINGS_ENTITIES } from './modules/bookings/index.js';
import { CLASSES_ENTITIES } from './modules/classes/index.js';
import { COUPONS_ENTITIES } from './modules/coupons/index.js';
import { CONTENT_ENTITIES } from './modules/content/index.js';
import { CREDITS_ENTITIES } from './modules/credits/index.js';
import { INVOICES_ENTITIES } from './modules/invoices/index.js';
import { MESSAGES_ENTITIES } from './modules/messages/index.js';
import { PAYMENTS_ENTITIES } from './modules/payments/index.js';
import { PLANS_ENTITIES } from './modules/plans/index.js';
import { SITE_SETTINGS_ENTITIES } from './modules/site-settings/index.js';
import { PROFILE_ENTITIES } from './modules/profile/index.js';
import { SUBSCRIPTIONS_ENTITIES } from './modules/subscriptions/index.js';
import { TIMETABLE_ENTITIES } from './modules/timetable/index.js';
import { USERS_ENTITIES } from './modules/users/index.js';
import { VIDEO_ENTITIES } from './modules/video/index.js';
import type { EntityList } from './database/data-source-options.js';
import { EVENTS_ENTITIES } from './events/index.js';

/**
 * Every TypeORM entity of the app (ESM: no globs), as each module's index lists its own. The composition
 * root gives it to the data source (app.module.ts, database/data-source.ts): the database layer knows
 * no feature module.
 */
export const APP_ENTITIES: EntityList = [
  ...USERS_ENTITIES,
  ...AUTH_ENTITIES,
  ...CLASSES_ENTITIES,
  ...BOOKINGS_ENTITIES,
  ...BLOGS_ENTITIES,
  ...INVOICES_ENTITIES,
  ...SUBSCRIPTIONS_ENTITIES,
  ...PLANS_ENTITIES,
  ...PAYMENTS_ENTITIES,
  ...CREDITS_ENTITIES,
  ...COUPONS_ENTITIES,
  ...ACCOUNT_ENTITIES,
  ...PROFILE_ENTITIES,
  ...TIMETABLE_ENTITIES,
  ...MESSAGES_ENTITIES,
  ...EVENTS_ENTITIES,
  ...SITE_SETTINGS_ENTITIES,
  ...AUDIT_ENTITIES,
  ...CONTENT_ENTITIES,
  ...PRACTICE_ENTITIES,
  ...CHALLENGES_ENTITIES,
  ...PUSH_ENTITIES,
  ...GIFTS_ENTITIES,
  ...HEALTH_NOTES_ENTITIES,
  ...INSTRUCTORS_ENTITIES,
  ...VIDEO_ENTITIES,
];

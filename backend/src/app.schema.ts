import { ACCOUNT_ENTITIES, ACCOUNT_MIGRATIONS } from './modules/account/index.js';
import { AUDIT_ENTITIES, AUDIT_MIGRATIONS } from './modules/audit/index.js';
import { PRACTICE_ENTITIES, PRACTICE_MIGRATIONS } from './modules/practice/index.js';
import { CHALLENGES_ENTITIES, CHALLENGES_MIGRATIONS } from './modules/challenges/index.js';
import { PUSH_ENTITIES, PUSH_MIGRATIONS } from './modules/push/index.js';
import { HEALTH_NOTES_ENTITIES } from './modules/health-notes/index.js';
import {
  HEALTH_QUESTIONNAIRE_ENTITIES,
  HEALTH_QUESTIONNAIRE_MIGRATIONS,
} from './modules/health-questionnaire/index.js';
import { GIFTS_ENTITIES } from './modules/gifts/index.js';
import { HOUSEHOLDS_ENTITIES, HOUSEHOLDS_MIGRATIONS } from './modules/households/index.js';
import { COMPANIES_ENTITIES } from './modules/companies/index.js';
import { RENEWALS_ENTITIES } from './modules/renewals/index.js';
import { AUTH_ENTITIES, AUTH_MIGRATIONS } from './modules/auth/index.js';
import { BLOGS_ENTITIES, BLOGS_MIGRATIONS } from './modules/blogs/index.js';
import { BOOKINGS_ENTITIES, BOOKINGS_MIGRATIONS } from './modules/bookings/index.js';
import { CLASSES_ENTITIES } from './modules/classes/index.js';
import { COUPONS_ENTITIES, COUPONS_MIGRATIONS } from './modules/coupons/index.js';
import { CONTENT_ENTITIES, CONTENT_MIGRATIONS } from './modules/content/index.js';
import { CREDITS_ENTITIES } from './modules/credits/index.js';
import { INVOICES_ENTITIES } from './modules/invoices/index.js';
import { MESSAGES_ENTITIES } from './modules/messages/index.js';
import { PAYMENTS_ENTITIES, PAYMENTS_MIGRATIONS } from './modules/payments/index.js';
import { PLANS_ENTITIES, PLANS_MIGRATIONS } from './modules/plans/index.js';
import { SITE_SETTINGS_ENTITIES } from './modules/site-settings/index.js';
import { PROFILE_ENTITIES } from './modules/profile/index.js';
import { SUBSCRIPTIONS_ENTITIES, SUBSCRIPTIONS_MIGRATIONS } from './modules/subscriptions/index.js';
import { TIMETABLE_ENTITIES } from './modules/timetable/index.js';
import { USERS_ENTITIES, USERS_MIGRATIONS } from './modules/users/index.js';
import { VIDEO_ENTITIES, VIDEO_MIGRATIONS } from './modules/video/index.js';
import type { EntityList } from './database/data-source-options.js';
import { inRunOrder, SHARED_MIGRATIONS, type MigrationClass } from './database/migrations/index.js';
import { EVENTS_ENTITIES, EVENTS_MIGRATIONS } from './events/index.js';

/**
 * Every table of the app: its TypeORM entities and its migrations (ESM: no globs), as each module's
 * index lists its own. The composition root gives them to the data source (app.module.ts,
 * database/data-source.ts): the database layer knows no feature module.
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
  ...HOUSEHOLDS_ENTITIES,
  ...COMPANIES_ENTITIES,
  ...RENEWALS_ENTITIES,
  ...HEALTH_NOTES_ENTITIES,
  ...HEALTH_QUESTIONNAIRE_ENTITIES,
  ...VIDEO_ENTITIES,
];

/**
 * Every migration, in the order they run: the shared history (database/migrations) and each module's
 * own. A module with a new table or column adds its migration to its folder and its list.
 */
export const APP_MIGRATIONS: MigrationClass[] = inRunOrder([
  ...SHARED_MIGRATIONS,
  ...PLANS_MIGRATIONS,
  ...BLOGS_MIGRATIONS,
  ...USERS_MIGRATIONS,
  ...AUTH_MIGRATIONS,
  ...HEALTH_QUESTIONNAIRE_MIGRATIONS,
  ...AUDIT_MIGRATIONS,
  ...ACCOUNT_MIGRATIONS,
  ...CONTENT_MIGRATIONS,
  ...HOUSEHOLDS_MIGRATIONS,
  ...PAYMENTS_MIGRATIONS,
  ...PUSH_MIGRATIONS,
  ...COUPONS_MIGRATIONS,
  ...BOOKINGS_MIGRATIONS,
  ...VIDEO_MIGRATIONS,
  ...CHALLENGES_MIGRATIONS,
  ...PRACTICE_MIGRATIONS,
  ...SUBSCRIPTIONS_MIGRATIONS,
  ...EVENTS_MIGRATIONS,
]);

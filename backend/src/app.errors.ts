import type { HttpStatus } from '@nestjs/common';
import type { ApiErrorCode } from '@yoga/contracts';
import { collectErrorStatuses, COMMON_ERRORS } from './common/errors/error-status.js';
import { ACCOUNT_ERRORS } from './modules/account/index.js';
import { AUTH_ERRORS } from './modules/auth/index.js';
import { BLOGS_ERRORS } from './modules/blogs/index.js';
import { BOOKINGS_ERRORS } from './modules/bookings/index.js';
import { CHALLENGES_ERRORS } from './modules/challenges/index.js';
import { CLASSES_ERRORS } from './modules/classes/index.js';
import { COMPANIES_ERRORS } from './modules/companies/index.js';
import { CONTENT_ERRORS } from './modules/content/index.js';
import { COUPONS_ERRORS } from './modules/coupons/index.js';
import { GIFTS_ERRORS } from './modules/gifts/index.js';
import { HEALTH_QUESTIONNAIRE_ERRORS } from './modules/health-questionnaire/index.js';
import { HOUSEHOLDS_ERRORS } from './modules/households/index.js';
import { MANAGE_USERS_ERRORS } from './modules/manage-users/index.js';
import { MESSAGES_ERRORS } from './modules/messages/index.js';
import { PAYMENTS_ERRORS } from './modules/payments/index.js';
import { PLANS_ERRORS } from './modules/plans/index.js';
import { PRACTICE_ERRORS } from './modules/practice/index.js';
import { PROFILE_ERRORS } from './modules/profile/index.js';
import { PUSH_ERRORS } from './modules/push/index.js';
import { RENEWALS_ERRORS } from './modules/renewals/index.js';
import { SITE_SETTINGS_ERRORS } from './modules/site-settings/index.js';
import { STORAGE_ERRORS } from './modules/storage/index.js';
import { SUBSCRIPTIONS_ERRORS } from './modules/subscriptions/index.js';
import { TIMETABLE_ERRORS } from './modules/timetable/index.js';
import { USERS_ERRORS } from './modules/users/index.js';
import { VIDEO_ERRORS } from './modules/video/index.js';

/**
 * Every error code's HTTP status, as each module declares its own (`modules/<name>/errors.ts`) and the
 * shared layers theirs. The type fails the build when a code of `API_ERROR_CODES` has no owner; a code
 * declared twice fails at start.
 */
export const APP_ERROR_STATUS: Readonly<Record<ApiErrorCode, HttpStatus>> = collectErrorStatuses(
  COMMON_ERRORS,
  ACCOUNT_ERRORS,
  AUTH_ERRORS,
  BLOGS_ERRORS,
  BOOKINGS_ERRORS,
  CHALLENGES_ERRORS,
  CLASSES_ERRORS,
  COMPANIES_ERRORS,
  CONTENT_ERRORS,
  COUPONS_ERRORS,
  GIFTS_ERRORS,
  HEALTH_QUESTIONNAIRE_ERRORS,
  HOUSEHOLDS_ERRORS,
  MANAGE_USERS_ERRORS,
  MESSAGES_ERRORS,
  PAYMENTS_ERRORS,
  PLANS_ERRORS,
  PRACTICE_ERRORS,
  PROFILE_ERRORS,
  PUSH_ERRORS,
  RENEWALS_ERRORS,
  SITE_SETTINGS_ERRORS,
  STORAGE_ERRORS,
  SUBSCRIPTIONS_ERRORS,
  TIMETABLE_ERRORS,
  USERS_ERRORS,
  VIDEO_ERRORS,
);

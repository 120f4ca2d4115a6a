/**
 * The API's error answers (issue 24): every error body carries a stable `code` (one per distinct
 * reason; clients decide by it, never by the text), the values its message interpolates (`params`),
 * and the `message` written in the request's language (Accept-Language). Codes never change meaning;
 * a new reason gets a new code (docs/i18n.md, "Errors").
 */
export const API_ERROR_CODES = [
  // Request shape
  'validation_failed',
  'invalid_id',
  'malformed_body',
  'body_too_large',
  'body_too_deep',
  'route_not_found',
  'bad_request',
  // Sign-in, session and account
  'invalid_credentials',
  'account_blocked',
  'session_expired',
  'access_denied',
  'password_change_required',
  'too_many_attempts',
  'too_many_code_checks',
  'email_taken',
  'password_too_short',
  'password_too_long',
  'password_too_common',
  'current_password_wrong',
  'password_unchanged',
  'reset_link_invalid',
  'code_invalid',
  'authorization_pending',
  'slow_down',
  'expired_token',
  'device_access_denied',
  'tv_code_invalid',
  'email_unchanged',
  'email_link_invalid',
  'delete_proof_missing',
  'delete_proof_wrong',
  'admin_cannot_delete_self',
  'cannot_change_own_account',
  'last_active_admin',
  // Things that do not exist
  'not_found',
  'user_not_found',
  'class_not_found',
  'booking_not_found',
  'timetable_slot_not_found',
  'blog_not_found',
  'payment_not_found',
  'order_not_found',
  'invoice_not_found',
  'message_not_found',
  // Classes and bookings
  'already_booked',
  'already_waitlisted',
  'class_full',
  'class_has_places',
  'class_started',
  'class_over',
  'class_in_past',
  'cancel_closed',
  'demo_limit_reached',
  'demo_date_out_of_range',
  'demo_request_not_found',
  'demo_taken_place',
  'join_not_open',
  'join_closed',
  'video_unavailable',
  'class_video_full',
  'not_an_instructor',
  'host_start_in_console',
  'replay_not_found',
  'recording_invalid',
  'renditions_not_failed',
  'trial_ended',
  'plan_ended',
  // Plans and prices
  'plan_unknown',
  'plan_not_found',
  'practice_range_too_long',
  'milestone_unknown',
  'milestone_not_reached',
  'milestone_card_not_found',
  'challenge_not_found',
  'challenge_already_joined',
  'challenge_join_closed',
  'challenge_full',
  'challenge_trial_not_allowed',
  'challenge_not_joined',
  'challenge_min_days_above_length',
  'challenge_places_below_joined',
  'certificate_not_available',
  'certificate_not_found',
  'push_endpoint_invalid',
  'push_not_configured',
  'plan_exists',
  'plan_offer_above_original',
  'plan_redeemable_above_offer',
  'plan_slug_fixed',
  'currency_not_offered',
  'plan_price_incomplete',
  // Payments, refunds and invoices
  'payments_unavailable',
  'payment_gateway_error',
  'payment_verification_failed',
  'order_already_paid',
  'payment_was_refunded',
  'checkout_superseded',
  'checkout_hold_lost',
  'webhook_signature_invalid',
  'webhook_timestamp_stale',
  'already_refunded',
  'refund_needs_paid_payment',
  'refund_amount_too_large',
  'refund_under_way',
  'refund_failed',
  'duplicate_payment_reference',
  'not_a_student',
  'amount_above_price',
  'paid_on_in_future',
  'date_range_reversed',
  // Offer codes
  'coupon_not_found',
  'coupon_code_taken',
  'coupon_discount_choice',
  'coupon_dates_reversed',
  'coupon_unknown',
  'coupon_not_yet_valid',
  'coupon_expired',
  'coupon_used_up',
  'coupon_not_for_plan',
  'coupon_not_for_currency',
  'coupon_not_for_repeat',
  'coupon_already_used',
  // Renewal and pause (issue 26)
  'recurring_exists',
  'recurring_not_found',
  'recurring_not_active',
  'recurring_already_stopped',
  'pause_no_paid_plan',
  'pause_from_past',
  'pause_after_end',
  'pause_during_pause',
  'pause_over_allowance',
  'pause_not_active_renewal',
  'not_paused',
  'membership_paused',
  // Gifts (issue 26)
  'gift_contact_missing',
  'gift_send_on_past',
  'gift_send_on_too_far',
  'gift_not_found',
  'gift_already_redeemed',
  'gift_own',
  'gift_refunded',
  'gift_resend_limit',
  // Household plan (issue 35)
  'household_full',
  'household_not_found',
  'household_not_payer',
  'household_not_paid',
  'household_invite_invalid',
  'household_member_elsewhere',
  'household_member_not_found',
  'household_contact_choice',
  'household_size_below_members',
  // Company seats (issue 35)
  'gstin_invalid',
  'seats_full',
  'company_not_found',
  'company_seat_not_found',
  'company_seat_taken',
  'company_claim_unavailable',
  'company_not_paid',
  // Messages, blogs
  'message_not_retryable',
  'thumbnail_invalid',
  // Business details and rules (admin settings)
  'settings_email_invalid',
  'settings_phone_invalid',
  'settings_whatsapp_invalid',
  'settings_gstin_invalid',
  'settings_state_invalid',
  'settings_url_invalid',
  'settings_text_invalid',
  'settings_number_invalid',
  // Site content (issue 23)
  'content_page_not_found',
  'content_invalid',
  'content_version_not_found',
  'content_photo_invalid',
  // The owner's wording of the messages (issue 38)
  'message_kind_not_found',
  'message_wording_invalid',
  // The health questionnaire (issue 37)
  'health_question_unknown',
  'health_answer_invalid',
  // Stored files (/uploads)
  'file_not_found',
  'range_not_satisfiable',
  // The server
  'service_unavailable',
  'internal_error',
] as const;

export type ApiErrorCode = (typeof API_ERROR_CODES)[number];

/** One failed field rule of a `validation_failed` answer (`message` in the request's language). */
export interface FieldIssue {
  /** The field's path in the request: `email`, `consents.whatsapp`. */
  field: string;
  /** The rule that failed: `required`, `isValidEmail`, `maxCodePoints`, `whitelistValidation`, … */
  rule: string;
  message: string;
}

/** Values a message interpolates (`{ max: 1 }`, `{ when: '2026-11-23T12:45:00.000Z' }`); `fields` for validation. */
export type ApiErrorParams = Record<string, string | number | FieldIssue[]>;

/** Every error answer of the API. `error`: an older machine-readable word some answers keep (e.g. `subscription_required`). */
export interface ApiErrorBody {
  success: false;
  code: ApiErrorCode;
  message: string;
  params?: ApiErrorParams;
  error?: string;
}

const CODES: ReadonlySet<string> = new Set(API_ERROR_CODES);

export function isApiErrorCode(value: unknown): value is ApiErrorCode {
  return typeof value === 'string' && CODES.has(value);
}

/** The `code` of an error answer's body, when it is one. */
export function apiErrorCode(body: unknown): ApiErrorCode | undefined {
  const code = body && typeof body === 'object' ? (body as { code?: unknown }).code : undefined;
  return isApiErrorCode(code) ? code : undefined;
}

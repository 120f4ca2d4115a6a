import type { ConsentChannel } from './account.js';
import { JOIN_WINDOW } from './join-window.js';

/**
 * Messages to students (issue 13): every reminder, nudge, receipt and notice goes through the outbox
 * table, one row per student, event and channel, and the admin sees them in the Messages screen.
 */

/**
 * Channels a message can go by: the two reminder consents (email, WhatsApp) and web push (issue 27), whose
 * consent is the student's own device subscription (the profile's push toggle, on only once the browser
 * subscribed).
 */
export type MessageChannel = ConsentChannel | 'push';
export const MESSAGE_CHANNELS: readonly MessageChannel[] = ['email', 'whatsapp', 'push'];

export const MESSAGE_EVENTS = [
  'class_reminder',
  'trial_day10',
  'trial_day13',
  'trial_ended',
  'payment_receipt',
  'renewal_reminder',
  'waitlist_place',
  'class_cancelled',
  'class_rescheduled',
  'demo_link',
  'welcome',
  'renewal_upcoming',
  'renewal_failed',
  'renewal_halted',
  'gift_received',
  'instructor_changed',
  'class_message',
  'challenge_starting',
  'challenge_nudge',
  'challenge_result',
  'payment_returned',
  'household_invite',
  'household_removed',
  'company_seat_released',
] as const;
export type MessageEvent = (typeof MESSAGE_EVENTS)[number];

export const MESSAGE_EVENT_LABELS: Record<MessageEvent, string> = {
  class_reminder: 'Class reminder',
  trial_day10: 'Trial day 10',
  trial_day13: 'Trial day 13',
  trial_ended: 'Trial ended',
  payment_receipt: 'Payment receipt',
  renewal_reminder: 'Renewal reminder',
  waitlist_place: 'Waitlist place',
  class_cancelled: 'Class cancelled',
  class_rescheduled: 'Class rescheduled',
  demo_link: 'Demo class link',
  welcome: 'Welcome',
  renewal_upcoming: 'Auto-renewal in 3 days',
  renewal_failed: 'Auto-renewal failed',
  renewal_halted: 'Auto-renewal stopped (payment link)',
  gift_received: 'Gift membership received',
  instructor_changed: 'Substitute instructor',
  class_message: 'Message from the instructor',
  challenge_starting: 'Challenge starts tomorrow',
  challenge_nudge: 'Challenge evening nudge',
  challenge_result: 'Challenge result',
  payment_returned: 'Payment refunded (checkout no longer valid)',
  household_invite: 'Household plan invitation',
  household_removed: 'Removed from a household plan',
  company_seat_released: 'Company seat released at renewal',
};

/** The messages that also go by web push (to a student with a subscribed device): the day's reminders. */
export const PUSH_EVENTS: readonly MessageEvent[] = [
  'class_reminder',
  'challenge_starting',
  'challenge_nudge',
  'challenge_result',
];

/**
 * queued → sending → sent; a provider failure goes back to `retrying` (with the reason and the next
 * attempt) until the 5th attempt, then `failed`. `not_sent_no_provider`: no provider is configured for the
 * channel (kept, shown to the admin, can be retried once one is). `skipped_*`: nothing was sent because
 * the student withdrew consent or has no address for the channel.
 */
export const MESSAGE_STATUSES = [
  'queued',
  'sending',
  'retrying',
  'sent',
  'failed',
  'not_sent_no_provider',
  'skipped_no_consent',
  'skipped_no_address',
] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];

export const MESSAGE_STATUS_LABELS: Record<MessageStatus, string> = {
  queued: 'Queued',
  sending: 'Sending',
  retrying: 'Retrying',
  sent: 'Sent',
  failed: 'Failed',
  not_sent_no_provider: 'Not sent: no provider',
  skipped_no_consent: 'Skipped: no consent',
  skipped_no_address: 'Skipped: no address',
};

/** Statuses an admin may send again ("Retry"). */
export const RETRYABLE_MESSAGE_STATUSES: readonly MessageStatus[] = [
  'failed',
  'not_sent_no_provider',
];

/** Attempts before a message is marked failed. */
export const MESSAGE_MAX_ATTEMPTS = 5;
/** Minutes before the class its reminder is sent: when joining opens, so its link works at once. */
export const CLASS_REMINDER_MINUTES = JOIN_WINDOW.beforeMinutes;
/** Days before a plan ends its renewal reminder is sent. */
export const RENEWAL_REMINDER_DAYS = 7;

/** Where a consent was given, as the consent log records it (`source`). */
export const CONSENT_SOURCES = ['profile_page', 'first_booking_prompt'] as const;
export type ConsentSource = (typeof CONSENT_SOURCES)[number];
/** The consent log's source of the registration form's WhatsApp question (not a PATCH /api/profile source). */
export const REGISTRATION_CONSENT_SOURCE = 'registration';

/**
 * The outbox's own reasons (not a provider's answer), by key: the API gives the key (`reason_code`) and the
 * admin's Messages screen words it for the owner in the panel's language
 * (`admin.messages.reasonText.<key>`, never a setting's name); a provider's own words are shown as they came.
 */
export const OUTBOX_REASONS = {
  smtpNotSet: 'SMTP_URL is not set: the email was only written to the local mail sink.',
  whatsappNotSet: 'WHATSAPP_TOKEN and WHATSAPP_PHONE_NUMBER_ID are not set.',
  noPhone: 'The student has no phone number.',
  consentWithdrawn: 'The student withdrew this consent.',
  pushOff: 'The student turned push off on every device.',
  pushNotSet: 'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are not set.',
} as const;
export type OutboxReasonKey = keyof typeof OUTBOX_REASONS;

/** The key of one of the outbox's own reasons, or null for any other text (a provider's answer). */
export function outboxReasonKey(reason: string | null): OutboxReasonKey | null {
  if (!reason) return null;
  const found = (Object.keys(OUTBOX_REASONS) as OutboxReasonKey[]).find(
    (key) => OUTBOX_REASONS[key] === reason,
  );
  return found ?? null;
}

import type { Language, MessageEvent } from '@yoga/contracts';
import type { PushMessage } from '../push/index.js';
import { translate } from '../../common/i18n/catalog.js';

/** Named parameters of a message, filled when it is queued (all plain text). */
export type MessageParams = Record<string, string>;

/**
 * The student messages (issue 24): texts in the backend's one catalogue (src/locales/en.po and hi.po):
 * `message.<event>.subject` and `.body` (email, between the greeting and the closing note) and
 * `.whatsapp` (the text of the approved WhatsApp template: name = the event, languages en and hi; each
 * `{param}` is one of its body parameters, in the order of `whatsappParams`).
 */
export const WHATSAPP_PARAMS: Readonly<Record<MessageEvent, readonly string[]>> = {
  class_reminder: ['name', 'class_title', 'class_time', 'join_link', 'profile_link'],
  trial_day10: ['name', 'days_left', 'plans_link', 'profile_link'],
  trial_day13: ['name', 'trial_end', 'plans_link', 'profile_link'],
  trial_ended: ['name', 'plans_link', 'profile_link'],
  payment_receipt: ['name', 'amount', 'plan_name', 'invoice_link', 'profile_link'],
  renewal_reminder: ['name', 'plan_name', 'end_date', 'plans_link', 'profile_link'],
  waitlist_place: ['name', 'class_title', 'class_when', 'bookings_link', 'profile_link'],
  class_cancelled: ['name', 'class_title', 'class_when', 'bookings_link', 'profile_link'],
  class_rescheduled: [
    'name',
    'class_title',
    'old_when',
    'class_when',
    'bookings_link',
    'profile_link',
  ],
  demo_link: ['name', 'class_when', 'join_link', 'profile_link'],
  welcome: ['name', 'book_link', 'bookings_link', 'profile_link'],
  renewal_upcoming: ['name', 'amount', 'plan_name', 'charge_date', 'stop_link', 'profile_link'],
  renewal_failed: ['name', 'amount', 'end_date', 'plans_link', 'profile_link'],
  renewal_halted: ['name', 'amount', 'pay_link', 'profile_link'],
  gift_received: ['name', 'buyer', 'plan_name', 'code', 'register_link', 'redeem_link'],
  instructor_changed: [
    'name',
    'class_title',
    'class_when',
    'instructor_name',
    'bookings_link',
    'profile_link',
  ],
  class_message: [
    'name',
    'instructor_name',
    'class_title',
    'class_when',
    'message_text',
    'profile_link',
  ],
  challenge_starting: ['name', 'challenge', 'starts_on', 'challenges_link', 'profile_link'],
  challenge_nudge: [
    'name',
    'challenge',
    'days_practised',
    'days_left',
    'book_link',
    'profile_link',
  ],
  challenge_result: [
    'name',
    'challenge',
    'days_practised',
    'result',
    'challenges_link',
    'profile_link',
  ],
};

/** The page a push notification opens, by event (a link parameter of the message). */
const PUSH_LINKS: Partial<Record<MessageEvent, string>> = {
  class_reminder: 'join_link',
  challenge_starting: 'challenges_link',
  challenge_nudge: 'book_link',
  challenge_result: 'challenges_link',
};

/** Events whose email goes even without the reminder consent (about the student's own purchase or booking). */
export const TRANSACTIONAL_EMAIL_EVENTS: readonly MessageEvent[] = [
  'payment_receipt',
  'waitlist_place',
  'class_cancelled',
  'class_rescheduled',
  'demo_link',
  'welcome',
  'renewal_upcoming',
  'renewal_failed',
  'renewal_halted',
  'instructor_changed',
  'class_message',
];

/**
 * Messages to someone who is not (yet) a student: a gift's recipient, at the address the buyer gave. They
 * go on every channel that has an address (one message the buyer asked for; no consent of theirs exists).
 */
export const RECIPIENT_EVENTS: readonly MessageEvent[] = ['gift_received'];

/**
 * Every email ends with how to stop it (DPDP): the profile's reminder settings; receipts, waitlist places
 * and notices about a booked class say why they came anyway (about the student's account).
 */
export function renderEmail(event: MessageEvent, language: Language, params: MessageParams) {
  const note = RECIPIENT_EVENTS.includes(event)
    ? 'message.gift_note'
    : TRANSACTIONAL_EMAIL_EVENTS.includes(event)
      ? 'message.account_note'
      : 'message.stop_note';
  const text = [
    translate(language, 'message.greeting', params),
    translate(language, `message.${event}.body`, params),
    translate(language, note, params),
    translate(language, 'email.signature', params),
  ].join('\n\n');
  return { subject: translate(language, `message.${event}.subject`, params), text };
}

/** The WhatsApp template's body parameters, in order. */
export function whatsappParameters(event: MessageEvent, params: MessageParams): string[] {
  return WHATSAPP_PARAMS[event].map((key) => params[key] ?? '');
}

/** The text a WhatsApp template shows with these parameters (what the student reads). */
export function renderWhatsapp(event: MessageEvent, language: Language, params: MessageParams) {
  const values = Object.fromEntries(WHATSAPP_PARAMS[event].map((key) => [key, params[key] ?? '']));
  return translate(language, `message.${event}.whatsapp`, values);
}

/** The body to submit for approval: the template's text with {{1}}, {{2}}, … for its parameters. */
export function whatsappTemplateBody(event: MessageEvent, language: Language): string {
  const numbered = Object.fromEntries(
    WHATSAPP_PARAMS[event].map((key, i) => [key, `{{${i + 1}}}`]),
  );
  return translate(language, `message.${event}.whatsapp`, numbered);
}

/**
 * A push notification (lock-screen length): `message.<event>.push_title` and `.push` of the catalogue, the
 * page it opens, and the event as its tag (a newer reminder of the same kind replaces the older one).
 */
export function renderPush(message: {
  event: MessageEvent;
  language: Language;
  params: MessageParams;
}): PushMessage {
  const { event, language, params } = message;
  const link = PUSH_LINKS[event];
  return {
    title: translate(language, `message.${event}.push_title`, params),
    body: translate(language, `message.${event}.push`, params),
    ...(link && params[link] ? { url: params[link] } : {}),
    tag: event,
  };
}

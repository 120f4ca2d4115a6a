import {
  fillPlaceholders,
  type Language,
  type MessageEvent,
  type MessageWording,
} from '@yoga/contracts';
import type { PushMessage } from '../push/index.js';
import { translate } from '../../common/i18n/catalog.js';

/**
 * Which reminders the welcome email announces (its `reminders` parameter): the consents given at sign-up,
 * WhatsApp only when a provider is set up. Each has its own closing line, `message.welcome.reminders.<value>`.
 */
export type WelcomeReminders = 'email' | 'whatsapp' | 'both' | 'none';
const WELCOME_REMINDERS: readonly WelcomeReminders[] = ['email', 'whatsapp', 'both', 'none'];

/** Named parameters of a message, filled when it is queued (all plain text). */
export type MessageParams = Record<string, string>;

/**
 * The student messages (issue 24): texts in this module's catalogue (locales/en.po and hi.po):
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
  payment_returned: ['name', 'amount', 'reason', 'plans_link', 'profile_link'],
  household_invite: ['name', 'payer', 'plan_name', 'accept_link'],
  household_removed: ['name', 'payer', 'plans_link', 'profile_link'],
  company_seat_released: ['name', 'company', 'end_date', 'plans_link', 'profile_link'],
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
  'payment_returned',
  'household_removed',
  'company_seat_released',
];

/**
 * Messages to someone who is not (yet) a student: a gift's recipient, at the address the buyer gave; a
 * household invitation, at the address the payer gave. They
 * go on every channel that has an address (one message the buyer asked for; no consent of theirs exists).
 */
export const RECIPIENT_EVENTS: readonly MessageEvent[] = ['gift_received', 'household_invite'];

/**
 * Parameters that are another person's words, not the business's (issue 38): the gift buyer's message.
 * An email shows them only as a quote from that person (`param` the words, `author` the parameter naming
 * them): "Asha wrote:" and the words in quotation marks, each line marked with "> ".
 */
const QUOTED_PARAMS: Partial<Record<MessageEvent, { param: string; author: string }>> = {
  gift_received: { param: 'gift_message', author: 'buyer' },
};

/** `words` as a quote from `author` ('' when there are no words). */
export function quoteFrom(language: Language, author: string, words: string): string {
  const text = words.replace(/\r\n?/g, '\n').trim();
  if (!text) return '';
  const lines = `“${text}”`.split('\n').map((line) => `> ${line}`.trimEnd());
  return [translate(language, 'message.quote_intro', { author }), ...lines].join('\n');
}

/**
 * Every email ends with how to stop it (DPDP): the profile's reminder settings; receipts, waitlist places
 * and notices about a booked class say why they came anyway (about the student's account).
 */
export function renderEmail(
  event: MessageEvent,
  language: Language,
  params: MessageParams,
  /** The owner's published wording of this kind (null: the site's own, from the catalogue). */
  wording: MessageWording | null = null,
) {
  const note = RECIPIENT_EVENTS.includes(event)
    ? 'message.gift_note'
    : TRANSACTIONAL_EMAIL_EVENTS.includes(event)
      ? 'message.account_note'
      : 'message.stop_note';
  const quoted = QUOTED_PARAMS[event];
  const values = quoted
    ? {
        ...params,
        [quoted.param]: quoteFrom(
          language,
          params[quoted.author] ?? '',
          params[quoted.param] ?? '',
        ),
      }
    : params;
  // The welcome names the reminders she chose (a welcome queued before there was a choice: none).
  const reminders = WELCOME_REMINDERS.find((r) => r === params['reminders']) ?? 'none';
  const text = [
    translate(language, 'message.greeting', values),
    // The owner's wording or the catalogue's; the welcome then names the reminders she chose (from her
    // answers, not editable: it must say what really comes).
    (wording
      ? fillPlaceholders(wording.email_body[language], values)
      : translate(language, `message.${event}.body`, values)) +
      (event === 'welcome'
        ? `\n${translate(language, `message.welcome.reminders.${reminders}`, values)}`
        : ''),
    translate(language, note, values),
    translate(language, 'email.signature', values),
  ]
    .join('\n\n')
    // An empty quote leaves no gap.
    .replace(/\n{3,}/g, '\n\n');
  const subject = wording
    ? fillPlaceholders(wording.email_subject[language], params)
    : translate(language, `message.${event}.subject`, params);
  // A subject is one line, whatever a value holds.
  return { subject: subject.replace(/\s*[\r\n]+\s*/g, ' '), text };
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
export function renderPush(
  message: {
    event: MessageEvent;
    language: Language;
    params: MessageParams;
  },
  wording: MessageWording | null = null,
): PushMessage {
  const { event, language, params } = message;
  const link = PUSH_LINKS[event];
  return {
    title: wording?.push_title
      ? fillPlaceholders(wording.push_title[language], params)
      : translate(language, `message.${event}.push_title`, params),
    body: wording?.push_body
      ? fillPlaceholders(wording.push_body[language], params)
      : translate(language, `message.${event}.push`, params),
    ...(link && params[link] ? { url: params[link] } : {}),
    tag: event,
  };
}

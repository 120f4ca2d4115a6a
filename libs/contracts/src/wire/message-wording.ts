import { PUSH_EVENTS, type MessageEvent } from '../rules/messaging.js';

/**
 * The owner's wording of the student messages (issue 38): per message kind, the email's subject and text
 * (between the greeting and the closing note, which stay the site's: the note is how to stop the messages)
 * and, for the kinds that also go by web push, the notification's title and text; English and Hindi. Edited
 * like page content (draft, preview, publish, versions, restore: docs/message-wording.md). WhatsApp
 * messages are templates registered with Meta: their names and texts are fixed, only their variables are
 * filled (shown read-only).
 *
 * The request and response types are generated from the server's classes (ADR 0016: the DTO of
 * backend/src/modules/messages/dto and the schema classes of
 * backend/src/modules/messages/message-wording.schemas.ts); their documentation is there.
 * MessageWordingProblem, what messageWordingProblems finds (the panel and the server both run it),
 * has no schema and stays written here.
 */
export type {
  AdminMessageWording,
  MessageWording,
  MessageWordingPreview,
  MessageWordingSummary,
  PublishedMessageWording,
  SaveMessageWordingRequest,
  WhatsappTemplateInfo,
} from './api.generated.js';

export type MessageWordingField = 'email_subject' | 'email_body' | 'push_title' | 'push_body';

/** The fields of a kind's wording, in the order the editor shows them. */
export function messageWordingFields(event: MessageEvent): MessageWordingField[] {
  return PUSH_EVENTS.includes(event)
    ? ['email_subject', 'email_body', 'push_title', 'push_body']
    : ['email_subject', 'email_body'];
}

/** Every message carries these (the outbox adds them). */
const COMMON = ['name', 'brand', 'profile_link'] as const;

/** The placeholders a kind's texts may use, `{name}` style (what the message is sent with). */
export const MESSAGE_PLACEHOLDERS: Readonly<Record<MessageEvent, readonly string[]>> = {
  class_reminder: [...COMMON, 'class_title', 'class_time', 'join_link'],
  trial_day10: [...COMMON, 'days_left', 'plans_link'],
  trial_day13: [...COMMON, 'trial_end', 'plans_link'],
  trial_ended: [...COMMON, 'plans_link'],
  payment_receipt: [...COMMON, 'amount', 'plan_name', 'invoice_link', 'gift_note'],
  payment_returned: [...COMMON, 'amount', 'reason', 'plans_link'],
  renewal_reminder: [...COMMON, 'plan_name', 'end_date', 'plans_link'],
  waitlist_place: [...COMMON, 'class_title', 'class_when', 'bookings_link'],
  class_cancelled: [...COMMON, 'class_title', 'class_when', 'bookings_link'],
  class_rescheduled: [...COMMON, 'class_title', 'old_when', 'class_when', 'bookings_link'],
  demo_link: [...COMMON, 'class_when', 'join_link'],
  welcome: [...COMMON, 'book_link', 'bookings_link'],
  renewal_upcoming: [...COMMON, 'amount', 'plan_name', 'charge_date', 'stop_link'],
  renewal_failed: [...COMMON, 'amount', 'end_date', 'plans_link'],
  renewal_halted: [...COMMON, 'amount', 'pay_link'],
  gift_received: [
    ...COMMON,
    'buyer',
    'plan_name',
    'code',
    'gift_message',
    'register_link',
    'redeem_link',
  ],
  instructor_changed: [...COMMON, 'class_title', 'class_when', 'instructor_name', 'bookings_link'],
  class_message: [...COMMON, 'instructor_name', 'class_title', 'class_when', 'message_text'],
  challenge_starting: [...COMMON, 'challenge', 'starts_on', 'challenges_link'],
  challenge_nudge: [...COMMON, 'challenge', 'days_practised', 'days_left', 'book_link'],
  challenge_result: [...COMMON, 'challenge', 'days_practised', 'result', 'challenges_link'],
  household_invite: [...COMMON, 'payer', 'plan_name', 'end_date', 'accept_link'],
  household_removed: [...COMMON, 'payer', 'plans_link'],
  company_seat_released: [...COMMON, 'company', 'end_date', 'plans_link'],
};

/** The placeholders the email's text must keep, in both languages (what the message is for). */
export const MESSAGE_REQUIRED_PLACEHOLDERS: Readonly<Record<MessageEvent, readonly string[]>> = {
  class_reminder: ['join_link'],
  trial_day10: ['plans_link'],
  trial_day13: ['plans_link'],
  trial_ended: ['plans_link'],
  payment_receipt: ['amount', 'invoice_link'],
  payment_returned: ['amount', 'reason'],
  renewal_reminder: ['end_date', 'plans_link'],
  waitlist_place: ['class_title', 'class_when'],
  class_cancelled: ['class_title', 'class_when'],
  class_rescheduled: ['class_title', 'class_when'],
  demo_link: ['class_when', 'join_link'],
  welcome: ['book_link'],
  renewal_upcoming: ['amount', 'charge_date', 'stop_link'],
  renewal_failed: ['plans_link'],
  renewal_halted: ['pay_link'],
  gift_received: ['code', 'redeem_link'],
  instructor_changed: ['class_title', 'class_when', 'instructor_name'],
  class_message: ['instructor_name', 'message_text'],
  challenge_starting: ['challenge'],
  challenge_nudge: ['challenge'],
  challenge_result: ['challenge'],
  household_invite: ['payer', 'accept_link'],
  household_removed: ['payer'],
  company_seat_released: ['company', 'end_date'],
};

/** Characters of one text in one language: a subject, a push title or text; an email's text. */
export const MESSAGE_WORDING_LIMITS: Readonly<Record<MessageWordingField, number>> = {
  email_subject: 150,
  email_body: 3000,
  push_title: 60,
  push_body: 160,
};

/**
 * A problem of a wording, at its field (`email_body.hi`): `required` (empty), `too_long`, `unknown_placeholder`
 * (a `{name}` the message does not have), `missing_placeholder` (one the email text must keep), `shape`.
 */
export interface MessageWordingProblem {
  field: string;
  code: 'required' | 'too_long' | 'unknown_placeholder' | 'missing_placeholder' | 'shape';
  /** The placeholder in question, or the length limit. */
  placeholder?: string;
  limit?: number;
}

/** The `{name}` placeholders of a text, in order (a `{` without a closing name is no placeholder). */
export function placeholdersOf(text: string): string[] {
  return [...text.matchAll(/\{([^{}\s]*)\}/g)].map((m) => m[1] ?? '');
}

/** Every problem of a wording for `event` (none: it may be saved and published). */
export function messageWordingProblems(
  event: MessageEvent,
  wording: unknown,
): MessageWordingProblem[] {
  const problems: MessageWordingProblem[] = [];
  if (typeof wording !== 'object' || wording === null || Array.isArray(wording))
    return [{ field: 'wording', code: 'shape' }];
  const w = wording as Record<string, unknown>;
  const fields = messageWordingFields(event);
  for (const key of Object.keys(w))
    if (!(fields as string[]).includes(key)) problems.push({ field: key, code: 'shape' });
  const known = MESSAGE_PLACEHOLDERS[event];
  for (const field of fields) {
    const value = w[field] as Record<string, unknown> | undefined;
    if (typeof value !== 'object' || value === null || Object.keys(value).length !== 2) {
      problems.push({ field, code: 'shape' });
      continue;
    }
    for (const language of ['en', 'hi'] as const) {
      const at = `${field}.${language}`;
      const text = value[language];
      if (typeof text !== 'string') {
        problems.push({ field: at, code: 'shape' });
        continue;
      }
      if (text.trim() === '') {
        problems.push({ field: at, code: 'required' });
        continue;
      }
      const limit = MESSAGE_WORDING_LIMITS[field];
      if (text.length > limit) problems.push({ field: at, code: 'too_long', limit });
      const used = placeholdersOf(text);
      for (const name of new Set(used))
        if (!known.includes(name))
          problems.push({ field: at, code: 'unknown_placeholder', placeholder: name });
      if (field === 'email_body')
        for (const name of MESSAGE_REQUIRED_PLACEHOLDERS[event])
          if (!used.includes(name))
            problems.push({ field: at, code: 'missing_placeholder', placeholder: name });
    }
  }
  return problems;
}

/** Fills `{name}` placeholders with `values` (an unknown one is left as it is). */
export function fillPlaceholders(text: string, values: Readonly<Record<string, string>>): string {
  return text.replace(/\{([^{}\s]*)\}/g, (whole, name: string) =>
    Object.hasOwn(values, name) ? (values[name] ?? '') : whole,
  );
}

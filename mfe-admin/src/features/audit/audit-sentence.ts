import {
  CONTENT_PAGES,
  formatPriceMinor,
  type AuditEntry,
  type AuditFieldChange,
} from '@yoga/contracts';
import { formatShortDate, formatTime, formatWeekday, type Locale } from '@yoga/i18n';

/** The panel's translate function (`useLocale().t`, or an i18n instance's `_`). */
export type Translate = (id: string, values?: Record<string, unknown>) => string;

type Value = AuditFieldChange['before'];

/** Values that change with every save and say nothing to the owner (derived or bookkeeping). */
const IGNORED =
  /(^|\.)(id|instructor_id|created_at|updated_at|redeemed|held|discount_percent|balance)$/;
/** Fields in minor units (paise, cents). */
const MONEY = /(^|\.)(original|offer|redeemable|amount|refunded_amount|INR|USD)$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const CLOCK = /^\d{2}:\d{2}$/;
/** Field names with a name of their own in the catalogues (admin.audit.field.<name>). */
const NAMED_FIELDS = new Set([
  'name_en',
  'name_hi',
  'months',
  'active',
  'popular',
  'sort_order',
  'label',
  'show_discount',
  'original',
  'offer',
  'redeemable',
  'title',
  'title_hi',
  'date',
  'time',
  'duration_minutes',
  'capacity',
  'instructor',
  'instructor_name',
  'description',
  'description_hi',
  'description_en',
  'link',
  'class_type',
  'day_of_week',
  'start_time',
  'category',
  'author',
  'time_to_read',
  'thumbnail',
  'role',
  'status',
  'amount',
  'refunded_amount',
  'reason',
  'method',
  'reference',
  'paid_on',
  'starts_on',
  'days',
  'min_days',
  'trial_allowed',
  'places',
  'code',
  'percent_off',
  'amount_off',
  'valid_from',
  'valid_to',
  'max_redemptions',
  'max_per_student',
  'first_purchase_only',
  'show_on_price_page',
  'plans',
  'phone',
  'email',
  'address',
  'source',
  'size',
]);
const TRANSLATED_VALUES = new Set(['role', 'status', 'class_type', 'source', 'method']);

/** The thing as it was when the admin touched it (the class she moved is named by its old time). */
function stateOf(entry: AuditEntry): Record<string, unknown> {
  return { ...(entry.after ?? {}), ...(entry.before ?? {}) };
}

/** "29 Nov 2026, 6:30 am IST" for an IST date and time. */
function when(date: unknown, time: unknown, locale: Locale): string {
  const day = typeof date === 'string' && DATE.test(date) ? formatShortDate(date, locale) : '';
  const clock = typeof time === 'string' && CLOCK.test(time) ? formatTime(time, locale) : '';
  return [day, clock].filter(Boolean).join(', ');
}

/** "Monday" for a timetable weekday (0 = Sunday). */
function weekday(day: unknown, locale: Locale): string {
  if (typeof day !== 'number' || day < 0 || day > 6) return '';
  // 4 Jan 2026 is a Sunday.
  return formatWeekday(`2026-01-0${4 + day}`, locale);
}

/** The last meaningful segment of a dotted path: `prices.INR.offer` → `offer`, `social.0.url` → `url`. */
function leaf(path: string): string {
  const parts = path.split('.').filter((p) => !/^\d+$/.test(p));
  return parts[parts.length - 1] ?? path;
}

/** The field as people name it: "price", "English name"; unknown ones by their words. */
export function fieldName(path: string, t: Translate): string {
  const name = leaf(path);
  const currency = /(^|\.)(INR|USD)(\.|$)/.exec(path)?.[2];
  const base = NAMED_FIELDS.has(name)
    ? t(`admin.audit.field.${name}`)
    : name
        .replace(/_/g, ' ')
        .replace(/([a-z])([A-Z])/g, '$1 $2')
        .toLowerCase();
  return currency === 'USD' ? t('admin.audit.inDollars', { field: base }) : base;
}

/** A value as people read it: money in ₹ (Indian grouping) or $, dates, times, yes/no, names. */
export function formatValue(
  path: string,
  value: Value,
  entry: AuditEntry,
  t: Translate,
  locale: Locale,
): string {
  if (value === null) return t('admin.audit.value.empty');
  const name = leaf(path);
  if (typeof value === 'boolean')
    return t(value ? 'admin.audit.value.yes' : 'admin.audit.value.no');
  if (typeof value === 'number') {
    if (MONEY.test(path) || MONEY.test(name)) {
      const currency =
        /(^|\.)USD(\.|$)/.test(path) || stateOf(entry).currency === 'USD' ? 'USD' : 'INR';
      return Number.isSafeInteger(value) ? formatPriceMinor(value, currency) : String(value);
    }
    if (name === 'day_of_week') return weekday(value, locale) || String(value);
    if (name === 'percent_off') return `${value}%`;
    return new Intl.NumberFormat('en-IN').format(value);
  }
  if (TRANSLATED_VALUES.has(name)) {
    const key = `admin.audit.value.${name}.${value.toLowerCase()}`;
    const text = t(key);
    if (text !== key) return text;
  }
  if (DATE.test(value)) return formatShortDate(value, locale);
  if (CLOCK.test(value)) return formatTime(value, locale);
  return `“${value}”`;
}

/** What was changed, by its human name: "Big Package", "the class “Sunrise Hatha” on 29 Nov…". */
export function thingName(entry: AuditEntry, t: Translate, locale: Locale): string {
  const state = stateOf(entry);
  const label = entry.entity_label;
  const student = entry.subject_name ?? t('admin.audit.thing.aStudent');
  switch (entry.entity) {
    case 'plan':
      return t('admin.audit.thing.plan', { name: label ?? entry.entity_id });
    case 'coupon':
      return t('admin.audit.thing.coupon', { code: label ?? state.code ?? entry.entity_id });
    case 'content':
      return t('admin.audit.thing.content', {
        page: (CONTENT_PAGES as readonly string[]).includes(entry.entity_id)
          ? t(`admin.audit.page.${entry.entity_id}`)
          : entry.entity_id,
      });
    case 'content_photo':
      return t('admin.audit.thing.content_photo');
    case 'message_wording':
      return t('admin.audit.thing.message_wording', {
        kind: entry.entity_id.replace(/_/g, ' '),
      });
    case 'site_settings':
      return t('admin.audit.thing.site_settings');
    case 'business_rules':
      return t('admin.audit.thing.business_rules');
    case 'blog':
      return label
        ? t('admin.audit.thing.blog', { title: label })
        : t('admin.audit.thing.blogUnnamed');
    case 'class':
    case 'class_instructor':
    case 'recording':
      return t('admin.audit.thing.class', {
        title: label ?? t('admin.audit.thing.aClass'),
        when: when(state.date, state.time, locale),
      });
    case 'timetable_slot':
    case 'slot_instructor':
      return t('admin.audit.thing.slot', {
        title: label ?? t('admin.audit.thing.aClass'),
        day: weekday(state.day_of_week, locale),
        time: when(null, state.start_time, locale),
      });
    case 'user':
      return label ?? t('admin.audit.thing.userGone');
    case 'payment':
      return t('admin.audit.thing.payment', { student, plan: label ?? '' });
    case 'recurring':
      return t('admin.audit.thing.recurring', { student });
    case 'challenge':
      return t('admin.audit.thing.challenge', { name: label ?? state.name_en ?? entry.entity_id });
    case 'demo_request':
      return t('admin.audit.thing.demo_request', { student });
    case 'message':
      return t('admin.audit.thing.message', { student });
    case 'health_questionnaire':
      return t('admin.audit.thing.health_questionnaire', { student });
    default:
      return label ?? t('admin.audit.thing.other');
  }
}

/** The changes worth a word: bookkeeping fields left out, a user's contact fields named only. */
function shownChanges(entry: AuditEntry): AuditFieldChange[] {
  return entry.changes.filter(
    (c) =>
      !IGNORED.test(c.field) &&
      !c.field.startsWith('contact_changed.') &&
      // The date and time that name a class, or a slot's day and time, unchanged on both sides.
      !(c.before === c.after),
  );
}

/** "price from ₹3,099 to ₹3,599", "capacity set to 20", "description removed". */
export function changeText(
  change: AuditFieldChange,
  entry: AuditEntry,
  t: Translate,
  locale: Locale,
): string {
  const field = fieldName(change.field, t);
  const before = formatValue(change.field, change.before, entry, t, locale);
  const after = formatValue(change.field, change.after, entry, t, locale);
  if (change.before === null) return t('admin.audit.change.set', { field, after });
  if (change.after === null) return t('admin.audit.change.cleared', { field, before });
  return t('admin.audit.change.changed', { field, before, after });
}

/** Each change of an entry in words: "price from ₹3,099 to ₹3,599", "email address updated". */
export function changeItems(entry: AuditEntry, t: Translate, locale: Locale): string[] {
  const items = shownChanges(entry).map((c) => changeText(c, entry, t, locale));
  const contact = entry.changes
    .filter((c) => c.field.startsWith('contact_changed.') && typeof c.after === 'string')
    .map((c) => t('admin.audit.change.updated', { field: fieldName(String(c.after), t) }));
  return [...items, ...contact];
}

/**
 * One audit entry as a sentence in the panel's language: "Asha changed the price of Big Package from
 * ₹3,099 to ₹3,599". Every action has its own sentence; one the panel does not know still reads as a
 * sentence (who changed what, and the values).
 */
export function auditSentence(entry: AuditEntry, t: Translate, locale: Locale): string {
  const actor = entry.actor_name ?? t('admin.audit.someone');
  const thing = thingName(entry, t, locale);
  const after = entry.after ?? {};
  const before = entry.before ?? {};
  const values = { actor, thing };
  const money = (field: string, value: unknown) =>
    typeof value === 'number' ? formatValue(field, value, entry, t, locale) : '';
  const key = `${entry.entity}.${entry.action}`;
  switch (key) {
    case 'payment.offline':
      return t('admin.audit.s.paymentOffline', {
        ...values,
        amount: money('amount', after.amount),
        student: entry.subject_name ?? t('admin.audit.thing.aStudent'),
        plan: entry.entity_label ?? String(after.plan ?? ''),
        method: formatValue('method', String(after.method ?? ''), entry, t, locale),
      });
    case 'payment.refund':
      return t('admin.audit.s.paymentRefund', {
        ...values,
        amount: money('amount', after.amount),
        reason: String(after.reason ?? ''),
      });
    case 'recurring.cancel':
      return t('admin.audit.s.recurringCancel', values);
    case 'demo_request.send_link':
      return t('admin.audit.s.demoLink', {
        ...values,
        student: entry.subject_name ?? t('admin.audit.thing.aStudent'),
        when: when(after.date, after.time, locale),
      });
    case 'message.retry':
      return t('admin.audit.s.messageRetry', values);
    case 'reconciliation.run':
      return t('admin.audit.s.reconciliationRun', { ...values, count: Number(after.fixed ?? 0) });
    case 'class.start':
      return t('admin.audit.s.classStart', values);
    case 'health_questionnaire.read':
      return after.details_shown === true
        ? t('admin.audit.s.healthCheckRead', { ...values, title: entry.entity_label ?? '' })
        : t('admin.audit.s.healthCheckMark', {
            actor,
            student: entry.subject_name ?? t('admin.audit.thing.aStudent'),
            title: entry.entity_label ?? '',
          });
    case 'class.message':
      return t('admin.audit.s.classMessage', {
        ...values,
        count: Number(after.recipients ?? 0),
        text: String(after.text ?? ''),
      });
    case 'class.cancel':
      return t('admin.audit.s.classCancel', values);
    case 'recording.attach':
      return t('admin.audit.s.recordingAttach', values);
    case 'recording.remove':
      return t('admin.audit.s.recordingRemove', values);
    case 'recording.retry_renditions':
      return t('admin.audit.s.recordingRetryRenditions', values);
    case 'content_photo.upload':
      return t('admin.audit.s.photoUpload', values);
    case 'user.create':
      return t('admin.audit.s.userCreate', {
        ...values,
        role: formatValue('role', String(after.role ?? 'user'), entry, t, locale),
      });
    case 'user.delete':
      return t('admin.audit.s.userDelete', values);
    case 'user.reset_password':
      return t('admin.audit.s.resetPassword', values);
    case 'user.status':
      return t(
        after.status === 'Blocked' ? 'admin.audit.s.block' : 'admin.audit.s.unblock',
        values,
      );
    case 'plan.retire':
      return t('admin.audit.s.retire', values);
    case 'coupon.deactivate':
      return t('admin.audit.s.deactivate', values);
    case 'content.save_draft':
    case 'message_wording.save_draft':
      return t('admin.audit.s.saveDraft', values);
    case 'content.publish':
    case 'message_wording.publish':
      return t('admin.audit.s.publish', values);
    case 'content.restore':
    case 'message_wording.restore':
      return t('admin.audit.s.restore', values);
    case 'slot_instructor.assign':
    case 'class_instructor.assign':
      return t('admin.audit.s.assign', {
        ...values,
        instructor: String(after.instructor_name ?? t('admin.audit.thing.anInstructor')),
      });
    case 'slot_instructor.unassign':
    case 'class_instructor.unassign':
      return t('admin.audit.s.unassign', {
        ...values,
        instructor: String(before.instructor_name ?? t('admin.audit.thing.anInstructor')),
      });
  }
  if (entry.action === 'create') return t('admin.audit.s.create', values);
  if (entry.action === 'delete') return t('admin.audit.s.delete', values);
  const shown = shownChanges(entry);
  if (shown.length === 1 && !entry.changes.some((c) => c.field.startsWith('contact_changed.'))) {
    const [change] = shown;
    const field = fieldName(change.field, t);
    const from = formatValue(change.field, change.before, entry, t, locale);
    const to = formatValue(change.field, change.after, entry, t, locale);
    if (change.before === null) return t('admin.audit.s.setOne', { ...values, field, after: to });
    if (change.after === null)
      return t('admin.audit.s.clearedOne', { ...values, field, before: from });
    return t('admin.audit.s.changedOne', { ...values, field, before: from, after: to });
  }
  const list = changeItems(entry, t, locale).join('; ');
  if (!list) return t('admin.audit.s.edited', values);
  return t('admin.audit.s.changedMany', { ...values, changes: list });
}

import {
  DATE_PATTERN,
  isValidEmail,
  isValidName,
  isValidPhone,
  normalizePhone,
  TIME_PATTERN,
  type ClassBookingRequest,
  type DemoBookingRequest,
} from '@yoga/contracts';
import type { LocaleState } from '@yoga/i18n';
import { ruleFrom } from '@yoga/ui';

/** The class and the demo booking forms' values: the API's own fields, the class only on the class form. */
export type BookingFormValues = DemoBookingRequest & Partial<Pick<ClassBookingRequest, 'class_id'>>;

/** The message IDs of the booking forms' problems (user.booking.error.*; the texts of FIELD_MESSAGES and MESSAGES). */
export const BOOKING_FIELD_ERRORS = {
  class_id: 'user.booking.error.class',
  name: 'user.booking.error.name',
  nameTooLong: 'user.booking.error.nameTooLong',
  email: 'user.booking.error.email',
  emailFormat: 'user.booking.error.emailFormat',
  phone: 'user.booking.error.phone',
  phoneFormat: 'user.booking.error.phoneFormat',
  preferred_date: 'user.booking.error.date',
  dateInPast: 'user.booking.error.dateInPast',
  preferred_time: 'user.booking.error.time',
  timeFormat: 'user.booking.error.timeFormat',
} as const;

/** `today` is India's date (YYYY-MM-DD); ISO dates compare correctly as strings. */
export function isDateOnOrAfter(value: string, today: string): boolean {
  return DATE_PATTERN.test(value) && value >= today;
}

export function isValidTime(value: string): boolean {
  return TIME_PATTERN.test(value);
}

/**
 * Every problem with the values, by field (message IDs); empty when the form may be sent. Used by the
 * antd rules below.
 */
export function bookingErrors(
  values: Partial<BookingFormValues>,
  options: { requireClass: boolean; today: string },
): Partial<Record<keyof BookingFormValues, string>> {
  const errors: Partial<Record<keyof BookingFormValues, string>> = {};
  const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');
  if (options.requireClass && (values.class_id === undefined || values.class_id === null)) {
    errors.class_id = BOOKING_FIELD_ERRORS.class_id;
  }
  // Names, emails and phones follow the one rule set of libs/contracts (fields.ts).
  if (!text(values.name)) errors.name = BOOKING_FIELD_ERRORS.name;
  else if (!isValidName(values.name)) errors.name = BOOKING_FIELD_ERRORS.nameTooLong;
  if (!text(values.email)) errors.email = BOOKING_FIELD_ERRORS.email;
  else if (!isValidEmail(text(values.email))) errors.email = BOOKING_FIELD_ERRORS.emailFormat;
  if (!text(values.phone)) errors.phone = BOOKING_FIELD_ERRORS.phone;
  else if (!isValidPhone(text(values.phone))) errors.phone = BOOKING_FIELD_ERRORS.phoneFormat;
  if (!text(values.preferred_date)) errors.preferred_date = BOOKING_FIELD_ERRORS.preferred_date;
  else if (!isDateOnOrAfter(text(values.preferred_date), options.today)) {
    errors.preferred_date = BOOKING_FIELD_ERRORS.dateInPast;
  }
  if (!text(values.preferred_time)) errors.preferred_time = BOOKING_FIELD_ERRORS.preferred_time;
  else if (!isValidTime(text(values.preferred_time)))
    errors.preferred_time = BOOKING_FIELD_ERRORS.timeFormat;
  return errors;
}

/**
 * antd rules that ask `bookingErrors` about one field, so the form and the tests share one source; the
 * problem is shown in the active language (`t` of useLocale()).
 */
export function fieldRule(
  field: keyof BookingFormValues,
  options: { requireClass: boolean; today: string },
  t: LocaleState['t'],
) {
  return ruleFrom(
    (value: unknown) =>
      bookingErrors({ [field]: value } as Partial<BookingFormValues>, options)[field],
    t,
  );
}

/** Trimmed request body: optional notes are left out when empty. */
export function toBookingRequest(values: BookingFormValues) {
  const notes = values.notes?.trim();
  return {
    name: values.name.trim(),
    email: values.email.trim(),
    phone: normalizePhone(values.phone) ?? values.phone.trim(),
    preferred_date: values.preferred_date,
    preferred_time: values.preferred_time,
    ...(notes ? { notes } : {}),
  };
}

import { useCallback, useMemo, useRef, useState, type FormEvent } from 'react';
import { FIELD_LIMITS } from '@yoga/contracts';
import { useLocale } from '@yoga/i18n';
import plain from '../../../shared/plain.module.css';
import { bookingErrors, type BookingFormValues } from '../booking-form.validation';
import styles from './booking-contact-fields.module.css';

/** The fields both booking forms share (the class form leaves out the date and time). */
export type BookingField =
  'name' | 'email' | 'phone' | 'preferred_date' | 'preferred_time' | 'notes';
type Values = Record<BookingField, string>;

const EMPTY: Values = {
  name: '',
  email: '',
  phone: '',
  preferred_date: '',
  preferred_time: '',
  notes: '',
};

interface BookingFormOptions {
  today: string;
  /** Ask for a preferred date and time (the demo form); a chosen class has its own. */
  askSchedule: boolean;
}

/**
 * A booking form's values and problems, in plain React (issue 38: every student page within 250 KB of
 * JavaScript, without antd's Form): a field is checked as it changes and every field on sending, with
 * `bookingErrors` (the forms' one rule set). `getFieldValue` and `setFieldsValue` as antd's form has them,
 * for `usePrefillContact`.
 */
export function useBookingForm({ today, askSchedule }: BookingFormOptions) {
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<BookingField, string>>>({});
  const latest = useRef(values);
  latest.current = values;

  const problemOf = useCallback(
    (field: BookingField, all: Values) =>
      field === 'notes' ||
      (!askSchedule && (field === 'preferred_date' || field === 'preferred_time'))
        ? undefined
        : bookingErrors(all, { today, requireClass: false })[field],
    [askSchedule, today],
  );

  const setFieldsValue = useCallback((patch: Partial<Values>) => {
    const next = { ...latest.current, ...patch };
    latest.current = next;
    setValues(next);
  }, []);
  const getFieldValue = useCallback((field: BookingField) => latest.current[field], []);

  const change = useCallback(
    (field: BookingField, value: string) => {
      const next = { ...latest.current, [field]: value };
      latest.current = next;
      setValues(next);
      setErrors((e) => ({ ...e, [field]: problemOf(field, next) }));
    },
    [problemOf],
  );

  /** Every field checked: the values when all are fine, else undefined (the problems shown). */
  const validate = useCallback((): BookingFormValues | undefined => {
    const all = latest.current;
    const found: Partial<Record<BookingField, string>> = {};
    for (const field of Object.keys(EMPTY) as BookingField[]) {
      const problem = problemOf(field, all);
      if (problem) found[field] = problem;
    }
    setErrors(found);
    return Object.keys(found).length ? undefined : { ...all };
  }, [problemOf]);

  const clearErrors = useCallback(() => setErrors({}), []);

  return useMemo(
    () => ({
      values,
      errors,
      change,
      validate,
      setFieldsValue,
      getFieldValue,
      clearErrors,
      askSchedule,
      today,
    }),
    [
      values,
      errors,
      change,
      validate,
      setFieldsValue,
      getFieldValue,
      clearErrors,
      askSchedule,
      today,
    ],
  );
}

export type BookingForm = ReturnType<typeof useBookingForm>;

/** The submit handler of a booking form: checks every field, then hands the values on. */
export function onBookingSubmit(form: BookingForm, send: (values: BookingFormValues) => void) {
  return (event: FormEvent) => {
    event.preventDefault();
    const values = form.validate();
    if (values) send(values);
  };
}

/**
 * Name, email, phone, preferred date and time, and optional notes: the fields both booking forms share,
 * drawn as antd's vertical Form (labels above, the problem below in red, "(optional)" on the notes).
 */
export function BookingContactFields({ form, idPrefix }: { form: BookingForm; idPrefix: string }) {
  const { t } = useLocale();
  const { values, errors, change, askSchedule, today } = form;
  const field = (
    name: BookingField,
    label: string,
    input: Record<string, unknown> & { type?: string },
    optional = false,
  ) => {
    const id = `${idPrefix}_${name}`;
    const problem = errors[name];
    return (
      <div className={`${styles.item} ${problem ? styles.invalid : ''}`}>
        <label htmlFor={id} className={styles.label}>
          {label}
          {optional ? <span className={styles.optional}>{t('user.booking.optional')}</span> : null}
        </label>
        {name === 'notes' ? (
          <div className={styles.counted}>
            <textarea
              id={id}
              rows={3}
              maxLength={FIELD_LIMITS.bookingNotes}
              className={`${plain.input} ${styles.control}`}
              value={values.notes}
              onChange={(e) => change('notes', e.target.value)}
            />
            <span className={styles.count} aria-hidden="true">
              {[...values.notes].length} / {FIELD_LIMITS.bookingNotes}
            </span>
          </div>
        ) : (
          <input
            id={id}
            className={`${plain.input} ${styles.control}`}
            value={values[name]}
            aria-required="true"
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? `${id}_help` : undefined}
            onChange={(e) => change(name, e.target.value)}
            {...input}
          />
        )}
        {problem ? (
          <div id={`${id}_help`} role="alert" className={styles.error}>
            {t(problem)}
          </div>
        ) : null}
      </div>
    );
  };
  return (
    <>
      {field('name', t('user.booking.name'), { autoComplete: 'name' })}
      <div className={styles.row}>
        {field('email', t('user.booking.email'), {
          type: 'email',
          autoComplete: 'email',
          maxLength: FIELD_LIMITS.email,
        })}
        {field('phone', t('user.booking.phone'), {
          type: 'tel',
          autoComplete: 'tel',
          inputMode: 'tel',
          maxLength: FIELD_LIMITS.phoneInput,
        })}
      </div>
      {askSchedule ? (
        <div className={styles.row}>
          {field('preferred_date', t('user.booking.date'), { type: 'date', min: today })}
          {field('preferred_time', t('user.booking.time'), { type: 'time' })}
        </div>
      ) : null}
      {field('notes', t('user.booking.notes'), {}, true)}
    </>
  );
}

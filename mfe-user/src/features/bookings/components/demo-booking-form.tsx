import { useLocale } from '@yoga/i18n';
import { usePanelApp } from '@yoga/ui';
import { indiaToday } from '../../../shared/booking-time';
import plain from '../../../shared/plain.module.css';
import { usePrefillContact, useProfileContact } from '../../../shared/use-profile-contact';
import { useBookDemoMutation } from '../bookings.api';
import { bookingFailureText } from '../booking-messages';
import { toBookingRequest, type BookingFormValues } from '../booking-form.validation';
import { BookingContactFields, onBookingSubmit, useBookingForm } from './booking-contact-fields';
import { useFirstBookingPrompt } from './first-booking-prompt';

/** Book a Demo: a plain form (issue 38: every student page within 250 KB of JavaScript). */
export function DemoBookingForm() {
  const today = indiaToday();
  const form = useBookingForm({ today, askSchedule: true });
  const { message } = usePanelApp();
  const [bookDemo, { isLoading: saving }] = useBookDemoMutation();
  const contact = useProfileContact();
  const { afterBooking, prompt } = useFirstBookingPrompt();
  const { t } = useLocale();
  usePrefillContact(form, contact);

  const send = async (values: BookingFormValues) => {
    try {
      await bookDemo(toBookingRequest(values)).unwrap();
      message.success(t('user.booking.demoBooked'));
      void afterBooking();
      // Spec: the form resets, except the student's own details.
      form.setFieldsValue({
        name: '',
        email: '',
        phone: '',
        preferred_date: '',
        preferred_time: '',
        notes: '',
      });
      form.clearErrors();
      if (contact) form.setFieldsValue(contact);
    } catch (error) {
      // The spec had no error handling here; the student now sees why it failed.
      message.error(bookingFailureText(error, t));
    }
  };

  return (
    <form
      noValidate
      onSubmit={onBookingSubmit(form, (values) => void send(values))}
      aria-label={t('user.booking.demoFormLabel')}
    >
      <BookingContactFields form={form} idPrefix="demo" />
      <button
        type="submit"
        className={`${plain.button} ${plain.primary}`}
        aria-busy={saving || undefined}
      >
        {saving ? <span className={plain.busy} aria-hidden="true" /> : null}
        {t('user.booking.bookDemo')}
      </button>
      {prompt}
    </form>
  );
}

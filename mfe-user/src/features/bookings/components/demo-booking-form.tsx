import { Button, Form } from 'antd';
import { useLocale } from '@yoga/i18n';
import { indiaToday } from '../../../shared/booking-time';
import { usePrefillContact, useProfileContact } from '../../../shared/use-profile-contact';
import { useBookDemoMutation } from '../bookings.api';
import { bookingFailureText } from '../booking-messages';
import { toBookingRequest, type BookingFormValues } from '../booking-form.validation';
import { BookingContactFields } from './booking-contact-fields';
import { useFirstBookingPrompt } from './first-booking-prompt';
import { usePanelApp } from '@yoga/ui';

export function DemoBookingForm() {
  const [form] = Form.useForm<BookingFormValues>();
  const { message } = usePanelApp();
  const today = indiaToday();
  const [bookDemo, { isLoading: saving }] = useBookDemoMutation();
  const contact = useProfileContact();
  const { afterBooking, prompt } = useFirstBookingPrompt();
  const { t } = useLocale();
  usePrefillContact(form, contact);

  const onFinish = async (values: BookingFormValues) => {
    try {
      await bookDemo(toBookingRequest(values)).unwrap();
      message.success(t('user.booking.demoBooked'));
      void afterBooking();
      form.resetFields();
      if (contact) form.setFieldsValue(contact);
    } catch (error) {
      // The spec had no error handling here; the student now sees why it failed.
      message.error(bookingFailureText(error, t));
    }
  };

  return (
    <Form<BookingFormValues>
      form={form}
      layout="vertical"
      onFinish={onFinish}
      requiredMark="optional"
      aria-label={t('user.booking.demoFormLabel')}
    >
      <BookingContactFields today={today} requireClass={false} />
      <Button type="primary" htmlType="submit" loading={saving}>
        {t('user.booking.bookDemo')}
      </Button>
      {prompt}
    </Form>
  );
}

import { App, Button, Form } from 'antd';
import { MESSAGES } from '@yoga/contracts';
import { indiaToday } from '../../../shared/booking-time';
import { usePrefillContact, useProfileContact } from '../../../shared/use-profile-contact';
import { useBookDemoMutation } from '../bookings.api';
import { bookingFailureText } from '../booking-messages';
import { toBookingRequest, type BookingFormValues } from '../booking-form.validation';
import { BookingContactFields } from './booking-contact-fields';
import { useFirstBookingPrompt } from './first-booking-prompt';

export function DemoBookingForm() {
  const [form] = Form.useForm<BookingFormValues>();
  const { message } = App.useApp();
  const today = indiaToday();
  const [bookDemo, { isLoading: saving }] = useBookDemoMutation();
  const contact = useProfileContact();
  const { afterBooking, prompt } = useFirstBookingPrompt();
  usePrefillContact(form, contact);

  const onFinish = async (values: BookingFormValues) => {
    try {
      await bookDemo(toBookingRequest(values)).unwrap();
      message.success(MESSAGES.demoBooked);
      void afterBooking();
      form.resetFields();
      if (contact) form.setFieldsValue(contact);
    } catch (error) {
      // The spec had no error handling here; the student now sees why it failed.
      message.error(bookingFailureText(error));
    }
  };

  return (
    <Form<BookingFormValues>
      form={form}
      layout="vertical"
      onFinish={onFinish}
      requiredMark="optional"
      aria-label="Book a demo class"
    >
      <BookingContactFields today={today} requireClass={false} />
      <Button type="primary" htmlType="submit" loading={saving}>
        Book demo class
      </Button>
      {prompt}
    </Form>
  );
}

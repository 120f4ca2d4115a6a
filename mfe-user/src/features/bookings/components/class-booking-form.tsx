import { useMemo } from 'react';
import { Alert, App, Button, Form, Select, Tag } from 'antd';
import { Link } from 'react-router-dom';
import { errorMessage, useClassesQuery } from '@yoga/api-client';
import { ROUTINE_MINUTES, USER_ROUTES, type YogaClass } from '@yoga/contracts';
import { formatTime, Trans, useLocale, type Locale, type LocaleState } from '@yoga/i18n';
import { SEARCH_BY_LABEL } from '@yoga/ui';
import { formatBookingDate, indiaDateTime, indiaToday } from '../../../shared/booking-time';
import { useEntitlement } from '../../../shared/use-entitlement';
import { usePrefillContact, useProfileContact } from '../../../shared/use-profile-contact';
import { useBookClassMutation, useJoinWaitlistMutation } from '../bookings.api';
import { bookingFailureText } from '../booking-messages';
import { fieldRule, toBookingRequest, type BookingFormValues } from '../booking-form.validation';
import { BookingContactFields } from './booking-contact-fields';
import { useFirstBookingPrompt } from './first-booking-prompt';

/** Classes that have not finished yet, soonest first. */
export function bookableClasses(
  classes: readonly YogaClass[],
  now: Date = new Date(),
): YogaClass[] {
  return classes
    .map((cls) => ({ cls, start: indiaDateTime(cls.date, cls.time)?.getTime() }))
    .filter(
      (x): x is { cls: YogaClass; start: number } =>
        x.start !== undefined && x.start + ROUTINE_MINUTES * 60_000 > now.getTime(),
    )
    .sort((a, b) => a.start - b.start)
    .map((x) => x.cls);
}

/** No place left: booking is refused, the waitlist is offered. */
export function isFull(cls: Pick<YogaClass, 'capacity' | 'booked_count'>): boolean {
  return cls.capacity !== null && cls.booked_count >= cls.capacity;
}

/**
 * "Power Yoga · Wed, 2 Dec 2099, 18:45 IST" (and the waitlist offer when the class is full); in Hindi
 * "Power Yoga · बुध, 2 दिस॰ 2099, शाम 6:45 बजे IST".
 */
export function classOptionLabel(cls: YogaClass, t: LocaleState['t'], locale: Locale): string {
  const label = t('user.booking.classOption', {
    title: cls.title,
    date: formatBookingDate(cls.date, locale),
    time: locale === 'en' ? `${cls.time} IST` : formatTime(cls.time, locale),
  });
  return isFull(cls) ? `${label} · ${t('user.booking.fullLabel')}` : label;
}

/** Links inside a sentence are told apart by more than colour (WCAG 1.4.1). */
const UNDERLINED = { textDecoration: 'underline' } as const;

export function ClassBookingForm() {
  const [form] = Form.useForm<BookingFormValues>();
  const { message } = App.useApp();
  const today = indiaToday();
  const classesQuery = useClassesQuery({ from: today });
  const [bookClass, { isLoading: booking }] = useBookClassMutation();
  const [joinWaitlist, { isLoading: joining }] = useJoinWaitlistMutation();
  const saving = booking || joining;
  const contact = useProfileContact();
  const { afterBooking, prompt } = useFirstBookingPrompt();
  usePrefillContact(form, contact);
  const { entitled, reason } = useEntitlement();
  const blocked = entitled === false;
  const { t, locale } = useLocale();

  const classes = useMemo(() => bookableClasses(classesQuery.data ?? []), [classesQuery.data]);
  const options = classes.map((cls) => ({
    value: cls.id,
    label: classOptionLabel(cls, t, locale),
    cls,
  }));
  const chosenId = Form.useWatch('class_id', form);
  const chosen = classes.find((cls) => cls.id === Number(chosenId));
  const waitlist = chosen !== undefined && isFull(chosen);

  const onClassChange = (id: number) => {
    const chosen = classes.find((cls) => cls.id === id);
    // The class's own slot is the natural preferred date and time; the student may still change them.
    if (chosen) form.setFieldsValue({ preferred_date: chosen.date, preferred_time: chosen.time });
  };

  const onFinish = async (values: BookingFormValues) => {
    try {
      const body = { class_id: Number(values.class_id), ...toBookingRequest(values) };
      if (waitlist) {
        await joinWaitlist(body).unwrap();
        message.success(t('user.booking.waitlistJoined'));
      } else {
        await bookClass(body).unwrap();
        message.success(t('user.booking.classBooked'));
        void afterBooking();
      }
      // Spec: the form resets, except the student's own details.
      form.resetFields();
      if (contact) form.setFieldsValue(contact);
    } catch (error) {
      message.error(bookingFailureText(error, t));
    }
  };

  const rulesOptions = { today, requireClass: true };
  return (
    <Form<BookingFormValues>
      form={form}
      layout="vertical"
      onFinish={onFinish}
      requiredMark="optional"
      aria-label={t('user.booking.classFormLabel')}
    >
      {blocked ? (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          data-testid="booking-blocked"
          title={reason}
          description={
            <Trans
              id="user.booking.needsPlan"
              components={{
                0: <Link to={USER_ROUTES.plans} style={UNDERLINED} />,
                1: <Link to={USER_ROUTES.demobook} style={UNDERLINED} />,
              }}
            />
          }
        />
      ) : null}
      {classesQuery.error ? (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 16 }}
          title={t('user.booking.loadFailed', {
            reason: errorMessage(classesQuery.error) ?? t('user.tryAgain'),
          })}
        />
      ) : null}
      {classesQuery.isSuccess && classes.length === 0 ? (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          title={
            <Trans
              id="user.booking.noClasses"
              components={{ 0: <Link to={USER_ROUTES.demobook} /> }}
            />
          }
        />
      ) : null}
      <Form.Item
        label={t('user.booking.class')}
        name="class_id"
        required
        rules={[fieldRule('class_id', rulesOptions, t)]}
      >
        <Select<number>
          showSearch={SEARCH_BY_LABEL}
          placeholder={
            classesQuery.isLoading
              ? t('user.booking.loadingClasses')
              : t('user.booking.chooseClass')
          }
          loading={classesQuery.isLoading}
          options={options}
          onChange={onClassChange}
          optionRender={(option) => (
            <span>
              {option.data.label}{' '}
              <Tag>{t(`user.booking.classType.${option.data.cls.class_type}`)}</Tag>
            </span>
          )}
        />
      </Form.Item>
      {waitlist ? (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          data-testid="class-full"
          title={t('user.booking.classFull')}
        />
      ) : null}
      <BookingContactFields today={today} requireClass />
      <Button type="primary" htmlType="submit" loading={saving} disabled={blocked}>
        {waitlist ? t('user.booking.joinWaitlist') : t('user.booking.bookClass')}
      </Button>
      {prompt}
    </Form>
  );
}

import { useEffect, useMemo, useState } from 'react';
import { Alert, Button, Form, Modal, Typography } from 'antd';
import { Link, useSearchParams } from 'react-router-dom';
import { errorMessage, useClassesQuery } from '@yoga/api-client';
import {
  addIstDays,
  classHasEnded,
  SCHEDULE_DAYS,
  scheduleWeek,
  USER_ROUTES,
  type BookingStatus,
  type YogaClass,
} from '@yoga/contracts';
import { formatTime, Trans, useLocale, type Locale } from '@yoga/i18n';
import { formatBookingDate, indiaDateTime, indiaToday } from '../../../shared/booking-time';
import { useMyBookingsQuery } from '../../../shared/my-bookings.api';
import { useEntitlement } from '../../../shared/use-entitlement';
import { usePrefillContact, useProfileContact } from '../../../shared/use-profile-contact';
import { useBookClassMutation, useJoinWaitlistMutation } from '../bookings.api';
import { bookingFailureText } from '../booking-messages';
import { toBookingRequest, type BookingFormValues } from '../booking-form.validation';
import { BookingContactFields } from './booking-contact-fields';
import { ClassWeekGrid } from './class-week-grid';
import { useFirstBookingPrompt } from './first-booking-prompt';
import { usePanelApp } from '@yoga/ui';

/** Classes that have not finished yet, soonest first. */
export function bookableClasses(
  classes: readonly YogaClass[],
  now: Date = new Date(),
): YogaClass[] {
  return classes
    .map((cls) => ({ cls, start: indiaDateTime(cls.date, cls.time)?.getTime() }))
    .filter(
      (x): x is { cls: YogaClass; start: number } =>
        x.start !== undefined && !classHasEnded(x.cls, now),
    )
    .sort((a, b) => a.start - b.start)
    .map((x) => x.cls);
}

/** No place left: booking is refused, the waitlist is offered. */
export function isFull(cls: Pick<YogaClass, 'capacity' | 'booked_count'>): boolean {
  return cls.capacity !== null && cls.booked_count >= cls.capacity;
}

/** "Wed, 2 Dec 2099, 6:45 pm IST" / "बुध, 2 दिस॰ 2099, शाम 6:45 बजे IST": when a class starts. */
export function classWhen(cls: Pick<YogaClass, 'date' | 'time'>, locale: Locale): string {
  return `${formatBookingDate(cls.date, locale)}, ${formatTime(cls.time, locale)}`;
}

/** Links inside a sentence are told apart by more than colour (WCAG 1.4.1). */
const UNDERLINED = { textDecoration: 'underline' } as const;

/**
 * Book a Class: the coming week as a timetable (one day at a time on a phone), each class with its
 * instructor and its state (places left, full, booked by the student). A tap on a class asks to confirm
 * with the student's details, then books it, or joins its waitlist when it is full. `?class=<id>` (the
 * public schedule's Book link, after sign-in) opens that class's confirmation.
 */
export function ClassBookingForm() {
  const [form] = Form.useForm<BookingFormValues>();
  const { message } = usePanelApp();
  const { t, locale } = useLocale();
  const today = indiaToday();
  const classesQuery = useClassesQuery({ from: today, to: addIstDays(today, SCHEDULE_DAYS - 1) });
  const mine = useMyBookingsQuery();
  const [bookClass, { isLoading: booking }] = useBookClassMutation();
  const [joinWaitlist, { isLoading: joining }] = useJoinWaitlistMutation();
  const saving = booking || joining;
  const contact = useProfileContact();
  const { afterBooking, prompt } = useFirstBookingPrompt();
  usePrefillContact(form, contact);
  const { entitled, reason } = useEntitlement();
  const blocked = entitled === false;
  const [params, setParams] = useSearchParams();
  const [chosen, setChosen] = useState<YogaClass | null>(null);

  const classes = useMemo(() => bookableClasses(classesQuery.data ?? []), [classesQuery.data]);
  const days = useMemo(() => scheduleWeek(today, classes), [today, classes]);
  const states = useMemo(() => {
    const map = new Map<number, BookingStatus>();
    for (const b of mine.data ?? []) if (b.class_id !== null) map.set(b.class_id, b.status);
    return map;
  }, [mine.data]);
  const waitlist = chosen !== null && isFull(chosen);

  // The public schedule's Book link names a class: open its confirmation once the week is here.
  const wanted = Number(params.get('class'));
  useEffect(() => {
    if (!wanted || !classesQuery.isSuccess || !mine.isSuccess) return;
    const found = classes.find((c) => c.id === wanted);
    if (found && !states.has(found.id) && !blocked) setChosen(found);
    setParams(
      (p) => {
        p.delete('class');
        return p;
      },
      { replace: true },
    );
  }, [wanted, classesQuery.isSuccess, mine.isSuccess, classes, states, blocked, setParams]);

  const close = () => {
    setChosen(null);
    form.setFieldsValue({ notes: '' });
  };

  const onFinish = async (values: BookingFormValues) => {
    if (!chosen) return;
    try {
      const body = {
        class_id: chosen.id,
        ...toBookingRequest({
          ...values,
          preferred_date: chosen.date,
          preferred_time: chosen.time,
        }),
      };
      if (waitlist) {
        await joinWaitlist(body).unwrap();
        message.success(t('user.booking.waitlistJoined'));
      } else {
        await bookClass(body).unwrap();
        message.success(t('user.booking.classBooked'));
        void afterBooking();
      }
      // Spec: the form resets, except the student's own details.
      close();
    } catch (error) {
      message.error(bookingFailureText(error, t));
    }
  };

  return (
    <>
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
      {classesQuery.isLoading ? (
        <Typography.Paragraph role="status">
          {t('user.booking.loadingClasses')}
        </Typography.Paragraph>
      ) : null}
      {classes.length ? (
        <ClassWeekGrid
          days={days}
          today={today}
          states={states}
          disabled={blocked}
          onChoose={setChosen}
        />
      ) : null}
      <Modal
        open={chosen !== null}
        title={t('user.booking.confirmTitle')}
        onCancel={close}
        footer={null}
        // The icon's own label is English ("close"); the button keeps antd's label in the page's language.
        closeIcon={<span aria-hidden="true">✕</span>}
        // The form stays mounted: the student's details are filled in once, from the profile.
        forceRender
      >
        {chosen ? (
          <div data-testid="chosen-class" style={{ marginBottom: 16 }}>
            <Typography.Title level={3} style={{ margin: 0 }} translate="no">
              {chosen.title}
            </Typography.Title>
            <Typography.Text strong>{classWhen(chosen, locale)}</Typography.Text>
            {chosen.instructor ? (
              <div>
                {t('user.booking.instructor')} <span translate="no">{chosen.instructor}</span>
              </div>
            ) : null}
          </div>
        ) : null}
        {waitlist ? (
          <Alert
            type="info"
            showIcon
            style={{ marginBottom: 16 }}
            data-testid="class-full"
            title={t('user.booking.classFull')}
          />
        ) : null}
        <Form<BookingFormValues>
          form={form}
          layout="vertical"
          onFinish={onFinish}
          requiredMark="optional"
          aria-label={t('user.booking.classFormLabel')}
        >
          <BookingContactFields today={today} requireClass={false} askSchedule={false} />
          <div style={{ display: 'flex', gap: 8, justifyContent: 'flex-end', flexWrap: 'wrap' }}>
            <Button onClick={close}>{t('user.booking.notNow')}</Button>
            <Button type="primary" htmlType="submit" loading={saving} disabled={blocked}>
              {waitlist ? t('user.booking.joinWaitlist') : t('user.booking.bookClass')}
            </Button>
          </div>
        </Form>
      </Modal>
      {prompt}
    </>
  );
}

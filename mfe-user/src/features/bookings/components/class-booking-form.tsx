import { useEffect, useMemo, useState } from 'react';
import { Alert, Button, Form, Modal, Typography, type FormInstance } from 'antd';
import { Link, useSearchParams } from 'react-router-dom';
import { errorMessage, useClassesQuery } from '@yoga/api-client';
import {
  addIstDays,
  formatIstTimePair,
  classHasEnded,
  SCHEDULE_DAYS,
  scheduleWeek,
  titleIn,
  USER_ROUTES,
  type BookingStatus,
  type YogaClass,
} from '@yoga/contracts';
import { Trans, useLocale, useTimeZone, type Locale } from '@yoga/i18n';
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

/**
 * "Wed, 2 Dec 2099, 6:45 pm IST" / "बुध, 2 दिस॰ 2099, शाम 6:45 बजे IST": when a class starts (and on her
 * own clock beside it, given her zone abroad).
 */
export function classWhen(
  cls: Pick<YogaClass, 'date' | 'time'>,
  locale: Locale,
  zone: string | null = null,
): string {
  return `${formatBookingDate(cls.date, locale)}, ${formatIstTimePair(cls.date, cls.time, zone, locale)}`;
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
  const { t } = useLocale();
  const today = indiaToday();
  const classesQuery = useClassesQuery({ from: today, to: addIstDays(today, SCHEDULE_DAYS - 1) });
  const mine = useMyBookingsQuery();
  const [bookClass, { isLoading: booking }] = useBookClassMutation();
  const [joinWaitlist, { isLoading: joining }] = useJoinWaitlistMutation();
  const contact = useProfileContact();
  const { afterBooking, prompt } = useFirstBookingPrompt();
  usePrefillContact(form, contact);
  const { entitled, reason } = useEntitlement();
  const blocked = entitled === false;
  const [chosen, setChosen] = useState<YogaClass | null>(null);

  const classes = useMemo(() => bookableClasses(classesQuery.data ?? []), [classesQuery.data]);
  const days = useMemo(() => scheduleWeek(today, classes), [today, classes]);
  const states = useMemo(() => {
    const map = new Map<number, BookingStatus>();
    for (const b of mine.data ?? []) if (b.class_id !== null) map.set(b.class_id, b.status);
    return map;
  }, [mine.data]);
  const waitlist = chosen !== null && isFull(chosen);
  useClassFromLink(classesQuery.isSuccess && mine.isSuccess, classes, states, blocked, setChosen);

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
      <BookingNotices
        blocked={blocked}
        reason={reason}
        loadError={classesQuery.error}
        empty={classesQuery.isSuccess && classes.length === 0}
        loading={classesQuery.isLoading}
      />
      {classes.length ? (
        <ClassWeekGrid
          days={days}
          today={today}
          states={states}
          disabled={blocked}
          onChoose={setChosen}
        />
      ) : null}
      <ConfirmBookingModal
        form={form}
        chosen={chosen}
        waitlist={waitlist}
        saving={booking || joining}
        blocked={blocked}
        today={today}
        onClose={close}
        onFinish={onFinish}
      />
      {prompt}
    </>
  );
}

/**
 * The public schedule's Book link names a class (`?class=<id>`): its confirmation opens once the week and
 * the student's bookings are here (unless she booked it already or may not book), and the parameter goes.
 */
function useClassFromLink(
  ready: boolean,
  classes: readonly YogaClass[],
  states: ReadonlyMap<number, BookingStatus>,
  blocked: boolean,
  choose: (c: YogaClass) => void,
) {
  const [params, setParams] = useSearchParams();
  const wanted = Number(params.get('class'));
  useEffect(() => {
    if (!wanted || !ready) return;
    const found = classes.find((c) => c.id === wanted);
    if (found && !states.has(found.id) && !blocked) choose(found);
    setParams(
      (p) => {
        p.delete('class');
        return p;
      },
      { replace: true },
    );
  }, [wanted, ready, classes, states, blocked, choose, setParams]);
}

/** What stands above the week: may not book (and why), the week did not load, no class, loading. */
function BookingNotices({
  blocked,
  reason,
  loadError,
  empty,
  loading,
}: {
  blocked: boolean;
  reason: string | null | undefined;
  loadError: unknown;
  empty: boolean;
  loading: boolean;
}) {
  const { t } = useLocale();
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
      {loadError ? (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 16 }}
          title={t('user.booking.loadFailed', {
            reason: errorMessage(loadError) ?? t('user.tryAgain'),
          })}
        />
      ) : null}
      {empty ? (
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
      {loading ? (
        <Typography.Paragraph role="status">
          {t('user.booking.loadingClasses')}
        </Typography.Paragraph>
      ) : null}
    </>
  );
}

/** The chosen class and the student's details, to confirm a booking (or a place on the waitlist). */
function ConfirmBookingModal({
  form,
  chosen,
  waitlist,
  saving,
  blocked,
  today,
  onClose,
  onFinish,
}: {
  form: FormInstance<BookingFormValues>;
  chosen: YogaClass | null;
  waitlist: boolean;
  saving: boolean;
  blocked: boolean;
  today: string;
  onClose: () => void;
  onFinish: (values: BookingFormValues) => Promise<void>;
}) {
  const { t, locale } = useLocale();
  const zone = useTimeZone();
  return (
    <Modal
      open={chosen !== null}
      title={t('user.booking.confirmTitle')}
      onCancel={onClose}
      footer={null}
      // The icon's own label is English ("close"); the button keeps antd's label in the page's language.
      closeIcon={<span aria-hidden="true">✕</span>}
      // The form stays mounted: the student's details are filled in once, from the profile.
      forceRender
    >
      {chosen ? (
        <div data-testid="chosen-class" style={{ marginBottom: 16 }}>
          <Typography.Title level={3} style={{ margin: 0 }} translate="no">
            {titleIn(chosen, locale)}
          </Typography.Title>
          <Typography.Text strong>{classWhen(chosen, locale, zone)}</Typography.Text>
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
          <Button onClick={onClose}>{t('user.booking.notNow')}</Button>
          <Button type="primary" htmlType="submit" loading={saving} disabled={blocked}>
            {waitlist ? t('user.booking.joinWaitlist') : t('user.booking.bookClass')}
          </Button>
        </div>
      </Form>
    </Modal>
  );
}

import { useEffect, useMemo, useState } from 'react';
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
import { Trans, useLocale } from '@yoga/i18n';
import { indiaDateTime, indiaToday } from '../../../shared/booking-time';
import { useMyBookingsQuery } from '../../../shared/my-bookings.api';
import { useEntitlement } from '../../../shared/use-entitlement';
import { useBookClassMutation, useJoinWaitlistMutation } from '../bookings.api';
import { bookingFailureText } from '../booking-messages';
import { toBookingRequest, type BookingFormValues } from '../booking-form.validation';
import { ClassWeekGrid } from './class-week-grid';
import { useFirstBookingPrompt } from './first-booking-prompt';
import { deferred, Notice, usePanelApp } from '@yoga/ui';
import plain from '../../../shared/plain.module.css';

/** The confirmation (antd's Modal and Form) loads when a class is first chosen (issue 38). */
const ConfirmBookingModal = deferred(() =>
  import('./confirm-booking-modal').then((m) => m.ConfirmBookingModal),
);

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

export { classWhen } from './class-when';

/** Links inside a sentence are told apart by more than colour (WCAG 1.4.1). */
const UNDERLINED = { textDecoration: 'underline' } as const;

/**
 * Book a Class: the coming week as a timetable (one day at a time on a phone), each class with its
 * instructor and its state (places left, full, booked by the student). A tap on a class asks to confirm
 * with the student's details, then books it, or joins its waitlist when it is full. `?class=<id>` (the
 * public schedule's Book link, after sign-in) opens that class's confirmation.
 */
export function ClassBookingForm() {
  const { message } = usePanelApp();
  const { t } = useLocale();
  const today = indiaToday();
  const classesQuery = useClassesQuery({ from: today, to: addIstDays(today, SCHEDULE_DAYS - 1) });
  const mine = useMyBookingsQuery();
  const [bookClass, { isLoading: booking }] = useBookClassMutation();
  const [joinWaitlist, { isLoading: joining }] = useJoinWaitlistMutation();
  const { afterBooking, prompt } = useFirstBookingPrompt();
  const { entitled, reason } = useEntitlement();
  const blocked = entitled === false;
  const [chosen, setChosen] = useState<YogaClass | null>(null);
  // Mounted from the first choice on, then kept: the student's details are filled in once.
  const [confirmShown, setConfirmShown] = useState(false);
  if (chosen && !confirmShown) setConfirmShown(true);

  const classes = useMemo(() => bookableClasses(classesQuery.data ?? []), [classesQuery.data]);
  const days = useMemo(() => scheduleWeek(today, classes), [today, classes]);
  const states = useMemo(() => {
    const map = new Map<number, BookingStatus>();
    for (const b of mine.data ?? []) if (b.class_id !== null) map.set(b.class_id, b.status);
    return map;
  }, [mine.data]);
  const waitlist = chosen !== null && isFull(chosen);
  useClassFromLink(classesQuery.isSuccess && mine.isSuccess, classes, states, blocked, setChosen);

  const close = () => setChosen(null);

  /** Books (or joins the waitlist); true when it did, so the dialog closes and clears its notes. */
  const onFinish = async (values: BookingFormValues): Promise<boolean> => {
    if (!chosen) return false;
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
      return true;
    } catch (error) {
      message.error(bookingFailureText(error, t));
      return false;
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
      {confirmShown ? (
        <ConfirmBookingModal
          chosen={chosen}
          waitlist={waitlist}
          saving={booking || joining}
          blocked={blocked}
          today={today}
          onClose={close}
          onFinish={onFinish}
        />
      ) : null}
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
        <Notice
          type="warning"
          className={plain.spacedNotice}
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
        <Notice
          type="error"
          className={plain.spacedNotice}
          title={t('user.booking.loadFailed', {
            reason: errorMessage(loadError) ?? t('user.tryAgain'),
          })}
        />
      ) : null}
      {empty ? (
        <Notice
          type="info"
          className={plain.spacedNotice}
          title={
            <Trans
              id="user.booking.noClasses"
              components={{ 0: <Link to={USER_ROUTES.demobook} /> }}
            />
          }
        />
      ) : null}
      {loading ? (
        <p className={plain.paragraph} role="status">
          {t('user.booking.loadingClasses')}
        </p>
      ) : null}
    </>
  );
}

import { titleIn, type Booking, type MyClassAttendance } from '@yoga/contracts';
import { useLocale, useTimePair } from '@yoga/i18n';
import { bookingSchedule, formatBookingDate } from '../../../shared/booking-time';
import { attendanceLabel } from '../attendance';
import { joinableClass } from '../join-window';
import { AddToCalendarButton } from './add-to-calendar-button';
import { CancelBookingButton } from './cancel-booking-button';
import { JoinButton } from './join-button';
import plain from '../../../shared/plain.module.css';
import styles from './booking-list.module.css';

interface BookingListProps {
  bookings: readonly Booking[];
  /** Upcoming class bookings have a Join button; past ones do not. */
  upcoming: boolean;
  now: Date;
  entitled: boolean | undefined;
  blockedReason: string | undefined;
  /** The student's attendance per class id (past bookings show it). */
  attendance?: ReadonlyMap<number, MyClassAttendance>;
}

export function BookingList({
  bookings,
  upcoming,
  now,
  entitled,
  blockedReason,
  attendance,
}: BookingListProps) {
  const { t, locale } = useLocale();
  const { classTime } = useTimePair();
  return (
    <ul className={styles.list}>
      {bookings.map((booking) => {
        const { date, time } = bookingSchedule(booking);
        const waitlisted = booking.status === 'waitlisted';
        // A waitlist entry has no place yet: no join link until it becomes a booking.
        const joinable = upcoming && !waitlisted ? joinableClass(booking) : null;
        const attended =
          booking.class_id === null ? null : attendanceLabel(attendance?.get(booking.class_id), t);
        return (
          <li key={booking.id} className={styles.item} data-testid="booking-item">
            <div className={plain.cardSmall}>
              <div className={`${plain.row} ${styles.row}`}>
                <div>
                  <span className={`${plain.strong} ${styles.title}`}>
                    {(booking.class && titleIn(booking.class, locale)) ??
                      t(
                        booking.type === 'demo'
                          ? 'user.bookings.demoTitle'
                          : 'user.bookings.classTitle',
                      )}
                  </span>{' '}
                  <span className={plain.tag}>
                    {t(
                      booking.type === 'demo' ? 'user.bookings.demoTag' : 'user.bookings.classTag',
                    )}
                  </span>
                  {waitlisted ? (
                    <span className={`${plain.tag} ${plain.gold}`}>
                      {t('user.bookings.waitlisted')}
                    </span>
                  ) : null}
                  {attended ? (
                    <span className={`${plain.tag} ${attended.attended ? plain.green : ''}`}>
                      {attended.text}
                    </span>
                  ) : null}
                  <div>
                    <time dateTime={`${date}T${time}`}>
                      {formatBookingDate(date, locale)} · {classTime(date, time)}
                    </time>
                  </div>
                  {booking.class?.instructor ? (
                    <div>
                      {t('user.booking.instructor')}{' '}
                      <span translate="no">{booking.class.instructor}</span>
                    </div>
                  ) : null}
                </div>
                <div className={plain.actions}>
                  <AddToCalendarButton booking={booking} />
                  {joinable ? (
                    <JoinButton
                      classId={joinable.id}
                      date={joinable.date}
                      time={joinable.time}
                      now={now}
                      entitled={entitled}
                      blockedReason={blockedReason}
                    />
                  ) : null}
                  {upcoming && !joinable && !waitlisted ? (
                    <span className={plain.muted}>{t('user.bookings.linkLater')}</span>
                  ) : null}
                  {waitlisted && upcoming ? (
                    <span className={plain.muted}>{t('user.bookings.waitlistHint')}</span>
                  ) : null}
                  {upcoming ? <CancelBookingButton booking={booking} now={now} /> : null}
                </div>
              </div>
            </div>
          </li>
        );
      })}
    </ul>
  );
}

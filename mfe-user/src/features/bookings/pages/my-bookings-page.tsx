import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { errorMessage } from '@yoga/api-client';
import { USER_ROUTES } from '@yoga/contracts';
import { useCatalog, useLocale } from '@yoga/i18n';
import { Notice, PageSpinner } from '@yoga/ui';
import { splitBookings } from '../../../shared/booking-time';
import plain from '../../../shared/plain.module.css';
import { useMyAttendanceQuery, useMyBookingsQuery } from '../../../shared/my-bookings.api';
import { useEntitlement } from '../../../shared/use-entitlement';
import { BookingList } from '../components/booking-list';
import { useNow } from '../use-now';
import { bookingsCatalog } from '../i18n';

export default function MyBookingsPage() {
  useCatalog(bookingsCatalog);
  // Fetched again on every visit: bookings change elsewhere (another device, the studio), and a
  // session ended elsewhere (revoked, account blocked) is noticed here rather than on a stale list.
  const { data, error, isLoading, refetch } = useMyBookingsQuery(undefined, {
    refetchOnMountOrArgChange: true,
  });
  const now = useNow();
  const { t } = useLocale();
  // Re-split as time passes, so a class that ends moves to Past without a reload.
  const { upcoming, past } = useMemo(() => splitBookings(data ?? [], now), [data, now]);
  const { entitled, reason } = useEntitlement();
  const attended = useMyAttendanceQuery(undefined, { refetchOnMountOrArgChange: true }).data;
  const attendance = useMemo(
    () => new Map((attended ?? []).map((a) => [a.class_id, a] as const)),
    [attended],
  );
  const listProps = { now, entitled, blockedReason: reason };

  return (
    // Plain elements for the frame (issue 38: every student page within 250 KB of JavaScript).
    <div className={plain.card}>
      <h1 className={`${plain.title} ${plain.spaced}`}>{t('user.bookings.title')}</h1>
      {isLoading ? <PageSpinner /> : null}
      {error ? (
        <Notice
          type="error"
          title={t('user.bookings.loadFailed', {
            reason: errorMessage(error) ?? t('user.tryAgain'),
          })}
          action={
            <button type="button" className={plain.button} onClick={() => void refetch()}>
              {t('user.retry')}
            </button>
          }
        />
      ) : null}
      {data && data.length === 0 ? (
        <div className={plain.empty}>
          <p className={plain.text}>{t('user.bookings.empty')}</p>
          <Link to={USER_ROUTES.classbook}>{t('user.bookAClass')}</Link>
        </div>
      ) : null}
      {upcoming.length > 0 ? (
        <section aria-labelledby="upcoming-heading">
          <h2 className={plain.heading} id="upcoming-heading">
            {t('user.bookings.upcoming')}
          </h2>
          <BookingList bookings={upcoming} upcoming {...listProps} />
        </section>
      ) : null}
      {past.length > 0 ? (
        <section aria-labelledby="past-heading" style={{ marginTop: 24 }}>
          <h2 className={plain.heading} id="past-heading">
            {t('user.bookings.past')}
          </h2>
          <BookingList bookings={past} upcoming={false} attendance={attendance} {...listProps} />
        </section>
      ) : null}
    </div>
  );
}

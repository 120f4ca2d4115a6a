import { useMemo } from 'react';
import { Alert, Button, Card, Empty, Skeleton, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { errorMessage } from '@yoga/api-client';
import { USER_ROUTES } from '@yoga/contracts';
import { useCatalog, useLocale } from '@yoga/i18n';
import { splitBookings } from '../../../shared/booking-time';
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
    <Card>
      <Typography.Title level={1} style={{ marginTop: 0 }}>
        {t('user.bookings.title')}
      </Typography.Title>
      {isLoading ? <Skeleton active /> : null}
      {error ? (
        <Alert
          type="error"
          showIcon
          title={t('user.bookings.loadFailed', {
            reason: errorMessage(error) ?? t('user.tryAgain'),
          })}
          action={<Button onClick={() => refetch()}>{t('user.retry')}</Button>}
        />
      ) : null}
      {data && data.length === 0 ? (
        <Empty description={t('user.bookings.empty')}>
          <Link to={USER_ROUTES.classbook}>{t('user.bookAClass')}</Link>
        </Empty>
      ) : null}
      {upcoming.length > 0 ? (
        <section aria-labelledby="upcoming-heading">
          <Typography.Title level={2} id="upcoming-heading">
            {t('user.bookings.upcoming')}
          </Typography.Title>
          <BookingList bookings={upcoming} upcoming {...listProps} />
        </section>
      ) : null}
      {past.length > 0 ? (
        <section aria-labelledby="past-heading" style={{ marginTop: 24 }}>
          <Typography.Title level={2} id="past-heading">
            {t('user.bookings.past')}
          </Typography.Title>
          <BookingList bookings={past} upcoming={false} attendance={attendance} {...listProps} />
        </section>
      ) : null}
    </Card>
  );
}

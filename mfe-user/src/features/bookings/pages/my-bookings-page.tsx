import { useMemo } from 'react';
import { Alert, Button, Card, Empty, Skeleton, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { errorMessage } from '@yoga/api-client';
import { USER_ROUTES } from '@yoga/contracts';
import { splitBookings } from '../../../shared/booking-time';
import { useMyBookingsQuery } from '../../../shared/my-bookings.api';
import { BookingList } from '../components/booking-list';

export default function MyBookingsPage() {
  // Fetched again on every visit: bookings change elsewhere (another device, the studio), and a
  // session ended elsewhere (revoked, account blocked) is noticed here rather than on a stale list.
  const { data, error, isLoading, refetch } = useMyBookingsQuery(undefined, {
    refetchOnMountOrArgChange: true,
  });
  const { upcoming, past } = useMemo(() => splitBookings(data ?? []), [data]);

  return (
    <Card>
      <Typography.Title level={1} style={{ marginTop: 0 }}>
        My Bookings
      </Typography.Title>
      {isLoading ? <Skeleton active /> : null}
      {error ? (
        <Alert
          type="error"
          showIcon
          title={`Could not load your bookings. ${errorMessage(error) ?? 'Please try again.'}`}
          action={<Button onClick={() => refetch()}>Retry</Button>}
        />
      ) : null}
      {data && data.length === 0 ? (
        <Empty description="No bookings yet">
          <Link to={USER_ROUTES.classbook}>Book a class</Link>
        </Empty>
      ) : null}
      {upcoming.length > 0 ? (
        <section aria-labelledby="upcoming-heading">
          <Typography.Title level={2} id="upcoming-heading">
            Upcoming
          </Typography.Title>
          <BookingList bookings={upcoming} upcoming />
        </section>
      ) : null}
      {past.length > 0 ? (
        <section aria-labelledby="past-heading" style={{ marginTop: 24 }}>
          <Typography.Title level={2} id="past-heading">
            Past
          </Typography.Title>
          <BookingList bookings={past} upcoming={false} />
        </section>
      ) : null}
    </Card>
  );
}

import { useMemo } from 'react';
import { useSelector } from 'react-redux';
import { Alert, Flex, Typography } from 'antd';
import { errorMessage, useMeQuery, useReferralStatsQuery } from '@yoga/api-client';
import { selectCurrentUser } from '@yoga/auth';
import { trialDaysLeft } from '@yoga/contracts';
import { ReferralCard, StatCircles } from '@yoga/ui';
import { splitBookings } from '../../../shared/booking-time';
import { useMyBookingsQuery } from '../../../shared/my-bookings.api';
import styles from './dashboard-page.module.css';

/** The student's own numbers only: never the site-wide admin stats. */
export default function DashboardPage() {
  const user = useSelector(selectCurrentUser);
  const userId = user?.id ?? 0;
  const me = useMeQuery();
  const bookings = useMyBookingsQuery();
  const referrals = useReferralStatsQuery(userId, { skip: !user });
  const split = useMemo(
    () => (bookings.data ? splitBookings(bookings.data) : undefined),
    [bookings.data],
  );

  const name = me.data?.name ?? user?.name ?? '';
  const trialLeft = me.data ? trialDaysLeft(me.data.created_at) : undefined;
  const loadError = me.error ?? bookings.error;

  return (
    <Flex vertical gap={24}>
      <Typography.Title level={1} style={{ margin: 0 }}>
        Welcome, {name}
      </Typography.Title>
      {loadError ? (
        <Alert
          type="error"
          showIcon
          title={`Some of your numbers could not be loaded. ${errorMessage(loadError) ?? ''}`}
        />
      ) : null}
      <section className={styles.panel}>
        <StatCircles
          label="Your numbers"
          items={[
            { key: 'upcoming', label: 'Upcoming bookings', value: split?.upcoming.length },
            { key: 'attended', label: 'Classes attended so far', value: split?.past.length },
            { key: 'trial', label: 'Days left in your free trial', value: trialLeft },
            { key: 'referrals', label: 'Referrals made', value: referrals.data?.referral_count },
          ]}
        />
      </section>
      {user ? <ReferralCard userId={user.id} /> : null}
    </Flex>
  );
}

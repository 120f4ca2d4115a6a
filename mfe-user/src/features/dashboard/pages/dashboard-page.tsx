import { useMemo } from 'react';
import { useSelector } from 'react-redux';
import { Alert, Flex, Typography } from 'antd';
import { errorMessage, useMeQuery, useReferralStatsQuery } from '@yoga/api-client';
import { selectCurrentUser } from '@yoga/auth';
import { useLocale } from '@yoga/i18n';
import { ReferralCard, StatCircles } from '@yoga/ui';
import { splitBookings } from '../../../shared/booking-time';
import { daysLeftLabel } from '../../../shared/membership';
import { useMySubscriptionQuery } from '../../../shared/membership.api';
import { useMyBookingsQuery } from '../../../shared/my-bookings.api';
import styles from './dashboard-page.module.css';

/** The student's own numbers only: never the site-wide admin stats. */
export default function DashboardPage() {
  const user = useSelector(selectCurrentUser);
  const { t } = useLocale();
  const userId = user?.id ?? 0;
  const me = useMeQuery();
  const bookings = useMyBookingsQuery();
  // Days left and classes attended come from the membership (real attendance records, first joins).
  const membership = useMySubscriptionQuery();
  const referrals = useReferralStatsQuery(userId, { skip: !user });
  const split = useMemo(
    () => (bookings.data ? splitBookings(bookings.data) : undefined),
    [bookings.data],
  );

  const name = me.data?.name ?? user?.name ?? '';
  const loadError = me.error ?? bookings.error ?? membership.error;

  return (
    <Flex vertical gap={24}>
      <Typography.Title level={1} style={{ margin: 0 }}>
        {t('user.dashboard.welcome', { name })}
      </Typography.Title>
      {loadError ? (
        <Alert
          type="error"
          showIcon
          title={t('user.dashboard.loadFailed', { reason: errorMessage(loadError) ?? '' })}
        />
      ) : null}
      <section className={styles.panel}>
        <StatCircles
          label={t('user.dashboard.numbers')}
          items={[
            { key: 'upcoming', label: t('user.dashboard.upcoming'), value: split?.upcoming.length },
            {
              key: 'attended',
              label: t('user.dashboard.attended'),
              value: membership.data?.classes_attended,
            },
            {
              key: 'trial',
              label: t(daysLeftLabel(membership.data)),
              value: membership.data?.days_left,
            },
            {
              key: 'referrals',
              label: t('user.dashboard.referrals'),
              value: referrals.data?.referral_count,
            },
          ]}
        />
      </section>
      {user ? <ReferralCard userId={user.id} /> : null}
    </Flex>
  );
}

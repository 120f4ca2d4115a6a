import { useMemo } from 'react';
import { useSelector } from 'react-redux';
import { errorMessage, useMeQuery, useReferralStatsQuery } from '@yoga/api-client';
import { selectCurrentUser } from '@yoga/auth';
import { useLocale } from '@yoga/i18n';
import { Notice, ReferralCard, StatCircles } from '@yoga/ui';
import { splitBookings } from '../../../shared/booking-time';
import { daysLeftLabel } from '../../../shared/membership';
import { useMySubscriptionQuery } from '../../../shared/membership.api';
import { useMyBookingsQuery } from '../../../shared/my-bookings.api';
import { PracticeSection } from '../components/practice-section';
import { FirstClassCard } from '../components/first-class-card';
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
  // A student with no booking yet first sees how to book and join, then their numbers.
  const firstTime = bookings.data !== undefined && bookings.data.length === 0;
  const loadError = me.error ?? bookings.error ?? membership.error;

  return (
    // Plain elements for the frame of the first screen (antd's Typography brings its editing and
    // ellipsis machinery along): the dashboard is the first thing a student downloads.
    <div className={styles.page}>
      <h1 className={styles.title}>{t('user.dashboard.welcome', { name })}</h1>
      {loadError ? (
        <Notice
          type="error"
          title={t('user.dashboard.loadFailed', { reason: errorMessage(loadError) ?? '' })}
        />
      ) : null}
      {firstTime ? <FirstClassCard /> : null}
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
      <section className={styles.panel}>
        <PracticeSection since={me.data?.created_at} />
      </section>
      {user ? <ReferralCard userId={user.id} /> : null}
    </div>
  );
}

import { useSelector } from 'react-redux';
import { Link } from 'react-router-dom';
import { ADMIN_ROUTES } from '@yoga/contracts';
import { selectCurrentUser } from '@yoga/auth';
import { Notice, PageSpinner, StatCircles } from '@yoga/ui';
import { useLocale, useCatalog } from '@yoga/i18n';
import { DemoRequestsAlert } from '../../../components/demo-requests-alert';
import { QueryError } from '../../../components/query-error';
import { BusinessNumbers } from '../components/business-numbers';
import { useAdminStatsQuery, useMessageSetupQuery, useReferralTotalsQuery } from '../dashboard.api';
import { statCircles } from '../stat-circles';
import { dashboardCatalog } from '../i18n';
import styles from './dashboard-page.module.css';

/**
 * The business's referral info (spec: the dashboard's "referral info"): how many students joined with a
 * friend's code, and the way to the referrers. Not the admin's own code: the owner does not refer herself.
 */
function ReferralInfo() {
  const { t } = useLocale();
  const { data } = useReferralTotalsQuery();
  return (
    <section className={styles.referrals} aria-labelledby="referral-info-heading">
      <h2 id="referral-info-heading" className={styles.heading}>
        {t('admin.dashboard.referralInfo')}
      </h2>
      {data && (
        <p data-testid="referral-totals">
          {t('admin.dashboard.referralTotals', {
            referred: data.referred,
            referrers: data.referrers,
          })}
        </p>
      )}
      <Link to={ADMIN_ROUTES.refferal}>{t('admin.dashboard.referralLink')}</Link>
    </section>
  );
}

export default function DashboardPage() {
  useCatalog(dashboardCatalog);
  const { t } = useLocale();
  const user = useSelector(selectCurrentUser);
  const { data, error, isLoading, refetch } = useAdminStatsQuery(undefined, {
    refetchOnMountOrArgChange: true,
  });
  return (
    <>
      {/* Plain elements rather than antd's Typography (its editing and ellipsis parts): the dashboard
          is the admin's first screen. */}
      <h1 className={styles.title}>{t('admin.dashboard.welcome', { name: user?.name ?? '' })}</h1>
      <DemoRequestsAlert />
      <WhatsappSetupTask />
      <QueryError error={error} onRetry={refetch} />
      {isLoading ? (
        <PageSpinner />
      ) : (
        data && (
          <div style={{ marginBottom: 24 }}>
            <StatCircles label={t('admin.dashboard.statistics')} items={statCircles(data)} />
          </div>
        )
      )}
      <BusinessNumbers />
      <ReferralInfo />
      <p className={styles.links}>
        <Link to={ADMIN_ROUTES.price}>{t('admin.dashboard.viewPackages')}</Link>
        {' · '}
        <Link to={ADMIN_ROUTES.profile}>{t('admin.dashboard.profileLink')}</Link>
      </p>
    </>
  );
}

/**
 * A task for the owner while no WhatsApp provider is set up (issue 38): students are offered email reminders
 * only, and nothing goes out on WhatsApp until it is.
 */
function WhatsappSetupTask() {
  const { t } = useLocale();
  const { data } = useMessageSetupQuery();
  if (!data || data.whatsapp) return null;
  return (
    <Notice
      type="warning"
      role="status"
      style={{ marginBottom: 16 }}
      data-testid="task-whatsapp"
      title={t('admin.dashboard.task.whatsapp')}
    />
  );
}

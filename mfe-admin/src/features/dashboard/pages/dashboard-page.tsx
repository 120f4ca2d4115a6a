import { useSelector } from 'react-redux';
import { Link } from 'react-router-dom';
import { ADMIN_ROUTES } from '@yoga/contracts';
import { selectCurrentUser } from '@yoga/auth';
import { PageSpinner, ReferralCard, StatCircles } from '@yoga/ui';
import { useLocale, useCatalog } from '@yoga/i18n';
import { DemoRequestsAlert } from '../../../components/demo-requests-alert';
import { QueryError } from '../../../components/query-error';
import { BusinessNumbers } from '../components/business-numbers';
import { useAdminStatsQuery } from '../dashboard.api';
import { statCircles } from '../stat-circles';
import { dashboardCatalog } from '../i18n';
import styles from './dashboard-page.module.css';

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
      {user ? <ReferralCard userId={user.id} /> : null}
      <p className={styles.links}>
        <Link to={ADMIN_ROUTES.price}>{t('admin.dashboard.viewPackages')}</Link>
        {' · '}
        <Link to={ADMIN_ROUTES.profile}>{t('admin.dashboard.profileLink')}</Link>
      </p>
    </>
  );
}

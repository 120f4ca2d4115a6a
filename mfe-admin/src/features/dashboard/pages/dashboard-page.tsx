import { Typography } from 'antd';
import { useSelector } from 'react-redux';
import { Link } from 'react-router-dom';
import { ADMIN_ROUTES } from '@yoga/contracts';
import { selectCurrentUser } from '@yoga/auth';
import { PageSpinner, ReferralCard, StatCircles } from '@yoga/ui';
import { useLocale, useCatalog } from '@yoga/i18n';
import { QueryError } from '../../../components/query-error';
import { BusinessNumbers } from '../components/business-numbers';
import { useAdminStatsQuery } from '../dashboard.api';
import { statCircles } from '../stat-circles';
import { dashboardCatalog } from '../i18n';

export default function DashboardPage() {
  useCatalog(dashboardCatalog);
  const { t } = useLocale();
  const user = useSelector(selectCurrentUser);
  const { data, error, isLoading, refetch } = useAdminStatsQuery(undefined, {
    refetchOnMountOrArgChange: true,
  });
  return (
    <>
      <Typography.Title level={1} style={{ fontSize: 28 }}>
        {t('admin.dashboard.welcome', { name: user?.name ?? '' })}
      </Typography.Title>
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
      <Typography.Paragraph style={{ marginTop: 16 }}>
        <Link to={ADMIN_ROUTES.price}>{t('admin.dashboard.viewPackages')}</Link>
        {' · '}
        <Link to={ADMIN_ROUTES.profile}>{t('admin.dashboard.profileLink')}</Link>
      </Typography.Paragraph>
    </>
  );
}

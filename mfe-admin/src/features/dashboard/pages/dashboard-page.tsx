import { Typography } from 'antd';
import { useSelector } from 'react-redux';
import { Link } from 'react-router-dom';
import { ADMIN_ROUTES } from '@yoga/contracts';
import { selectCurrentUser } from '@yoga/auth';
import { PageSpinner, ReferralCard, StatCircles } from '@yoga/ui';
import { QueryError } from '../../../components/query-error';
import { BusinessNumbers } from '../components/business-numbers';
import { useAdminStatsQuery } from '../dashboard.api';
import { statCircles } from '../stat-circles';

export default function DashboardPage() {
  const user = useSelector(selectCurrentUser);
  const { data, error, isLoading, refetch } = useAdminStatsQuery(undefined, {
    refetchOnMountOrArgChange: true,
  });
  return (
    <>
      <Typography.Title level={1} style={{ fontSize: 28 }}>
        Welcome, {user?.name}
      </Typography.Title>
      <QueryError error={error} onRetry={refetch} />
      {isLoading ? (
        <PageSpinner />
      ) : (
        data && (
          <div style={{ marginBottom: 24 }}>
            <StatCircles label="Statistics" items={statCircles(data)} />
          </div>
        )
      )}
      <BusinessNumbers />
      {user ? <ReferralCard userId={user.id} /> : null}
      <Typography.Paragraph style={{ marginTop: 16 }}>
        <Link to={ADMIN_ROUTES.price}>View subscription packages</Link>
        {' · '}
        <Link to={ADMIN_ROUTES.profile}>My profile and password</Link>
      </Typography.Paragraph>
    </>
  );
}

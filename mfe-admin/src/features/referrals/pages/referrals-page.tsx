import { Table, Typography } from 'antd';
import type { TableProps } from 'antd';
import { useSelector } from 'react-redux';
import type { ReferralRow } from '@yoga/contracts';
import { selectCurrentUser } from '@yoga/auth';
import { ReferralCard } from '@yoga/ui';
import { QueryError } from '../../../components/query-error';
import { useReferrersQuery } from '../referrals.api';
import { sortReferrers } from '../sort-referrers';

const columns: TableProps<ReferralRow>['columns'] = [
  { title: 'Name', dataIndex: 'name', key: 'name' },
  { title: 'Referral code', dataIndex: 'referral_code', key: 'referral_code' },
  { title: 'Referrals', dataIndex: 'referral_count', key: 'referral_count', align: 'right' },
];

export default function ReferralsPage() {
  const user = useSelector(selectCurrentUser);
  const { data, error, isFetching, refetch } = useReferrersQuery(undefined, {
    refetchOnMountOrArgChange: true,
  });
  return (
    <>
      <Typography.Title level={1} style={{ fontSize: 28 }}>
        Manage Refferal
      </Typography.Title>
      {user ? <ReferralCard userId={user.id} /> : null}
      <Typography.Title level={2} style={{ fontSize: 20, marginTop: 24 }}>
        Referrers
      </Typography.Title>
      <QueryError error={error} onRetry={refetch} />
      <Table<ReferralRow>
        rowKey="user_id"
        size="middle"
        columns={columns}
        dataSource={sortReferrers(data ?? [])}
        loading={isFetching}
        pagination={{ pageSize: 20, hideOnSinglePage: true }}
      />
    </>
  );
}

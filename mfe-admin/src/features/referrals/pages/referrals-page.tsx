import { Table, Typography } from 'antd';
import type { TableProps } from 'antd';
import { useSelector } from 'react-redux';
import type { ReferralRow } from '@yoga/contracts';
import { selectCurrentUser } from '@yoga/auth';
import { useLocale, useCatalog } from '@yoga/i18n';
import { ReferralCard } from '@yoga/ui';
import { Verbatim } from '../../../components/verbatim';
import { QueryError } from '../../../components/query-error';
import { useReferrersQuery } from '../referrals.api';
import { sortReferrers } from '../sort-referrers';
import { referralsCatalog } from '../i18n';

export default function ReferralsPage() {
  useCatalog(referralsCatalog);
  const { t } = useLocale();
  const columns: TableProps<ReferralRow>['columns'] = [
    { title: t('admin.common.name'), dataIndex: 'name', key: 'name' },
    {
      title: t('admin.common.referralCode'),
      dataIndex: 'referral_code',
      key: 'referral_code',
      render: (code: string) => <Verbatim>{code}</Verbatim>,
    },
    {
      title: t('admin.referrals.count'),
      dataIndex: 'referral_count',
      key: 'referral_count',
      align: 'right',
    },
  ];
  const user = useSelector(selectCurrentUser);
  const { data, error, isFetching, refetch } = useReferrersQuery(undefined, {
    refetchOnMountOrArgChange: true,
  });
  return (
    <>
      <Typography.Title level={1} style={{ fontSize: 28 }}>
        {t('admin.referrals.title')}
      </Typography.Title>
      {user ? <ReferralCard userId={user.id} /> : null}
      <Typography.Title level={2} style={{ fontSize: 20, marginTop: 24 }}>
        {t('admin.referrals.referrers')}
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

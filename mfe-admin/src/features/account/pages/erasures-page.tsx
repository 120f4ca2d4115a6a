import { useState } from 'react';
import { Table, Typography } from 'antd';
import type { TableProps } from 'antd';
import { Link } from 'react-router-dom';
import {
  ADMIN_ROUTES,
  formatIstDateTime,
  PAGE_LIMIT_MAX,
  ROLE_LABELS,
  type ErasureRow,
} from '@yoga/contracts';
import { QueryError } from '../../../components/query-error';
import { useErasuresQuery } from '../account.api';

const columns: TableProps<ErasureRow>['columns'] = [
  {
    title: 'Deleted',
    dataIndex: 'erased_at',
    key: 'erased_at',
    render: (value: string) => formatIstDateTime(value),
  },
  { title: 'Former user id', dataIndex: 'user_id', key: 'user_id' },
  {
    title: 'Role',
    dataIndex: 'role',
    key: 'role',
    render: (role: ErasureRow['role']) => ROLE_LABELS[role] ?? role,
  },
  {
    title: 'Confirmed with',
    dataIndex: 'confirmed_by',
    key: 'confirmed_by',
    render: (by: ErasureRow['confirmed_by']) => (by === 'code' ? 'One-time code' : 'Password'),
  },
  {
    title: 'What was erased',
    dataIndex: 'summary',
    key: 'summary',
    render: (lines: string[]) => (
      <ul style={{ margin: 0, paddingInlineStart: 18 }}>
        {lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    ),
  },
];

/** GET /api/admin/erasures: accounts their owners deleted (DPDP), newest first; no personal data. */
export default function ErasuresPage() {
  const [page, setPage] = useState(1);
  const { data, error, isFetching, refetch } = useErasuresQuery(page, {
    refetchOnMountOrArgChange: true,
  });
  return (
    <>
      <Typography.Title level={1} style={{ fontSize: 28 }}>
        Deleted accounts
      </Typography.Title>
      <Typography.Paragraph>
        Accounts their owners deleted from their profile. The person&apos;s details are gone; this
        log keeps when it happened and what each part of the site erased.{' '}
        <Link to={ADMIN_ROUTES.users}>Back to users</Link>
      </Typography.Paragraph>
      <QueryError error={error} onRetry={refetch} />
      <Table<ErasureRow>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={data?.items ?? []}
        loading={isFetching}
        locale={{ emptyText: 'No account has been deleted.' }}
        pagination={{
          current: page,
          pageSize: PAGE_LIMIT_MAX,
          total: data?.total ?? 0,
          hideOnSinglePage: true,
          showSizeChanger: false,
          onChange: setPage,
        }}
        scroll={{ x: 'max-content' }}
      />
    </>
  );
}

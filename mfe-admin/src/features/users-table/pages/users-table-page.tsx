import { useEffect, useRef, useState } from 'react';
import { Table, Tag, Typography } from 'antd';
import type { TableProps } from 'antd';
import { Link } from 'react-router-dom';
import { ADMIN_ROUTES, LAYOUT, PAGE_LIMIT_MAX, type AdminUserRow } from '@yoga/contracts';
import { useAdminFormats } from '../../../components/use-admin-formats';
import { roleColumn } from '../../../components/user-columns';
import { QueryError } from '../../../components/query-error';
import { useAdminUsersQuery } from '../users-table.api';
import { TAG_COLORS } from '../../../components/tag-colors';
import { lastSignIn } from '../../../components/last-sign-in';
import { useCatalog } from '@yoga/i18n';
import { usersTableCatalog } from '../i18n';

/** Read-only list: at most 600 px tall with the header kept in view while scrolling. */
export default function UsersTablePage() {
  useCatalog(usersTableCatalog);
  const { t, formatDate } = useAdminFormats();
  const columns: TableProps<AdminUserRow>['columns'] = [
    { title: t('admin.usersTable.id'), dataIndex: 'id', key: 'id', width: 70 },
    { title: t('admin.common.name'), dataIndex: 'name', key: 'name' },
    { title: t('admin.common.email'), dataIndex: 'email', key: 'email' },
    { title: t('admin.usersTable.number'), dataIndex: 'number', key: 'number' },
    roleColumn(t),
    {
      title: t('admin.common.status'),
      dataIndex: 'status',
      key: 'status',
      render: (status: AdminUserRow['status']) => (
        <Tag color={status === 'Active' ? TAG_COLORS.active : TAG_COLORS.blocked}>
          {t(`admin.userStatus.${status}`)}
        </Tag>
      ),
    },
    {
      title: t('admin.usersTable.joined'),
      dataIndex: 'created_at',
      key: 'created_at',
      render: (value: string) => formatDate(value),
    },
    {
      title: t('admin.common.lastSignIn'),
      dataIndex: 'last_login_at',
      key: 'last_login_at',
      render: (value: string | null) => lastSignIn(value),
    },
  ];
  const [page, setPage] = useState(1);
  const { data, error, isFetching, refetch } = useAdminUsersQuery(page, {
    refetchOnMountOrArgChange: true,
  });
  // The table scrolls inside its own region: keyboard users must be able to focus it to scroll.
  const wrapper = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const body = wrapper.current?.querySelector<HTMLElement>('.ant-table-body');
    if (!body) return;
    body.tabIndex = 0;
    body.setAttribute('role', 'region');
    body.setAttribute('aria-label', t('admin.usersTable.region'));
  }, [data, t]);
  return (
    <>
      <Typography.Title level={1} style={{ fontSize: 28 }}>
        {t('admin.usersTable.title')}
      </Typography.Title>
      <Typography.Paragraph>
        <Link to={ADMIN_ROUTES.erasures}>{t('admin.usersTable.erasureLink')}</Link>
      </Typography.Paragraph>
      <QueryError error={error} onRetry={refetch} />
      <div ref={wrapper}>
        <Table<AdminUserRow>
          rowKey="id"
          size="middle"
          columns={columns}
          dataSource={data?.items ?? []}
          loading={isFetching}
          pagination={{
            current: page,
            pageSize: PAGE_LIMIT_MAX,
            total: data?.total ?? 0,
            hideOnSinglePage: true,
            showSizeChanger: false,
            onChange: setPage,
          }}
          sticky
          scroll={{ y: LAYOUT.usersTableMaxHeightPx, x: 'max-content' }}
        />
      </div>
    </>
  );
}

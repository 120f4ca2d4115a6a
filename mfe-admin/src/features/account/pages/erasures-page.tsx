import { useState } from 'react';
import { Table, Typography } from 'antd';
import type { TableProps } from 'antd';
import { Link } from 'react-router-dom';
import { ADMIN_ROUTES, PAGE_LIMIT_MAX, type ErasureRow } from '@yoga/contracts';
import { useLocale, type LocaleState, useCatalog } from '@yoga/i18n';
import { formatPanelDateTime } from '../../../components/use-admin-formats';
import { roleColumn } from '../../../components/user-columns';
import { QueryError } from '../../../components/query-error';
import { useErasuresQuery } from '../account.api';
import { accountCatalog } from '../i18n';

const columns = ({ t, locale }: LocaleState): TableProps<ErasureRow>['columns'] => [
  {
    title: t('admin.erasures.deletedAt'),
    dataIndex: 'erased_at',
    key: 'erased_at',
    render: (value: string) => formatPanelDateTime(value, locale),
  },
  { title: t('admin.erasures.formerId'), dataIndex: 'user_id', key: 'user_id' },
  roleColumn(t),
  {
    title: t('admin.erasures.confirmedWith'),
    dataIndex: 'confirmed_by',
    key: 'confirmed_by',
    render: (by: ErasureRow['confirmed_by']) =>
      t(by === 'code' ? 'admin.erasures.code' : 'admin.erasures.password'),
  },
  {
    title: t('admin.erasures.summary'),
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
  useCatalog(accountCatalog);
  const locale = useLocale();
  const { t } = locale;
  const [page, setPage] = useState(1);
  const { data, error, isFetching, refetch } = useErasuresQuery(page, {
    refetchOnMountOrArgChange: true,
  });
  return (
    <>
      <Typography.Title level={1} style={{ fontSize: 28 }}>
        {t('admin.erasures.title')}
      </Typography.Title>
      <Typography.Paragraph>
        {t('admin.erasures.intro')} <Link to={ADMIN_ROUTES.users}>{t('admin.erasures.back')}</Link>
      </Typography.Paragraph>
      <QueryError error={error} onRetry={refetch} />
      <Table<ErasureRow>
        rowKey="id"
        size="middle"
        columns={columns(locale)}
        dataSource={data?.items ?? []}
        loading={isFetching}
        locale={{ emptyText: t('admin.erasures.empty') }}
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

import { useState } from 'react';
import { Typography } from 'antd';
import { PAGE_LIMIT_MAX } from '@yoga/contracts';
import { useLocale, useCatalog } from '@yoga/i18n';
import { QueryError } from '../../../components/query-error';
import { useDebouncedValue } from '../../../components/use-debounced-value';
import { AddUserForm } from '../components/add-user-form';
import { ManagedUsersTable } from '../components/managed-users-table';
import { UserFilters } from '../components/user-filters';
import { filterUsers } from '../user-filter';
import { useManagedUsersQuery } from '../users.api';
import type { UserFilter } from '../users.types';
import { usersCatalog } from '../i18n';

const DEFAULT_PAGE_SIZE = 10;
const SEARCH_DEBOUNCE_MS = 300;

export default function ManageUsersPage() {
  useCatalog(usersCatalog);
  const { t } = useLocale();
  const [filter, setFilter] = useState<UserFilter>({ search: '', status: 'All' });
  const [page, setPage] = useState({ current: 1, size: DEFAULT_PAGE_SIZE });
  // The table filters instantly on the client; the server is asked once typing pauses.
  const settled = useDebouncedValue(filter, SEARCH_DEBOUNCE_MS);
  const { data, error, isFetching, refetch } = useManagedUsersQuery({
    ...settled,
    page: page.current,
    limit: page.size,
  });
  const users = filterUsers(data?.items ?? [], filter);

  const changeFilter = (next: UserFilter) => {
    setFilter(next);
    setPage((p) => ({ ...p, current: 1 }));
  };

  return (
    <>
      <Typography.Title level={1} style={{ fontSize: 28 }}>
        {t('admin.users.title')}
      </Typography.Title>
      <AddUserForm />
      <UserFilters value={filter} onChange={changeFilter} />
      <QueryError error={error} onRetry={refetch} />
      <ManagedUsersTable
        users={users}
        loading={isFetching}
        pagination={{
          current: page.current,
          pageSize: page.size,
          total: data?.total ?? 0,
          showSizeChanger: true,
          pageSizeOptions: [10, 20, 50, PAGE_LIMIT_MAX],
          showTotal: (count) => t('admin.users.total', { count }),
          onChange: (current, size) => setPage({ current, size }),
        }}
      />
    </>
  );
}

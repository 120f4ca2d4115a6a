import { Input, Select, Space } from 'antd';
import { useLocale } from '@yoga/i18n';
import type { StatusFilter, UserFilter } from '../users.types';
import '../i18n';

const FILTERS: readonly StatusFilter[] = ['All', 'Active', 'Blocked'];

interface UserFiltersProps {
  value: UserFilter;
  onChange: (next: UserFilter) => void;
}

export function UserFilters({ value, onChange }: UserFiltersProps) {
  const { t } = useLocale();
  return (
    <Space wrap style={{ marginBottom: 16 }}>
      <Input.Search
        allowClear
        placeholder={t('admin.users.searchByName')}
        aria-label={t('admin.users.searchByName')}
        value={value.search}
        onChange={(e) => onChange({ ...value, search: e.target.value })}
        style={{ width: 260 }}
      />
      <Select<StatusFilter>
        aria-label={t('admin.common.statusFilter')}
        value={value.status}
        options={FILTERS.map((status) => ({
          value: status,
          label: t(`admin.userStatus.${status}`),
        }))}
        onChange={(status) => onChange({ ...value, status })}
        style={{ width: 140 }}
      />
    </Space>
  );
}

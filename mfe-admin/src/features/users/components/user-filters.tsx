import { Input, Select, Space } from 'antd';
import type { StatusFilter, UserFilter } from '../users.types';

const FILTER_OPTIONS: { value: StatusFilter; label: string }[] = [
  { value: 'All', label: 'All' },
  { value: 'Active', label: 'Active' },
  { value: 'Blocked', label: 'Blocked' },
];

interface UserFiltersProps {
  value: UserFilter;
  onChange: (next: UserFilter) => void;
}

export function UserFilters({ value, onChange }: UserFiltersProps) {
  return (
    <Space wrap style={{ marginBottom: 16 }}>
      <Input.Search
        allowClear
        placeholder="Search by name"
        aria-label="Search by name"
        value={value.search}
        onChange={(e) => onChange({ ...value, search: e.target.value })}
        style={{ width: 260 }}
      />
      <Select<StatusFilter>
        aria-label="Status filter"
        value={value.status}
        options={FILTER_OPTIONS}
        onChange={(status) => onChange({ ...value, status })}
        style={{ width: 140 }}
      />
    </Space>
  );
}

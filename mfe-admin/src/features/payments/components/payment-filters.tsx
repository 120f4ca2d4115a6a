import { Input, Select, Space } from 'antd';
import { PAYMENT_STATUSES, PLAN_IDS, planPrice, type Currency } from '@yoga/contracts';
import type { PaymentFilter } from '../payment-filter';
import { PAYMENT_STATUS_LABELS } from './payments-table';

interface PaymentFiltersProps {
  value: PaymentFilter;
  onChange: (next: PaymentFilter) => void;
}

const STATUS_OPTIONS = [
  { value: 'all' as const, label: 'All statuses' },
  ...PAYMENT_STATUSES.map((s) => ({ value: s, label: PAYMENT_STATUS_LABELS[s] })),
];
const PLAN_OPTIONS = [
  { value: 'all' as const, label: 'All plans' },
  ...PLAN_IDS.map((id) => ({ value: id, label: planPrice(id, 'INR').name })),
];
const CURRENCY_OPTIONS: { value: Currency | 'all'; label: string }[] = [
  { value: 'all', label: 'All currencies' },
  { value: 'INR', label: 'INR (₹)' },
  { value: 'USD', label: 'USD ($)' },
];

export function PaymentFilters({ value, onChange }: PaymentFiltersProps) {
  const set = (patch: Partial<PaymentFilter>) => onChange({ ...value, ...patch });
  return (
    <Space wrap style={{ marginBottom: 16 }}>
      <Input.Search
        allowClear
        placeholder="Search by name or email"
        aria-label="Search by name or email"
        value={value.search}
        onChange={(e) => set({ search: e.target.value })}
        style={{ width: 260 }}
      />
      <Select
        aria-label="Status filter"
        value={value.status}
        options={STATUS_OPTIONS}
        onChange={(status) => set({ status })}
        style={{ width: 150 }}
      />
      <Select
        aria-label="Plan filter"
        value={value.plan}
        options={PLAN_OPTIONS}
        onChange={(plan) => set({ plan })}
        style={{ width: 150 }}
      />
      <Select
        aria-label="Currency filter"
        value={value.currency}
        options={CURRENCY_OPTIONS}
        onChange={(currency) => set({ currency })}
        style={{ width: 150 }}
      />
      <Input
        type="date"
        aria-label="From date"
        value={value.from}
        onChange={(e) => set({ from: e.target.value })}
      />
      <Input
        type="date"
        aria-label="To date"
        value={value.to}
        onChange={(e) => set({ to: e.target.value })}
      />
    </Space>
  );
}

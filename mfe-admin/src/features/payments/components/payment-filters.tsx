import { Input, Select, Space } from 'antd';
import { PAYMENT_STATUSES, type Currency } from '@yoga/contracts';
import { useLocale } from '@yoga/i18n';
import type { PaymentFilter } from '../payment-filter';
import { usePlanOptionsQuery } from '../payments.api';
import { paymentStatusLabel } from './payment-labels';
import '../i18n';

interface PaymentFiltersProps {
  value: PaymentFilter;
  onChange: (next: PaymentFilter) => void;
}

/** The currencies as the pickers show them (the same in every language). */
export const CURRENCY_OPTIONS: { value: Currency; label: string }[] = [
  { value: 'INR', label: 'INR (₹)' },
  { value: 'USD', label: 'USD ($)' },
];

export function PaymentFilters({ value, onChange }: PaymentFiltersProps) {
  const { t } = useLocale();
  const set = (patch: Partial<PaymentFilter>) => onChange({ ...value, ...patch });
  // Every plan, retired ones too: past payments name them.
  const { data: plans } = usePlanOptionsQuery();
  return (
    <Space wrap style={{ marginBottom: 16 }}>
      <Input.Search
        allowClear
        placeholder={t('admin.payments.search')}
        aria-label={t('admin.payments.search')}
        value={value.search}
        onChange={(e) => set({ search: e.target.value })}
        style={{ width: 260 }}
      />
      <Select
        aria-label={t('admin.common.statusFilter')}
        value={value.status}
        options={[
          { value: 'all' as const, label: t('admin.common.allStatuses') },
          ...PAYMENT_STATUSES.map((s) => ({ value: s, label: paymentStatusLabel(t, s) })),
        ]}
        onChange={(status) => set({ status })}
        style={{ width: 150 }}
      />
      <Select
        aria-label={t('admin.payments.planFilter')}
        value={value.plan}
        options={[
          { value: 'all' as const, label: t('admin.payments.allPlans') },
          ...(plans ?? []).map((p) => ({ value: p.slug, label: p.name_en })),
        ]}
        onChange={(plan) => set({ plan })}
        style={{ width: 150 }}
      />
      <Select
        aria-label={t('admin.payments.currencyFilter')}
        value={value.currency}
        options={[
          { value: 'all' as const, label: t('admin.payments.allCurrencies') },
          ...CURRENCY_OPTIONS,
        ]}
        onChange={(currency) => set({ currency })}
        style={{ width: 150 }}
      />
      <Input
        type="date"
        aria-label={t('admin.payments.fromDate')}
        value={value.from}
        onChange={(e) => set({ from: e.target.value })}
      />
      <Input
        type="date"
        aria-label={t('admin.payments.toDate')}
        value={value.to}
        onChange={(e) => set({ to: e.target.value })}
      />
    </Space>
  );
}

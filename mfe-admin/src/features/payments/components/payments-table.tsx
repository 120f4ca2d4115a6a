import { Table, Tag } from 'antd';
import type { TableProps } from 'antd';
import {
  formatIstDateTime,
  formatPriceMinor,
  type AdminPaymentRecord,
  type PaymentStatus,
} from '@yoga/contracts';

export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = {
  created: 'Created',
  paid: 'Paid',
  failed: 'Failed',
  refunded: 'Refunded',
};

/** Solid colours with white text at AA contrast. */
const STATUS_COLORS: Record<PaymentStatus, string> = {
  created: '#595959',
  paid: '#2f7d32',
  failed: '#a8071a',
  refunded: '#0958d9',
};

const columns: TableProps<AdminPaymentRecord>['columns'] = [
  {
    title: 'Date (IST)',
    key: 'date',
    render: (_: unknown, p) => formatIstDateTime(p.paid_at ?? p.created_at),
  },
  { title: 'Name', key: 'name', render: (_: unknown, p) => p.user.name },
  { title: 'Email', key: 'email', render: (_: unknown, p) => p.user.email },
  {
    title: 'Plan',
    key: 'plan',
    render: (_: unknown, p) => `${p.plan.name} (${p.plan.months} months)`,
  },
  {
    title: 'Amount',
    key: 'amount',
    render: (_: unknown, p) => formatPriceMinor(p.amount, p.currency),
  },
  {
    title: 'Credits',
    key: 'credits',
    render: (_: unknown, p) =>
      p.credits_applied > 0 ? formatPriceMinor(p.credits_applied, p.currency) : '—',
  },
  {
    title: 'Status',
    key: 'status',
    render: (_: unknown, p) => (
      <Tag color={STATUS_COLORS[p.status]}>{PAYMENT_STATUS_LABELS[p.status]}</Tag>
    ),
  },
  { title: 'Subscription', key: 'no', render: (_: unknown, p) => p.subscription_no ?? '—' },
  { title: 'Gateway', dataIndex: 'gateway', key: 'gateway' },
  {
    title: 'Order / payment id',
    key: 'ids',
    render: (_: unknown, p) => (
      <span style={{ fontFamily: 'monospace', fontSize: 12 }}>
        {p.order_id}
        {p.gateway_payment_id ? <br /> : null}
        {p.gateway_payment_id}
      </span>
    ),
  },
];

export function PaymentsTable(
  props: Pick<TableProps<AdminPaymentRecord>, 'dataSource' | 'loading' | 'pagination' | 'locale'>,
) {
  return (
    <Table<AdminPaymentRecord>
      rowKey="id"
      size="middle"
      columns={columns}
      scroll={{ x: 'max-content' }}
      data-testid="payments-table"
      {...props}
    />
  );
}

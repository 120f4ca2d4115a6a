import { Button, Flex, Table, Tag, Typography } from 'antd';
import type { TableProps } from 'antd';
import { DownloadOutlined, RollbackOutlined } from '@ant-design/icons';
import {
  formatIstDateTime,
  formatPriceMinor,
  OFFLINE_METHOD_LABELS,
  type AdminPaymentRecord,
  type PaymentMethod,
  type PaymentStatus,
} from '@yoga/contracts';
import type { PaymentDocumentKind } from '@yoga/ui';

export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = {
  created: 'Created',
  paid: 'Paid',
  failed: 'Failed',
  refunded: 'Refunded',
};

/** How the money came: the checkout (Razorpay, or the sandbox without keys) or recorded by an admin. */
export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  razorpay: 'Razorpay',
  sandbox: 'Sandbox',
  ...OFFLINE_METHOD_LABELS,
};

/** Solid colours with white text at AA contrast. */
const STATUS_COLORS: Record<PaymentStatus, string> = {
  created: '#595959',
  paid: '#2f7d32',
  failed: '#a8071a',
  refunded: '#0958d9',
};

export interface PaymentRowActions {
  /** The document being downloaded (`invoice-12`), if any. */
  pending: string | null;
  onDownload: (id: number, kind: PaymentDocumentKind, number: string) => void;
  onRefund: (payment: AdminPaymentRecord) => void;
}

function columns(actions: PaymentRowActions): TableProps<AdminPaymentRecord>['columns'] {
  return [
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
        <Flex vertical gap={2} align="start">
          <Tag color={STATUS_COLORS[p.status]}>{PAYMENT_STATUS_LABELS[p.status]}</Tag>
          {p.status === 'refunded' && p.refund_reason ? (
            <Typography.Text type="secondary" style={{ fontSize: 12, maxWidth: 220 }}>
              Reason: {p.refund_reason}
            </Typography.Text>
          ) : null}
        </Flex>
      ),
    },
    { title: 'Subscription', key: 'no', render: (_: unknown, p) => p.subscription_no ?? '—' },
    {
      title: 'Invoice',
      key: 'invoice',
      render: (_: unknown, p) =>
        p.invoice_no ? (
          <Flex vertical gap={2}>
            <span>{p.invoice_no}</span>
            {p.credit_note_no ? <span>Credit note {p.credit_note_no}</span> : null}
          </Flex>
        ) : (
          '—'
        ),
    },
    {
      title: 'Method',
      key: 'method',
      render: (_: unknown, p) => (
        <Flex vertical gap={2}>
          <span>{PAYMENT_METHOD_LABELS[p.method] ?? p.method}</span>
          {p.reference ? (
            <span style={{ fontFamily: 'monospace', fontSize: 12 }}>UTR {p.reference}</span>
          ) : null}
        </Flex>
      ),
    },
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
    {
      title: 'Actions',
      key: 'actions',
      render: (_: unknown, p) => (
        <Flex vertical gap={4} align="start">
          {p.invoice_no ? (
            <Button
              size="small"
              icon={<DownloadOutlined />}
              loading={actions.pending === `invoice-${p.id}`}
              onClick={() => actions.onDownload(p.id, 'invoice', p.invoice_no!)}
            >
              Download invoice
            </Button>
          ) : null}
          {p.credit_note_no ? (
            <Button
              size="small"
              icon={<DownloadOutlined />}
              loading={actions.pending === `credit-note-${p.id}`}
              onClick={() => actions.onDownload(p.id, 'credit-note', p.credit_note_no!)}
            >
              Download credit note
            </Button>
          ) : null}
          {p.status === 'paid' ? (
            <Button
              size="small"
              danger
              icon={<RollbackOutlined />}
              onClick={() => actions.onRefund(p)}
            >
              Refund
            </Button>
          ) : null}
        </Flex>
      ),
    },
  ];
}

export function PaymentsTable({
  actions,
  ...props
}: Pick<TableProps<AdminPaymentRecord>, 'dataSource' | 'loading' | 'pagination' | 'locale'> & {
  actions: PaymentRowActions;
}) {
  return (
    <Table<AdminPaymentRecord>
      rowKey="id"
      size="middle"
      columns={columns(actions)}
      scroll={{ x: 'max-content' }}
      data-testid="payments-table"
      {...props}
    />
  );
}

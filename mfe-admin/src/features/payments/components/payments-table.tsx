import { Button, Flex, Table, Tag, Typography } from 'antd';
import type { TableProps } from 'antd';
import { DownloadOutlined, RollbackOutlined } from '@ant-design/icons';
import {
  formatPriceMinor,
  type AdminPaymentRecord,
  type PaymentMethod,
  type PaymentStatus,
} from '@yoga/contracts';
import { useLocale, type LocaleState } from '@yoga/i18n';
import type { PaymentDocumentKind } from '@yoga/ui';
import { formatPanelDateTime } from '../../../components/use-admin-formats';
import { Verbatim } from '../../../components/verbatim';
import '../i18n';

type T = LocaleState['t'];

export const paymentStatusLabel = (t: T, status: PaymentStatus) =>
  t(`admin.payments.status.${status}`);

/** How the money came: the checkout (Razorpay, or the sandbox without keys) or recorded by an admin. */
export const paymentMethodLabel = (t: T, method: PaymentMethod) =>
  t(`admin.payments.method.${method}`);

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

function columns(
  { t, locale }: LocaleState,
  actions: PaymentRowActions,
): TableProps<AdminPaymentRecord>['columns'] {
  return [
    {
      title: t('admin.payments.dateIst'),
      key: 'date',
      render: (_: unknown, p) => formatPanelDateTime(p.paid_at ?? p.created_at, locale),
    },
    { title: t('admin.common.name'), key: 'name', render: (_: unknown, p) => p.user.name },
    { title: t('admin.common.email'), key: 'email', render: (_: unknown, p) => p.user.email },
    {
      title: t('admin.common.plan'),
      key: 'plan',
      render: (_: unknown, p) =>
        t('admin.common.planMonths', { plan: p.plan.name, months: p.plan.months }),
    },
    {
      title: t('admin.payments.amount'),
      key: 'amount',
      render: (_: unknown, p) => formatPriceMinor(p.amount, p.currency),
    },
    {
      title: t('admin.payments.credits'),
      key: 'credits',
      render: (_: unknown, p) =>
        p.credits_applied > 0 ? formatPriceMinor(p.credits_applied, p.currency) : '—',
    },
    {
      title: t('admin.common.status'),
      key: 'status',
      render: (_: unknown, p) => (
        <Flex vertical gap={2} align="start">
          <Tag color={STATUS_COLORS[p.status]}>{paymentStatusLabel(t, p.status)}</Tag>
          {p.status === 'refunded' && p.refund_reason ? (
            <Typography.Text type="secondary" style={{ fontSize: 12, maxWidth: 220 }}>
              {t('admin.payments.reason', { reason: p.refund_reason })}
            </Typography.Text>
          ) : null}
        </Flex>
      ),
    },
    {
      title: t('admin.payments.subscription'),
      key: 'no',
      render: (_: unknown, p) => <Verbatim>{p.subscription_no ?? '—'}</Verbatim>,
    },
    {
      title: t('admin.payments.invoice'),
      key: 'invoice',
      render: (_: unknown, p) =>
        p.invoice_no ? (
          <Flex vertical gap={2}>
            <Verbatim>{p.invoice_no}</Verbatim>
            {p.credit_note_no ? (
              // The number inside stays as written: the line is not for translating.
              <Verbatim>{t('admin.payments.creditNote', { number: p.credit_note_no })}</Verbatim>
            ) : null}
          </Flex>
        ) : (
          '—'
        ),
    },
    {
      title: t('admin.payments.method'),
      key: 'method',
      render: (_: unknown, p) => (
        <Flex vertical gap={2}>
          <span>{paymentMethodLabel(t, p.method)}</span>
          {p.reference ? (
            <Verbatim mono>{t('admin.payments.utr', { reference: p.reference })}</Verbatim>
          ) : null}
        </Flex>
      ),
    },
    {
      title: t('admin.payments.ids'),
      key: 'ids',
      render: (_: unknown, p) => (
        <Verbatim mono>
          {p.order_id}
          {p.gateway_payment_id ? <br /> : null}
          {p.gateway_payment_id}
        </Verbatim>
      ),
    },
    {
      title: t('admin.common.actions'),
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
              {t('admin.payments.downloadInvoice')}
            </Button>
          ) : null}
          {p.credit_note_no ? (
            <Button
              size="small"
              icon={<DownloadOutlined />}
              loading={actions.pending === `credit-note-${p.id}`}
              onClick={() => actions.onDownload(p.id, 'credit-note', p.credit_note_no!)}
            >
              {t('admin.payments.downloadCreditNote')}
            </Button>
          ) : null}
          {p.status === 'paid' ? (
            <Button
              size="small"
              danger
              icon={<RollbackOutlined />}
              onClick={() => actions.onRefund(p)}
            >
              {t('admin.payments.refund')}
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
  const locale = useLocale();
  return (
    <Table<AdminPaymentRecord>
      rowKey="id"
      size="middle"
      columns={columns(locale, actions)}
      scroll={{ x: 'max-content' }}
      data-testid="payments-table"
      {...props}
    />
  );
}

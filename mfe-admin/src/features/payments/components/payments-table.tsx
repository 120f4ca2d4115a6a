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
import { BREAK_ANYWHERE, useFitTable } from '../../../components/fit-table';

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
    {
      // Name and e-mail in one column, so the table fits a laptop without sideways scrolling.
      title: t('admin.common.student'),
      key: 'name',
      render: (_: unknown, p) => (
        <Flex vertical gap={2}>
          <span>{p.user.name}</span>
          <Typography.Text type="secondary" style={BREAK_ANYWHERE}>
            {p.user.email}
          </Typography.Text>
        </Flex>
      ),
    },
    {
      title: t('admin.common.plan'),
      key: 'plan',
      render: (_: unknown, p) =>
        t('admin.common.planMonths', { plan: p.plan.name, months: p.plan.months }),
    },
    {
      title: t('admin.payments.amount'),
      key: 'amount',
      render: (_: unknown, p) => (
        <Flex vertical gap={2}>
          <span>{formatPriceMinor(p.amount, p.currency)}</span>
          {p.discount > 0 ? (
            <Typography.Text type="secondary">
              {p.coupon
                ? t('admin.payments.discountCode', {
                    amount: formatPriceMinor(p.discount, p.currency),
                    code: p.coupon,
                  })
                : `${t('admin.payments.discount')}: ${formatPriceMinor(p.discount, p.currency)}`}
            </Typography.Text>
          ) : null}
          {p.credits_applied > 0 ? (
            <Typography.Text type="secondary">
              {t('admin.payments.credits')}: {formatPriceMinor(p.credits_applied, p.currency)}
            </Typography.Text>
          ) : null}
        </Flex>
      ),
    },
    {
      title: t('admin.common.status'),
      key: 'status',
      render: (_: unknown, p) => (
        <Flex vertical gap={2} align="start">
          <Tag color={STATUS_COLORS[p.status]}>{paymentStatusLabel(t, p.status)}</Tag>
          {p.status === 'paid' && p.refunded_amount > 0 ? (
            // A partial refund keeps the payment paid: what went back, beside it.
            <Tag color={STATUS_COLORS.refunded}>
              {t('admin.payments.partlyRefunded', {
                amount: formatPriceMinor(p.refunded_amount, p.currency),
              })}
            </Tag>
          ) : null}
          {p.status === 'refunded' && p.refund_reason ? (
            <Typography.Text type="secondary" style={{ fontSize: 12, maxWidth: 220 }}>
              {t('admin.payments.reason', { reason: p.refund_reason })}
            </Typography.Text>
          ) : null}
        </Flex>
      ),
    },
    {
      // The invoice with its subscription number and credit note.
      title: t('admin.payments.invoice'),
      key: 'invoice',
      render: (_: unknown, p) => (
        <Flex vertical gap={2} style={BREAK_ANYWHERE}>
          <Verbatim>{p.invoice_no ?? '—'}</Verbatim>
          {p.credit_note_no ? (
            // The number inside stays as written: the line is not for translating.
            <Verbatim>{t('admin.payments.creditNote', { number: p.credit_note_no })}</Verbatim>
          ) : null}
          {p.subscription_no ? (
            <Typography.Text type="secondary">
              {t('admin.payments.subscription')}: <Verbatim>{p.subscription_no}</Verbatim>
            </Typography.Text>
          ) : null}
        </Flex>
      ),
    },
    {
      // How it was paid, the bank reference, and the gateway's order and payment ids.
      title: t('admin.payments.method'),
      key: 'method',
      render: (_: unknown, p) => (
        <Flex vertical gap={2} style={BREAK_ANYWHERE}>
          <span>{paymentMethodLabel(t, p.method)}</span>
          {p.reference ? (
            <Verbatim mono>{t('admin.payments.utr', { reference: p.reference })}</Verbatim>
          ) : null}
          <Verbatim mono>
            {p.order_id}
            {p.gateway_payment_id ? <br /> : null}
            {p.gateway_payment_id}
          </Verbatim>
        </Flex>
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
  const fit = useFitTable();
  return (
    <Table<AdminPaymentRecord>
      rowKey="id"
      size="middle"
      columns={columns(locale, actions)}
      {...fit}
      data-testid="payments-table"
      {...props}
    />
  );
}

import { Button, Flex, Tag, Typography } from 'antd';
import { DownloadOutlined, RollbackOutlined } from '@ant-design/icons';
import { formatPriceMinor, type AdminPaymentRecord } from '@yoga/contracts';
import type { LocaleState } from '@yoga/i18n';
import type { PaymentDocumentKind } from '@yoga/ui';
import { BREAK_ANYWHERE } from '../../../components/fit-table';
import { Verbatim } from '../../../components/verbatim';
import { paymentMethodLabel, paymentStatusLabel, STATUS_COLORS } from './payment-labels';

/** What the payments table's cells show of one payment (the columns are in payments-table.tsx). */

interface CellProps {
  t: LocaleState['t'];
  p: AdminPaymentRecord;
}

/** What was paid, with the discount (and its code) and the credits used below it. */
export function AmountCell({ t, p }: CellProps) {
  return (
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
  );
}

/** The payment's state, what a partial refund gave back, and why it was refunded. */
export function StatusCell({ t, p }: CellProps) {
  return (
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
  );
}

/** The invoice with its subscription number and credit note. */
export function InvoiceCell({ t, p }: CellProps) {
  return (
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
  );
}

/** How it was paid, the bank reference, and the gateway's order and payment ids. */
export function MethodCell({ t, p }: CellProps) {
  return (
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
  );
}

export interface PaymentRowActions {
  /** The document being downloaded (`invoice-12`), if any. */
  pending: string | null;
  onDownload: (id: number, kind: PaymentDocumentKind, number: string) => void;
  onRefund: (payment: AdminPaymentRecord) => void;
}

/** Download the invoice or credit note; refund a paid payment. */
export function PaymentActionsCell({ t, p, actions }: CellProps & { actions: PaymentRowActions }) {
  return (
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
        <Button size="small" danger icon={<RollbackOutlined />} onClick={() => actions.onRefund(p)}>
          {t('admin.payments.refund')}
        </Button>
      ) : null}
    </Flex>
  );
}

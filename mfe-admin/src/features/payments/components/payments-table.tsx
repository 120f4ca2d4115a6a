import { Flex, Table, Tag, Typography } from 'antd';
import type { TableProps } from 'antd';
import type { AdminPaymentRecord } from '@yoga/contracts';
import { useLocale, type LocaleState } from '@yoga/i18n';
import { formatPanelDateTime } from '../../../components/use-admin-formats';
import {
  AmountCell,
  InvoiceCell,
  MethodCell,
  PaymentActionsCell,
  StatusCell,
  type PaymentRowActions,
} from './payment-cells';
import '../i18n';
import { BREAK_ANYWHERE, useFitTable } from '../../../components/fit-table';

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
      render: (_: unknown, p) => (
        <Flex vertical gap={2} align="start">
          <span>{t('admin.common.planMonths', { plan: p.plan.name, months: p.plan.months })}</span>
          {p.purpose === 'gift' ? (
            // Bought for someone else: not the buyer's own membership (issue 38).
            <Tag color="#722ed1">{t('admin.payments.gift')}</Tag>
          ) : null}
        </Flex>
      ),
    },
    {
      title: t('admin.payments.amount'),
      key: 'amount',
      render: (_: unknown, p) => <AmountCell t={t} p={p} />,
    },
    {
      title: t('admin.common.status'),
      key: 'status',
      render: (_: unknown, p) => <StatusCell t={t} p={p} />,
    },
    {
      title: t('admin.payments.invoice'),
      key: 'invoice',
      render: (_: unknown, p) => <InvoiceCell t={t} p={p} />,
    },
    {
      title: t('admin.payments.method'),
      key: 'method',
      render: (_: unknown, p) => <MethodCell t={t} p={p} />,
    },
    {
      title: t('admin.common.actions'),
      key: 'actions',
      render: (_: unknown, p) => <PaymentActionsCell t={t} p={p} actions={actions} />,
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

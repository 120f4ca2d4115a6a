import { Flex, Tag, Typography } from 'antd';
import type { PaginationProps } from 'antd';
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
import { PagePagination } from '../../../components/page-pagination';
import { PlainTable, type PlainColumn } from '../../../components/plain-table';
import '../i18n';
import { BREAK_ANYWHERE, useFitTable } from '../../../components/fit-table';

function columns(
  { t, locale }: LocaleState,
  actions: PaymentRowActions,
): PlainColumn<AdminPaymentRecord>[] {
  return [
    {
      title: t('admin.payments.dateIst'),
      key: 'date',
      render: (p) => formatPanelDateTime(p.paid_at ?? p.created_at, locale),
    },
    {
      // Name and e-mail in one column, so the table fits a laptop without sideways scrolling.
      title: t('admin.common.student'),
      key: 'name',
      render: (p) => (
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
      render: (p) => (
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
      render: (p) => <AmountCell t={t} p={p} />,
    },
    {
      title: t('admin.common.status'),
      key: 'status',
      render: (p) => <StatusCell t={t} p={p} />,
    },
    {
      title: t('admin.payments.invoice'),
      key: 'invoice',
      render: (p) => <InvoiceCell t={t} p={p} />,
    },
    {
      title: t('admin.payments.method'),
      key: 'method',
      render: (p) => <MethodCell t={t} p={p} />,
    },
    {
      title: t('admin.common.actions'),
      key: 'actions',
      render: (p) => <PaymentActionsCell t={t} p={p} actions={actions} />,
    },
  ];
}

/**
 * The payments of a page, drawn plain (issue 38: every admin page within 300 KB; it needs no sorting or
 * filter of antd's Table), with antd's Pagination below it: the page, its size and the total.
 */
export function PaymentsTable({
  actions,
  rows,
  loading,
  empty,
  pagination,
}: {
  actions: PaymentRowActions;
  rows: readonly AdminPaymentRecord[];
  loading: boolean;
  empty: string;
  pagination: PaginationProps;
}) {
  const locale = useLocale();
  const fit = useFitTable();
  return (
    <>
      <PlainTable<AdminPaymentRecord>
        rowKey={(p) => p.id}
        size="middle"
        columns={columns(locale, actions)}
        rows={rows}
        loading={loading}
        empty={empty}
        scrollX={fit.scroll !== undefined}
        data-testid="payments-table"
      />
      <PagePagination {...pagination} />
    </>
  );
}

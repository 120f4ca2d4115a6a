import { useState } from 'react';
import { Button, Empty, Flex, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { Link } from 'react-router-dom';
import { ADMIN_ROUTES, PAGE_LIMIT_MAX, type AdminPaymentRecord } from '@yoga/contracts';
import { useLocale, useCatalog } from '@yoga/i18n';
import { deferred } from '@yoga/ui';
import { QueryError } from '../../../components/query-error';
import { useDebouncedValue } from '../../../components/use-debounced-value';
import { PaymentFilters } from '../components/payment-filters';
import { GstExport } from '../components/gst-export';
import { PaymentsTable } from '../components/payments-table';
import { ReconciliationCard } from '../components/reconciliation-card';
import { RecurringTable } from '../components/recurring-table';
import { RevenueSummary } from '../components/revenue-summary';
import { EMPTY_PAYMENT_FILTER, paymentsQuery, type PaymentFilter } from '../payment-filter';
import { useAdminPaymentsQuery } from '../payments.api';
import { useDocumentDownload } from '../use-document-download';
import { paymentsCatalog } from '../i18n';

// The dialogs' code (Modal, Form, InputNumber, Checkbox, TextArea) loads when one is first opened.
const RecordPaymentDialog = deferred(() =>
  import('../components/record-payment-dialog').then((m) => m.RecordPaymentDialog),
);
const RefundDialog = deferred(() =>
  import('../components/refund-dialog').then((m) => m.RefundDialog),
);

const DEFAULT_PAGE_SIZE = 20;
const SEARCH_DEBOUNCE_MS = 300;

/**
 * Every payment (filtered on the server) and this month's paid revenue per currency paid in; invoices and credit
 * notes, refunds, payments received outside the checkout and the GST export.
 */
export default function PaymentsPage() {
  useCatalog(paymentsCatalog);
  const { t } = useLocale();
  const [filter, setFilter] = useState<PaymentFilter>(EMPTY_PAYMENT_FILTER);
  const [page, setPage] = useState({ current: 1, size: DEFAULT_PAGE_SIZE });
  const settled = useDebouncedValue(filter, SEARCH_DEBOUNCE_MS);
  const { data, error, isFetching, refetch } = useAdminPaymentsQuery(paymentsQuery(settled, page), {
    refetchOnMountOrArgChange: true,
  });
  const filtered = Object.values(settled).some((v) => v !== '' && v !== 'all');
  const documents = useDocumentDownload();
  const [refunding, setRefunding] = useState<AdminPaymentRecord | null>(null);
  const [recording, setRecording] = useState(false);

  const changeFilter = (next: PaymentFilter) => {
    setFilter(next);
    setPage((p) => ({ ...p, current: 1 }));
  };

  return (
    <>
      <Typography.Title level={1} style={{ fontSize: 28 }}>
        {t('admin.payments.title')}
      </Typography.Title>
      <RevenueSummary revenue={data?.revenue_this_month} />
      <Flex wrap gap={16} justify="space-between" align="center" style={{ marginBottom: 16 }}>
        <Flex wrap gap={16} align="center">
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setRecording(true)}>
            {t('admin.payments.record')}
          </Button>
          <Link to={ADMIN_ROUTES.companies}>{t('admin.payments.companiesLink')}</Link>
        </Flex>
        <GstExport />
      </Flex>
      <PaymentFilters value={filter} onChange={changeFilter} />
      <QueryError error={error} onRetry={refetch} />
      {data && data.total === 0 && !filtered ? (
        <Empty description={t('admin.payments.empty')} />
      ) : (
        <PaymentsTable
          actions={{
            pending: documents.pending,
            onDownload: (id, kind, number) => void documents.download(id, kind, number),
            onRefund: setRefunding,
          }}
          rows={data?.items ?? []}
          loading={isFetching}
          empty={t('admin.payments.noMatch')}
          pagination={{
            current: page.current,
            pageSize: page.size,
            total: data?.total ?? 0,
            showSizeChanger: true,
            pageSizeOptions: [10, 20, 50, PAGE_LIMIT_MAX],
            showTotal: (count) => t('admin.payments.total', { count }),
            onChange: (current, size) => setPage({ current, size }),
          }}
        />
      )}
      <RecurringTable />
      <ReconciliationCard />
      {refunding ? <RefundDialog payment={refunding} onClose={() => setRefunding(null)} /> : null}
      {recording ? <RecordPaymentDialog onClose={() => setRecording(false)} /> : null}
    </>
  );
}

import { Alert, Button, Card, Empty, Flex, Grid, Spin, Table, Tag, Typography } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { Link } from 'react-router-dom';
import { errorMessage } from '@yoga/api-client';
import { LAYOUT, USER_ROUTES, type PaymentStatus } from '@yoga/contracts';
import { useLocale } from '@yoga/i18n';
import { PAYMENT_STATUS_VIEW, paymentRow, type PaymentRow } from '../payment-view';
import { useMyPaymentsQuery } from '../payments.api';
import { useDocumentDownload } from '../use-document-download';
import styles from './payments-page.module.css';

function StatusTag({ status }: { status: PaymentStatus }) {
  const { t } = useLocale();
  return (
    <Tag color={PAYMENT_STATUS_VIEW[status].color}>{t(PAYMENT_STATUS_VIEW[status].label)}</Tag>
  );
}

/** A payment's invoice (and credit note), each with its download button; a dash when there is none. */
function PaymentDocuments({
  row,
  documents,
}: {
  row: PaymentRow;
  documents: ReturnType<typeof useDocumentDownload>;
}) {
  const { t } = useLocale();
  if (!row.invoiceNo) return <>—</>;
  const invoiceNo = row.invoiceNo;
  const creditNoteNo = row.creditNoteNo;
  return (
    <Flex vertical gap={4} align="start">
      <span>{invoiceNo}</span>
      <Button
        size="small"
        icon={<DownloadOutlined aria-hidden />}
        loading={documents.pending === `invoice-${row.key}`}
        onClick={() => void documents.download(row.key, 'invoice', invoiceNo)}
      >
        {t('user.payments.downloadInvoice')}
      </Button>
      {creditNoteNo ? (
        <>
          <span>{t('user.payments.creditNote', { number: creditNoteNo })}</span>
          <Button
            size="small"
            icon={<DownloadOutlined aria-hidden />}
            loading={documents.pending === `credit-note-${row.key}`}
            onClick={() => void documents.download(row.key, 'credit-note', creditNoteNo)}
          >
            {t('user.payments.downloadCreditNote')}
          </Button>
        </>
      ) : null}
    </Flex>
  );
}

/** The student's payments, newest first, from GET /payments/mine, with their GST invoices. */
export default function PaymentsPage() {
  const { data, error, isLoading, refetch } = useMyPaymentsQuery();
  const documents = useDocumentDownload();
  const { t, locale } = useLocale();
  const rows = (data ?? []).map((p) => paymentRow(p, t, locale));
  const screens = Grid.useBreakpoint();
  const wide = screens.md ?? window.innerWidth >= LAYOUT.mobileBreakpointPx;
  return (
    <Card>
      <Typography.Title level={1} style={{ marginTop: 0 }}>
        {t('user.payments.title')}
      </Typography.Title>
      {error ? (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 16 }}
          title={t('user.payments.loadFailed', {
            reason: errorMessage(error) ?? t('user.tryAgain'),
          })}
          action={<Button onClick={() => refetch()}>{t('user.retry')}</Button>}
        />
      ) : null}
      {documents.error ? (
        <Alert
          type="error"
          showIcon
          closable={{ onClose: documents.clearError, 'aria-label': t('user.dismiss') }}
          style={{ marginBottom: 16 }}
          title={documents.error}
        />
      ) : null}
      {data && data.length === 0 ? (
        <Empty description={t('user.payments.empty')}>
          <Link to={USER_ROUTES.plans}>{t('user.choosePlan')}</Link>
        </Empty>
      ) : wide ? (
        <Table<PaymentRow>
          dataSource={rows}
          loading={isLoading}
          pagination={{ pageSize: 20, hideOnSinglePage: true }}
          scroll={{ x: 'max-content' }}
          size="middle"
          columns={[
            { title: t('user.payments.date'), dataIndex: 'date' },
            { title: t('user.payments.plan'), dataIndex: 'plan' },
            { title: t('user.payments.amount'), dataIndex: 'amount' },
            { title: t('user.payments.credits'), dataIndex: 'credits' },
            {
              title: t('user.payments.status'),
              dataIndex: 'status',
              render: (status: PaymentRow['status']) => <StatusTag status={status} />,
            },
            {
              title: t('user.payments.invoice'),
              key: 'invoice',
              render: (_: unknown, row) => <PaymentDocuments row={row} documents={documents} />,
            },
          ]}
        />
      ) : (
        // A phone: one card per payment, its status and documents in view (no sideways scrolling).
        <Spin spinning={isLoading}>
          <ul className={styles.cards} aria-label={t('user.payments.title')}>
            {rows.map((row) => (
              <li key={row.key} className={styles.card} data-testid="payment-card">
                <Flex justify="space-between" align="start" gap={8}>
                  <strong>{row.plan}</strong>
                  <StatusTag status={row.status} />
                </Flex>
                <dl className={styles.facts}>
                  <dt>{t('user.payments.date')}</dt>
                  <dd>{row.date}</dd>
                  <dt>{t('user.payments.amount')}</dt>
                  <dd>{row.amount}</dd>
                  <dt>{t('user.payments.credits')}</dt>
                  <dd>{row.credits}</dd>
                  <dt>{t('user.payments.invoice')}</dt>
                  <dd>
                    <PaymentDocuments row={row} documents={documents} />
                  </dd>
                </dl>
              </li>
            ))}
          </ul>
        </Spin>
      )}
    </Card>
  );
}

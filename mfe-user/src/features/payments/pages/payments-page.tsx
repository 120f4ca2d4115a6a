import { Alert, Button, Card, Empty, Flex, Table, Tag, Typography } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { Link } from 'react-router-dom';
import { errorMessage } from '@yoga/api-client';
import { USER_ROUTES } from '@yoga/contracts';
import { useLocale } from '@yoga/i18n';
import { PAYMENT_STATUS_VIEW, paymentRow, type PaymentRow } from '../payment-view';
import { useMyPaymentsQuery } from '../payments.api';
import { useDocumentDownload } from '../use-document-download';

/** The student's payments, newest first, from GET /payments/mine, with their GST invoices. */
export default function PaymentsPage() {
  const { data, error, isLoading, refetch } = useMyPaymentsQuery();
  const documents = useDocumentDownload();
  const { t, locale } = useLocale();
  const rows = (data ?? []).map((p) => paymentRow(p, t, locale));
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
      ) : (
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
              render: (status: PaymentRow['status']) => (
                <Tag color={PAYMENT_STATUS_VIEW[status].color}>
                  {t(PAYMENT_STATUS_VIEW[status].label)}
                </Tag>
              ),
            },
            {
              title: t('user.payments.invoice'),
              key: 'invoice',
              render: (_: unknown, row) =>
                row.invoiceNo ? (
                  <Flex vertical gap={4} align="start">
                    <span>{row.invoiceNo}</span>
                    <Button
                      size="small"
                      icon={<DownloadOutlined aria-hidden />}
                      loading={documents.pending === `invoice-${row.key}`}
                      onClick={() => void documents.download(row.key, 'invoice', row.invoiceNo!)}
                    >
                      {t('user.payments.downloadInvoice')}
                    </Button>
                    {row.creditNoteNo ? (
                      <>
                        <span>{t('user.payments.creditNote', { number: row.creditNoteNo })}</span>
                        <Button
                          size="small"
                          icon={<DownloadOutlined aria-hidden />}
                          loading={documents.pending === `credit-note-${row.key}`}
                          onClick={() =>
                            void documents.download(row.key, 'credit-note', row.creditNoteNo!)
                          }
                        >
                          {t('user.payments.downloadCreditNote')}
                        </Button>
                      </>
                    ) : null}
                  </Flex>
                ) : (
                  '—'
                ),
            },
          ]}
        />
      )}
    </Card>
  );
}

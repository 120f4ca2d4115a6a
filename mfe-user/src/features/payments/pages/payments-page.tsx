import { Alert, Button, Card, Empty, Flex, Table, Tag, Typography } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { Link } from 'react-router-dom';
import { errorMessage } from '@yoga/api-client';
import { MESSAGES, USER_ROUTES } from '@yoga/contracts';
import { PAYMENT_STATUS_VIEW, paymentRow, type PaymentRow } from '../payment-view';
import { useMyPaymentsQuery } from '../payments.api';
import { useDocumentDownload } from '../use-document-download';

/** The student's payments, newest first, from GET /payments/mine, with their GST invoices. */
export default function PaymentsPage() {
  const { data, error, isLoading, refetch } = useMyPaymentsQuery();
  const documents = useDocumentDownload();
  const rows = (data ?? []).map(paymentRow);
  return (
    <Card>
      <Typography.Title level={1} style={{ marginTop: 0 }}>
        Payments
      </Typography.Title>
      {error ? (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 16 }}
          title={`Could not load your payments. ${errorMessage(error) ?? 'Please try again.'}`}
          action={<Button onClick={() => refetch()}>Retry</Button>}
        />
      ) : null}
      {documents.error ? (
        <Alert
          type="error"
          showIcon
          closable={{ onClose: documents.clearError, 'aria-label': 'Dismiss' }}
          style={{ marginBottom: 16 }}
          title={documents.error}
        />
      ) : null}
      {data && data.length === 0 ? (
        <Empty description={MESSAGES.noPayments}>
          <Link to={USER_ROUTES.plans}>Choose a plan</Link>
        </Empty>
      ) : (
        <Table<PaymentRow>
          dataSource={rows}
          loading={isLoading}
          pagination={{ pageSize: 20, hideOnSinglePage: true }}
          scroll={{ x: 'max-content' }}
          size="middle"
          columns={[
            { title: 'Date (IST)', dataIndex: 'date' },
            { title: 'Plan', dataIndex: 'plan' },
            { title: 'Amount', dataIndex: 'amount' },
            { title: 'Credits used', dataIndex: 'credits' },
            {
              title: 'Status',
              dataIndex: 'status',
              render: (status: PaymentRow['status']) => (
                <Tag color={PAYMENT_STATUS_VIEW[status].color}>
                  {PAYMENT_STATUS_VIEW[status].label}
                </Tag>
              ),
            },
            {
              title: 'Invoice',
              key: 'invoice',
              render: (_: unknown, row) =>
                row.invoiceNo ? (
                  <Flex vertical gap={4} align="start">
                    <span>{row.invoiceNo}</span>
                    <Button
                      size="small"
                      icon={<DownloadOutlined />}
                      loading={documents.pending === `invoice-${row.key}`}
                      onClick={() => void documents.download(row.key, 'invoice', row.invoiceNo!)}
                    >
                      Download invoice
                    </Button>
                    {row.creditNoteNo ? (
                      <>
                        <span>Credit note {row.creditNoteNo}</span>
                        <Button
                          size="small"
                          icon={<DownloadOutlined />}
                          loading={documents.pending === `credit-note-${row.key}`}
                          onClick={() =>
                            void documents.download(row.key, 'credit-note', row.creditNoteNo!)
                          }
                        >
                          Download credit note
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

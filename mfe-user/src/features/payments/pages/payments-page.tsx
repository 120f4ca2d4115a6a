import { Alert, Button, Card, Empty, Table, Tag, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { errorMessage } from '@yoga/api-client';
import { MESSAGES, USER_ROUTES } from '@yoga/contracts';
import { PAYMENT_STATUS_VIEW, paymentRow, type PaymentRow } from '../payment-view';
import { useMyPaymentsQuery } from '../payments.api';

/** The student's payments, newest first, from GET /payments/mine. */
export default function PaymentsPage() {
  const { data, error, isLoading, refetch } = useMyPaymentsQuery();
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
          ]}
        />
      )}
    </Card>
  );
}

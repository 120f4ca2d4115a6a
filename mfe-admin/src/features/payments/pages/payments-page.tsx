import { Empty, Typography } from 'antd';
import { MESSAGES } from '@yoga/contracts';

/** Payments arrive with the payments issue; until then the honest answer is an empty list. */
export default function PaymentsPage() {
  return (
    <>
      <Typography.Title level={1} style={{ fontSize: 28 }}>
        Manage Payment
      </Typography.Title>
      <Empty description={MESSAGES.noPayments} />
    </>
  );
}

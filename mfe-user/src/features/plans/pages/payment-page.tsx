import { Card, Empty, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { MESSAGES, USER_ROUTES } from '@yoga/contracts';

/** Payments arrive with subscriptions in a later issue; until then there is honestly nothing to list. */
export default function PaymentPage() {
  return (
    <Card>
      <Typography.Title level={1} style={{ marginTop: 0 }}>
        Payments
      </Typography.Title>
      <Empty description={MESSAGES.noPayments}>
        <Link to={USER_ROUTES.plans}>Choose a plan</Link>
      </Empty>
    </Card>
  );
}

import { Card, Flex, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { USER_ROUTES } from '@yoga/contracts';
import { MembershipStatus } from '../components/membership-status';
import { PackageTables } from '../components/package-tables';

export default function PricePage() {
  return (
    <Flex vertical gap={16}>
      <Typography.Title level={1} style={{ margin: 0 }}>
        Subscription At Glance
      </Typography.Title>
      <MembershipStatus />
      <Card>
        <PackageTables />
        <Typography.Paragraph style={{ marginTop: 16, marginBottom: 0 }}>
          <Link to={USER_ROUTES.plans}>Choose a plan and pay</Link>
        </Typography.Paragraph>
      </Card>
    </Flex>
  );
}

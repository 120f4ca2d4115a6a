import { Card, Flex, Typography } from 'antd';
import { PackageTables } from '../components/package-tables';
import { TrialStatus } from '../components/trial-status';

export default function PricePage() {
  return (
    <Flex vertical gap={16}>
      <Typography.Title level={1} style={{ margin: 0 }}>
        Subscription At Glance
      </Typography.Title>
      <TrialStatus />
      <Card>
        <PackageTables />
      </Card>
    </Flex>
  );
}

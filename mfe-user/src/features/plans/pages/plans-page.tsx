import { Card, Col, Flex, Row, Statistic, Tag, Typography } from 'antd';
import { formatPrice, INR_PACKAGES } from '@yoga/contracts';
import { SampleDetailsNote, useBusinessDetails } from '@yoga/site-settings';
import { TrialStatus } from '../components/trial-status';

export default function PlansPage() {
  const details = useBusinessDetails();
  return (
    <Flex vertical gap={16}>
      <Typography.Title level={1} style={{ margin: 0 }}>
        Plans
      </Typography.Title>
      <TrialStatus />
      <Row gutter={[16, 16]}>
        {INR_PACKAGES.map((p) => (
          <Col xs={24} md={8} key={p.id}>
            <Card title={p.name} extra={<Tag>{p.discountPercent}% off</Tag>}>
              <Statistic title={`${p.months} months`} value={formatPrice(p.offer, 'INR')} />
              <Typography.Text delete type="secondary">
                {formatPrice(p.original, 'INR')}
              </Typography.Text>
            </Card>
          </Col>
        ))}
      </Row>
      <Typography.Paragraph type="secondary">
        To subscribe, call {details.phone} or write to {details.email}.
      </Typography.Paragraph>
      <SampleDetailsNote details={details} />
    </Flex>
  );
}

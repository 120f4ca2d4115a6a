import { Card, Typography } from 'antd';
import { DemoBookingForm } from '../components/demo-booking-form';

export default function DemoBookPage() {
  return (
    <Card>
      <Typography.Title level={1} style={{ marginTop: 0 }}>
        Book a Demo
      </Typography.Title>
      <Typography.Paragraph type="secondary">
        Try a free live demo class at a date and time that suits you; we will send you the joining
        link.
      </Typography.Paragraph>
      <DemoBookingForm />
    </Card>
  );
}

import { Card, Typography } from 'antd';
import { ClassBookingForm } from '../components/class-booking-form';

export default function ClassBookPage() {
  return (
    <Card>
      <Typography.Title level={1} style={{ marginTop: 0 }}>
        Book a Class
      </Typography.Title>
      <Typography.Paragraph type="secondary">
        Choose a live class; your details are filled in from your profile.
      </Typography.Paragraph>
      <ClassBookingForm />
    </Card>
  );
}

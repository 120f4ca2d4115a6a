import { Card, Typography } from 'antd';
import { useLocale } from '@yoga/i18n';
import { DemoBookingForm } from '../components/demo-booking-form';

export default function DemoBookPage() {
  const { t } = useLocale();
  return (
    <Card>
      <Typography.Title level={1} style={{ marginTop: 0 }}>
        {t('user.booking.demoPageTitle')}
      </Typography.Title>
      <Typography.Paragraph type="secondary">
        {t('user.booking.demoPageIntro')}
      </Typography.Paragraph>
      <DemoBookingForm />
    </Card>
  );
}

import { Card, Typography } from 'antd';
import { useLocale } from '@yoga/i18n';
import { ClassBookingForm } from '../components/class-booking-form';

export default function ClassBookPage() {
  const { t } = useLocale();
  return (
    <Card>
      <Typography.Title level={1} style={{ marginTop: 0 }}>
        {t('user.booking.classPageTitle')}
      </Typography.Title>
      <Typography.Paragraph type="secondary">
        {t('user.booking.classPageIntro')}
      </Typography.Paragraph>
      <ClassBookingForm />
    </Card>
  );
}

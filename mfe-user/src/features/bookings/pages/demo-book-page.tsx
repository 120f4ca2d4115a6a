import { useLocale } from '@yoga/i18n';
import plain from '../../../shared/plain.module.css';
import { DemoBookingForm } from '../components/demo-booking-form';

export default function DemoBookPage() {
  const { t } = useLocale();
  return (
    // Plain elements drawn as antd's Card and Typography (issue 38: every student page within 250 KB).
    <div className={plain.card}>
      <h1 className={`${plain.title} ${plain.spaced}`}>{t('user.booking.demoPageTitle')}</h1>
      <p className={plain.intro}>{t('user.booking.demoPageIntro')}</p>
      <DemoBookingForm />
    </div>
  );
}

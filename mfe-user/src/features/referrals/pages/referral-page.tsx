import { useSelector } from 'react-redux';
import { Flex, Typography } from 'antd';
import { selectCurrentUser } from '@yoga/auth';
import { useBusinessRules } from '@yoga/site-settings';
import { useLocale } from '@yoga/i18n';
import { ReferralCard } from '@yoga/ui';
import { ReferralEarnings } from '../components/referral-earnings';

export default function ReferralPage() {
  const user = useSelector(selectCurrentUser);
  const { t } = useLocale();
  const trialDays = useBusinessRules().trial_days;
  return (
    <Flex vertical gap={16}>
      <Typography.Title level={1} style={{ margin: 0 }}>
        {t('user.referrals.title')}
      </Typography.Title>
      <Typography.Paragraph>{t('user.referrals.intro', { days: trialDays })}</Typography.Paragraph>
      {user ? <ReferralCard userId={user.id} /> : null}
      {user ? <ReferralEarnings userId={user.id} /> : null}
    </Flex>
  );
}

import { useSelector } from 'react-redux';
import { Flex, Typography } from 'antd';
import { selectCurrentUser } from '@yoga/auth';
import { TRIAL_DAYS } from '@yoga/contracts';
import { useLocale } from '@yoga/i18n';
import { ReferralCard } from '@yoga/ui';
import { ReferralEarnings } from '../components/referral-earnings';

export default function ReferralPage() {
  const user = useSelector(selectCurrentUser);
  const { t } = useLocale();
  return (
    <Flex vertical gap={16}>
      <Typography.Title level={1} style={{ margin: 0 }}>
        {t('user.referrals.title')}
      </Typography.Title>
      <Typography.Paragraph>{t('user.referrals.intro', { days: TRIAL_DAYS })}</Typography.Paragraph>
      {user ? <ReferralCard userId={user.id} /> : null}
      {user ? <ReferralEarnings userId={user.id} /> : null}
    </Flex>
  );
}

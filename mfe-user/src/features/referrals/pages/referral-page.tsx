import { useSelector } from 'react-redux';
import { Flex, Typography } from 'antd';
import { selectCurrentUser } from '@yoga/auth';
import { TRIAL_DAYS } from '@yoga/contracts';
import { ReferralCard } from '@yoga/ui';
import { ReferralEarnings } from '../components/referral-earnings';

export default function ReferralPage() {
  const user = useSelector(selectCurrentUser);
  return (
    <Flex vertical gap={16}>
      <Typography.Title level={1} style={{ margin: 0 }}>
        Referrals
      </Typography.Title>
      <Typography.Paragraph>
        Invite friends and family: they register with your link and start their own free{' '}
        {TRIAL_DAYS}-day trial.
      </Typography.Paragraph>
      {user ? <ReferralCard userId={user.id} /> : null}
      {user ? <ReferralEarnings userId={user.id} /> : null}
    </Flex>
  );
}

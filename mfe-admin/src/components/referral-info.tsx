import { Card, Descriptions, Typography } from 'antd';
import { useSelector } from 'react-redux';
import { useReferralStatsQuery } from '@yoga/api-client';
import { AUTH_ROUTES, MESSAGES } from '@yoga/contracts';
import { selectCurrentUser } from '@yoga/auth';
import { QueryError } from './query-error';

/** The signed-in admin's own referral code, count and invite link. */
export function ReferralInfo() {
  const user = useSelector(selectCurrentUser);
  const { data, error, isLoading, refetch } = useReferralStatsQuery(user?.id ?? 0, { skip: !user });
  const inviteLink = data
    ? `${window.location.origin}${AUTH_ROUTES.register}?ref=${encodeURIComponent(data.referral_code)}`
    : '';
  return (
    <Card title="Referral info" size="small">
      <QueryError error={error} onRetry={refetch} />
      {isLoading && <Typography.Text>{MESSAGES.loadingReferral}</Typography.Text>}
      {data && (
        <Descriptions column={1} size="small">
          <Descriptions.Item label="Referral code">
            <Typography.Text copyable strong data-testid="referral-code">
              {data.referral_code}
            </Typography.Text>
          </Descriptions.Item>
          <Descriptions.Item label="People referred">
            <span data-testid="referral-count">{data.referral_count}</span>
          </Descriptions.Item>
          <Descriptions.Item label="Invite link">
            <Typography.Text copyable={{ text: inviteLink }}>{inviteLink}</Typography.Text>
          </Descriptions.Item>
        </Descriptions>
      )}
    </Card>
  );
}

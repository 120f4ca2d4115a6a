import { Typography } from 'antd';
import { useSelector } from 'react-redux';
import { useReferralStatsQuery } from '@yoga/api-client';
import { AUTH_ROUTES, MESSAGES } from '@yoga/contracts';
import { selectCurrentUser } from '@yoga/auth';
import { PanelSection } from './panel-section';
import { QueryError } from './query-error';
import styles from './panel-bits.module.css';

/** The signed-in admin's own referral code, count and invite link. */
export function ReferralInfo() {
  const user = useSelector(selectCurrentUser);
  const { data, error, isLoading, refetch } = useReferralStatsQuery(user?.id ?? 0, { skip: !user });
  const inviteLink = data
    ? `${window.location.origin}${AUTH_ROUTES.register}?ref=${encodeURIComponent(data.referral_code)}`
    : '';
  return (
    <PanelSection title="Referral info">
      <QueryError error={error} onRetry={refetch} />
      {isLoading && <p>{MESSAGES.loadingReferral}</p>}
      {data && (
        <dl className={styles.facts}>
          <dt>Referral code</dt>
          <dd>
            <Typography.Text copyable strong data-testid="referral-code">
              {data.referral_code}
            </Typography.Text>
          </dd>
          <dt>People referred</dt>
          <dd data-testid="referral-count">{data.referral_count}</dd>
          <dt>Invite link</dt>
          <dd>
            <Typography.Text copyable={{ text: inviteLink }}>{inviteLink}</Typography.Text>
          </dd>
        </dl>
      )}
    </PanelSection>
  );
}

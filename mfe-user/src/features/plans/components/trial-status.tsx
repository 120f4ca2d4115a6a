import { Alert, Skeleton } from 'antd';
import { errorMessage, useMeQuery } from '@yoga/api-client';
import { TRIAL_DAYS, trialDaysLeft } from '@yoga/contracts';

/** "n days left in your free trial", or that it has ended, from the registration date. */
export function TrialStatus() {
  const { data: me, error, isLoading } = useMeQuery();
  if (isLoading) return <Skeleton active paragraph={{ rows: 1 }} title={false} />;
  if (error || !me) {
    return (
      <Alert
        type="error"
        showIcon
        title={`Could not load your trial status. ${errorMessage(error) ?? ''}`}
      />
    );
  }
  const left = trialDaysLeft(me.created_at);
  return left > 0 ? (
    <Alert
      type="success"
      showIcon
      data-testid="trial-status"
      title={`Your free ${TRIAL_DAYS}-day trial is active: ${left} ${left === 1 ? 'day' : 'days'} left.`}
      description="Choose a package below to keep your daily live classes going after the trial."
    />
  ) : (
    <Alert
      type="warning"
      showIcon
      data-testid="trial-status"
      title={`Your free ${TRIAL_DAYS}-day trial has ended.`}
      description="Choose a package below to continue your daily live classes."
    />
  );
}

import { Alert, Button, Skeleton } from 'antd';
import { errorMessage } from '@yoga/api-client';
import { membershipSummary } from '../../../shared/membership';
import { useMySubscriptionQuery } from '../../../shared/membership.api';

/** The membership in words, from GET /subscriptions/me: trial, active plan or ended. */
export function MembershipStatus() {
  const { data, error, isLoading, refetch } = useMySubscriptionQuery();
  if (isLoading) return <Skeleton active paragraph={{ rows: 1 }} title={false} />;
  if (error || !data) {
    return (
      <Alert
        type="error"
        showIcon
        title={`Could not load your membership. ${errorMessage(error) ?? 'Please try again.'}`}
        action={<Button onClick={() => refetch()}>Retry</Button>}
      />
    );
  }
  const summary = membershipSummary(data);
  return (
    <Alert
      type={summary.tone}
      showIcon
      data-testid="membership-status"
      title={summary.title}
      description={summary.description}
    />
  );
}

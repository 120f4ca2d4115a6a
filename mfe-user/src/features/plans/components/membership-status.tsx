import { Alert, Button, Skeleton } from 'antd';
import { errorMessage } from '@yoga/api-client';
import { useLocale } from '@yoga/i18n';
import { membershipSummary } from '../../../shared/membership';
import { useMySubscriptionQuery } from '../../../shared/membership.api';

/** The membership in words, from GET /subscriptions/me: trial, active plan or ended. */
export function MembershipStatus() {
  const { data, error, isLoading, refetch } = useMySubscriptionQuery();
  const { t, locale } = useLocale();
  if (isLoading) return <Skeleton active paragraph={{ rows: 1 }} title={false} />;
  if (error || !data) {
    return (
      <Alert
        type="error"
        showIcon
        title={t('user.membership.loadFailed', {
          reason: errorMessage(error) ?? t('user.tryAgain'),
        })}
        action={<Button onClick={() => refetch()}>{t('user.retry')}</Button>}
      />
    );
  }
  const summary = membershipSummary(data, t, locale);
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

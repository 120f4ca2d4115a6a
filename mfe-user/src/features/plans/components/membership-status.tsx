import { errorMessage } from '@yoga/api-client';
import { useLocale } from '@yoga/i18n';
import { Notice } from '@yoga/ui';
import { membershipSummary } from '../../../shared/membership';
import { useMySubscriptionQuery } from '../../../shared/membership.api';
import plain from '../../../shared/plain.module.css';

/** The membership in words, from GET /subscriptions/me: trial, active plan or ended. */
export function MembershipStatus() {
  const { data, error, isLoading, refetch } = useMySubscriptionQuery();
  const { t, locale } = useLocale();
  // Plain elements for antd's Skeleton, Alert and Button (issue 38: every student page within 250 KB).
  if (isLoading) return <div className={plain.skeleton} aria-hidden="true" />;
  if (error || !data) {
    return (
      <Notice
        type="error"
        title={t('user.membership.loadFailed', {
          reason: errorMessage(error) ?? t('user.tryAgain'),
        })}
        action={
          <button type="button" className={plain.button} onClick={() => void refetch()}>
            {t('user.retry')}
          </button>
        }
      />
    );
  }
  const summary = membershipSummary(data, t, locale);
  return (
    <Notice
      type={summary.tone}
      data-testid="membership-status"
      title={summary.title}
      description={summary.description}
    />
  );
}

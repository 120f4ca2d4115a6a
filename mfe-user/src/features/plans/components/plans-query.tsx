import type { ReactNode } from 'react';
import { Alert, Button, Skeleton } from 'antd';
import { errorMessage, usePlansQuery } from '@yoga/api-client';
import type { Plan } from '@yoga/contracts';
import { useLocale } from '@yoga/i18n';

/** The plans on sale (GET /api/plans: the plans module owns them), with their loading and error states. */
export function PlansQuery({ children }: { children: (plans: Plan[]) => ReactNode }) {
  const { t } = useLocale();
  const { data, error, isLoading, refetch } = usePlansQuery();
  if (isLoading) return <Skeleton active />;
  if (error || !data) {
    return (
      <Alert
        type="error"
        showIcon
        title={t('user.plans.loadFailed', { reason: errorMessage(error) ?? t('user.tryAgain') })}
        action={<Button onClick={() => refetch()}>{t('user.retry')}</Button>}
      />
    );
  }
  return <>{children(data)}</>;
}

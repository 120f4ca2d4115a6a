import type { ReactNode } from 'react';
import { errorMessage, usePlansQuery } from '@yoga/api-client';
import type { Plan } from '@yoga/contracts';
import { useLocale } from '@yoga/i18n';
import { Notice, PageSpinner } from '@yoga/ui';
import plain from '../../../shared/plain.module.css';

/** The plans on sale (GET /api/plans: the plans module owns them), with their loading and error states. */
export function PlansQuery({ children }: { children: (plans: Plan[]) => ReactNode }) {
  const { t } = useLocale();
  const { data, error, isLoading, refetch } = usePlansQuery();
  if (isLoading) return <PageSpinner />;
  if (error || !data) {
    return (
      <Notice
        type="error"
        title={t('user.plans.loadFailed', { reason: errorMessage(error) ?? t('user.tryAgain') })}
        action={
          <button type="button" className={plain.button} onClick={() => void refetch()}>
            {t('user.retry')}
          </button>
        }
      />
    );
  }
  return <>{children(data)}</>;
}

import { Button, Card, Tag, Typography } from 'antd';
import { usePanelApp } from '@yoga/ui';
import { errorMessage } from '@yoga/api-client';
import { formatPriceMinor, type Currency, type ReconciliationItem } from '@yoga/contracts';
import { formatShortDate, useLocale } from '@yoga/i18n';
import { PlainTable } from '../../../components/plain-table';
import { QueryError } from '../../../components/query-error';
import { useAdminReconciliationQuery, useRunReconciliationMutation } from '../payments.api';

/**
 * What the daily check against Razorpay found and fixed (issue 35), each difference as a sentence, and
 * "Check now" (the same run on demand).
 */
export function ReconciliationCard() {
  const { t, locale } = useLocale();
  const { message } = usePanelApp();
  const { data, error, isFetching, refetch } = useAdminReconciliationQuery();
  const [run, running] = useRunReconciliationMutation();
  const check = async () => {
    try {
      const result = await run().unwrap();
      message.success(
        t('admin.reconciliation.ran', { ...result.checked, count: result.items.length }),
      );
    } catch (e) {
      message.error(errorMessage(e) ?? t('admin.reconciliation.failed'));
    }
  };
  return (
    <Card
      title={t('admin.reconciliation.title')}
      style={{ marginTop: 24 }}
      data-testid="reconciliation"
      extra={
        <Button onClick={() => void check()} loading={running.isLoading}>
          {t('admin.reconciliation.run')}
        </Button>
      }
    >
      <Typography.Paragraph>{t('admin.reconciliation.intro')}</Typography.Paragraph>
      <QueryError error={error} onRetry={refetch} />
      {data && data.length === 0 ? (
        <p style={{ margin: 0 }}>{t('admin.reconciliation.empty')}</p>
      ) : (
        <PlainTable<ReconciliationItem>
          rowKey={(r) => r.id}
          size="small"
          loading={isFetching}
          rows={data ?? []}
          // Only while the first answer is awaited: none is said above as a sentence.
          empty={null}
          pageSize={10}
          columns={[
            {
              key: 'when',
              title: t('admin.reconciliation.when'),
              render: (r) => formatShortDate(r.created_at, locale),
            },
            {
              key: 'what',
              title: t('admin.reconciliation.what'),
              render: (r) => t(`admin.reconciliation.kind.${r.kind}`),
            },
            {
              key: 'amount',
              title: t('admin.reconciliation.amount'),
              render: (r) =>
                r.amount !== null && r.currency
                  ? formatPriceMinor(r.amount, r.currency as Currency)
                  : '—',
            },
            {
              key: 'action',
              title: t('admin.reconciliation.action'),
              render: (r) => <Tag>{t(`admin.reconciliation.done.${r.action}`)}</Tag>,
            },
          ]}
        />
      )}
    </Card>
  );
}

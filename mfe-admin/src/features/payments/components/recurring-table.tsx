import { Button, Card, Popconfirm, Tag } from 'antd';
import { usePanelApp } from '@yoga/ui';
import { errorMessage } from '@yoga/api-client';
import { formatPriceMinor, type AdminRecurringRecord } from '@yoga/contracts';
import { formatShortDate, useLocale } from '@yoga/i18n';
import { PlainTable } from '../../../components/plain-table';
import { QueryError } from '../../../components/query-error';
import { useAdminRecurringQuery, useAdminCancelRecurringMutation } from '../payments.api';

const LIVE = ['created', 'active', 'pending', 'paused', 'halted', 'cancelling'];

/** Every recurring subscription with its state, and Cancel (at once, after one confirmation). */
export function RecurringTable() {
  const { t, locale } = useLocale();
  const { message } = usePanelApp();
  const { data, error, isFetching, refetch } = useAdminRecurringQuery();
  const [cancel, cancelling] = useAdminCancelRecurringMutation();
  const stop = async (row: AdminRecurringRecord) => {
    try {
      await cancel(row.id).unwrap();
      message.success(t('admin.recurring.cancelled'));
    } catch (e) {
      message.error(errorMessage(e) ?? t('admin.recurring.cancelFailed'));
    }
  };
  return (
    <Card title={t('admin.recurring.title')} style={{ marginTop: 24 }} data-testid="recurring">
      <QueryError error={error} onRetry={refetch} />
      {data && data.length === 0 ? (
        // Nothing to list: a sentence, not an empty table.
        <p style={{ margin: 0 }}>{t('admin.recurring.empty')}</p>
      ) : (
        <PlainTable<AdminRecurringRecord>
          rowKey={(r) => r.id}
          size="small"
          loading={isFetching}
          rows={data ?? []}
          empty={t('admin.recurring.empty')}
          pageSize={10}
          scrollX
          columns={[
            {
              key: 'student',
              title: t('admin.recurring.student'),
              render: (r) => r.student?.name ?? `#${r.user_id}`,
            },
            {
              key: 'renews',
              title: t('admin.recurring.renews'),
              render: (r) =>
                r.purpose === 'household'
                  ? t('admin.recurring.renews.household', { id: r.reference_id ?? '' })
                  : r.purpose === 'company'
                    ? t('admin.recurring.renews.company', { id: r.reference_id ?? '' })
                    : t('admin.recurring.renews.membership'),
            },
            { key: 'plan', title: t('admin.recurring.plan'), render: (r) => r.plan },
            {
              key: 'amount',
              title: t('admin.recurring.amount'),
              render: (r) => formatPriceMinor(r.amount, r.currency),
            },
            {
              key: 'status',
              title: t('admin.recurring.status'),
              render: (r) => <Tag>{t(`admin.recurring.state.${r.status}`)}</Tag>,
            },
            {
              key: 'next',
              title: t('admin.recurring.next'),
              render: (r) => (r.next_charge_at ? formatShortDate(r.next_charge_at, locale) : '—'),
            },
            { key: 'paid', title: t('admin.recurring.paid'), render: (r) => r.paid_count },
            {
              key: 'actions',
              title: t('admin.recurring.actions'),
              render: (r) =>
                LIVE.includes(r.status) ? (
                  <Popconfirm
                    title={t('admin.recurring.confirm')}
                    okText={t('admin.recurring.confirmOk')}
                    cancelText={t('admin.recurring.keep')}
                    onConfirm={() => void stop(r)}
                  >
                    <Button danger size="small" loading={cancelling.isLoading}>
                      {t('admin.recurring.cancel')}
                    </Button>
                  </Popconfirm>
                ) : null,
            },
          ]}
        />
      )}
    </Card>
  );
}

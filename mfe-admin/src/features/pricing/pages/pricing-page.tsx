import { useState } from 'react';
import { Alert, Button, Flex, Space, Table, Tag, Typography } from 'antd';
import type { TableProps } from 'antd';
import { errorMessage } from '@yoga/api-client';
import { formatPriceMinor, type Currency, type Plan } from '@yoga/contracts';
import { useLocale, type LocaleState, useCatalog } from '@yoga/i18n';
import { PlanEditor } from '../components/plan-editor';
import { PlanHistory } from '../components/plan-history';
import { pricingCatalog } from '../i18n';
import { useAdminPlansQuery } from '../pricing.api';

type T = LocaleState['t'];

/** One currency's figures in one cell: the offer, the original struck through, the discount, redeemable and balance. */
function priceCell(t: T, plan: Plan, currency: Currency) {
  const p = plan.prices[currency];
  const money = (minor: number) => formatPriceMinor(minor, currency);
  return (
    <Space direction="vertical" size={0}>
      <Typography.Text strong>{money(p.offer)}</Typography.Text>
      <Typography.Text type="secondary">
        <s>{money(p.original)}</s>
        {p.show_discount ? ` · ${t('admin.pricing.off', { percent: p.discount_percent })}` : ''}
      </Typography.Text>
      <Typography.Text type="secondary">
        {t('admin.pricing.redeemableBalance', {
          redeemable: money(p.redeemable),
          balance: money(p.balance),
        })}
      </Typography.Text>
    </Space>
  );
}

const columns = (
  t: T,
  edit: (plan: Plan) => void,
  history: (plan: Plan) => void,
): TableProps<Plan>['columns'] => [
  { title: t('admin.pricing.field.order'), dataIndex: 'sort_order', key: 'order', align: 'right' },
  {
    title: t('admin.pricing.package'),
    key: 'name',
    // Names and keys as the owner wrote them (not words of the panel's language).
    render: (_: unknown, p) => (
      <Space direction="vertical" size={0}>
        <Typography.Text strong>
          <span translate="no">{p.name_en}</span>
        </Typography.Text>
        <Typography.Text lang="hi">
          <span translate="no">{p.name_hi}</span>
        </Typography.Text>
        <Typography.Text type="secondary" code>
          <span translate="no">{p.slug}</span>
        </Typography.Text>
      </Space>
    ),
  },
  { title: t('admin.pricing.months'), dataIndex: 'months', key: 'months', align: 'right' },
  { title: 'INR', key: 'inr', render: (_: unknown, p) => priceCell(t, p, 'INR') },
  { title: 'USD', key: 'usd', render: (_: unknown, p) => priceCell(t, p, 'USD') },
  {
    title: t('admin.pricing.status'),
    key: 'status',
    render: (_: unknown, p) => (
      <Space wrap>
        <Tag color={p.active ? '#2f7d32' : '#595959'}>
          {t(p.active ? 'admin.pricing.onSale' : 'admin.pricing.retired')}
        </Tag>
        {p.popular ? <Tag color="#874d00">{t('admin.pricing.field.popular')}</Tag> : null}
      </Space>
    ),
  },
  {
    title: t('admin.pricing.actions'),
    key: 'actions',
    render: (_: unknown, p) => (
      <Space wrap>
        <Button
          onClick={() => edit(p)}
          aria-label={t('admin.pricing.editNamed', { plan: p.name_en })}
        >
          {t('admin.pricing.edit')}
        </Button>
        <Button
          onClick={() => history(p)}
          aria-label={t('admin.pricing.historyNamed', { plan: p.name_en })}
        >
          {t('admin.pricing.historyButton')}
        </Button>
      </Space>
    ),
  },
];

type Dialog = { kind: 'edit'; plan: Plan | undefined } | { kind: 'history'; plan: Plan } | null;

/**
 * The plans and their prices (the plans module owns them): edit figures, names in English and Hindi,
 * months, order, the popular mark, retire or put back on sale, add a plan, and see each plan's history.
 * A change applies to the next order at once; orders made before keep their amounts.
 */
export default function PricingPage() {
  useCatalog(pricingCatalog);
  const { t } = useLocale();
  const { data: plans, error, isLoading, refetch } = useAdminPlansQuery();
  const [dialog, setDialog] = useState<Dialog>(null);
  const nextOrder = Math.max(0, ...(plans ?? []).map((p) => p.sort_order)) + 1;
  return (
    <>
      <Flex justify="space-between" align="center" wrap gap={12}>
        <Typography.Title level={1} style={{ fontSize: 28, margin: 0 }}>
          {t('admin.pricing.title')}
        </Typography.Title>
        <Button type="primary" onClick={() => setDialog({ kind: 'edit', plan: undefined })}>
          {t('admin.pricing.add')}
        </Button>
      </Flex>
      <Typography.Paragraph type="secondary" style={{ marginTop: 12 }}>
        {t('admin.pricing.intro')}
      </Typography.Paragraph>
      {error ? (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 16 }}
          title={errorMessage(error) ?? t('admin.common.somethingWentWrong')}
          action={<Button onClick={() => refetch()}>{t('admin.pricing.retry')}</Button>}
        />
      ) : null}
      <Table<Plan>
        rowKey="slug"
        size="middle"
        loading={isLoading}
        columns={columns(
          t,
          (plan) => setDialog({ kind: 'edit', plan }),
          (plan) => setDialog({ kind: 'history', plan }),
        )}
        dataSource={plans ?? []}
        pagination={false}
        scroll={{ x: 'max-content' }}
      />
      {dialog?.kind === 'edit' ? (
        <PlanEditor plan={dialog.plan} nextOrder={nextOrder} onClose={() => setDialog(null)} />
      ) : null}
      {dialog?.kind === 'history' ? (
        <PlanHistory plan={dialog.plan} onClose={() => setDialog(null)} />
      ) : null}
    </>
  );
}

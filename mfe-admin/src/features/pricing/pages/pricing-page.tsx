import { useState } from 'react';
import { Alert, Button, Flex, Table, Tag, Typography } from 'antd';
import type { TableProps } from 'antd';
import { errorMessage } from '@yoga/api-client';
import { EXTRA_CURRENCIES, formatPriceMinor, type Currency, type Plan } from '@yoga/contracts';
import { useLocale, type LocaleState, useCatalog } from '@yoga/i18n';
import { deferred } from '@yoga/ui';
import { pricingCatalog } from '../i18n';
import { useAdminPlansQuery } from '../pricing.api';

// The editor's and the history's code (Modal, Form, InputNumber, List…) loads when one is first opened.
const PlanEditor = deferred(() => import('../components/plan-editor').then((m) => m.PlanEditor));
const PlanHistory = deferred(() => import('../components/plan-history').then((m) => m.PlanHistory));

type T = LocaleState['t'];

/** One currency's figures in one cell: the offer, the original struck through, the discount, redeemable and balance. */
function priceCell(t: T, plan: Plan, currency: Currency) {
  const p = plan.prices[currency];
  if (!p) return null;
  const money = (minor: number) => formatPriceMinor(minor, currency);
  return (
    <Flex vertical align="flex-start">
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
    </Flex>
  );
}

/**
 * Four columns that fit the panel at 1280 px without scrolling sideways (issue 38): the plan (names,
 * key, months, order and status together), each currency's figures, and the actions one above the other.
 */
const columns = (
  t: T,
  edit: (plan: Plan) => void,
  history: (plan: Plan) => void,
): TableProps<Plan>['columns'] => [
  {
    title: t('admin.pricing.package'),
    key: 'name',
    // Names and keys as the owner wrote them (not words of the panel's language).
    render: (_: unknown, p) => (
      <Flex vertical align="flex-start" style={{ overflowWrap: 'anywhere' }}>
        <Typography.Text strong>
          <span translate="no">{p.name_en}</span>
        </Typography.Text>
        <Typography.Text lang="hi">
          <span translate="no">{p.name_hi}</span>
        </Typography.Text>
        <Typography.Text type="secondary">
          <Typography.Text type="secondary" code>
            <span translate="no">{p.slug}</span>
          </Typography.Text>{' '}
          · {t('admin.pricing.monthsValue', { months: p.months })} ·{' '}
          {t('admin.pricing.orderValue', { order: p.sort_order })}
        </Typography.Text>
        <Flex wrap gap={4} align="center">
          <Tag color={p.active ? '#2f7d32' : '#595959'}>
            {t(p.active ? 'admin.pricing.onSale' : 'admin.pricing.retired')}
          </Tag>
          {p.popular ? <Tag color="#874d00">{t('admin.pricing.field.popular')}</Tag> : null}
        </Flex>
      </Flex>
    ),
  },
  { title: 'INR', key: 'inr', render: (_: unknown, p) => priceCell(t, p, 'INR') },
  {
    title: 'USD',
    key: 'usd',
    render: (_: unknown, p) => (
      <Flex vertical gap={8} align="flex-start">
        {priceCell(t, p, 'USD')}
        {/* The currencies the owner added for this plan (issue 37), under the dollars. */}
        {EXTRA_CURRENCIES.filter((c) => p.prices[c]).map((c) => (
          <div key={c} data-testid={`price-${p.slug}-${c}`}>
            <Typography.Text type="secondary">{c}</Typography.Text>
            {priceCell(t, p, c)}
          </div>
        ))}
      </Flex>
    ),
  },
  {
    title: t('admin.pricing.actions'),
    key: 'actions',
    render: (_: unknown, p) => (
      <Flex vertical gap={8} align="flex-start">
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
      </Flex>
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

import { useState } from 'react';
import { Button, Space, Table, Tag, Typography } from 'antd';
import type { TableProps } from 'antd';
import { formatPriceMinor, type AdminCoupon } from '@yoga/contracts';
import { formatDateRange, useCatalog, useLocale, type Locale, type LocaleState } from '@yoga/i18n';
import { QueryError } from '../../../components/query-error';
import { useDialogEditor } from '../../../components/use-dialog-editor';
import { deferred } from '@yoga/ui';
import { EMPTY_COUPON, toCouponFormValues, toCouponRequest } from '../coupon-form';
import {
  useAdminCouponsQuery,
  useCreateCouponMutation,
  useUpdateCouponMutation,
} from '../coupons.api';
import { couponsCatalog } from '../i18n';

type T = LocaleState['t'];

// The create/edit dialog (Modal, Select, InputNumber, Radio…) loads when it is first opened.
const CouponDialog = deferred(() => import('./coupon-dialog').then((m) => m.CouponDialog));

function discountText(t: T, c: AdminCoupon): string {
  if (c.percent_off !== null) return t('admin.coupons.percentOffValue', { percent: c.percent_off });
  const parts = [];
  if (c.amount_off?.INR !== undefined) parts.push(formatPriceMinor(c.amount_off.INR, 'INR'));
  if (c.amount_off?.USD !== undefined) parts.push(formatPriceMinor(c.amount_off.USD, 'USD'));
  return t('admin.coupons.amountOffValue', { amounts: parts.join(' / ') });
}

function validText(t: T, locale: Locale, c: AdminCoupon): string {
  if (!c.valid_from && !c.valid_to) return t('admin.coupons.always');
  return formatDateRange(c.valid_from, c.valid_to, locale);
}

function columns(
  t: T,
  locale: Locale,
  onEdit: (c: AdminCoupon) => void,
  onToggle: (c: AdminCoupon) => void,
): TableProps<AdminCoupon>['columns'] {
  return [
    { title: t('admin.coupons.code'), dataIndex: 'code', key: 'code' },
    {
      title: t('admin.coupons.discount'),
      key: 'discount',
      render: (_: unknown, c) => discountText(t, c),
    },
    {
      title: t('admin.coupons.plans'),
      key: 'plans',
      render: (_: unknown, c) => (c.plans ? c.plans.join(', ') : t('admin.coupons.allPlans')),
    },
    {
      title: t('admin.coupons.valid'),
      key: 'valid',
      render: (_: unknown, c) => validText(t, locale, c),
    },
    {
      title: t('admin.coupons.uses'),
      key: 'uses',
      render: (_: unknown, c) =>
        t('admin.coupons.usesValue', {
          redeemed: c.redeemed,
          held: c.held,
          max: c.max_redemptions ?? '∞',
        }),
    },
    {
      title: t('admin.common.status'),
      key: 'status',
      render: (_: unknown, c) => (
        <Space wrap>
          <Tag color={c.active ? '#2f7d32' : '#595959'}>
            {c.active ? t('admin.coupons.active') : t('admin.coupons.inactive')}
          </Tag>
          {c.show_on_price_page && <Tag color="#0958d9">{t('admin.coupons.onPricePage')}</Tag>}
          {c.first_purchase_only && <Tag>{t('admin.coupons.firstPurchaseOnly')}</Tag>}
          <Tag>
            {c.applies_to === 'every_payment'
              ? t('admin.coupons.appliesEvery')
              : t('admin.coupons.appliesFirst')}
          </Tag>
        </Space>
      ),
    },
    {
      title: t('admin.common.actions'),
      key: 'actions',
      render: (_: unknown, c) => (
        <Space>
          <Button
            size="small"
            onClick={() => onEdit(c)}
            aria-label={t('admin.coupons.editLabel', { code: c.code })}
          >
            {t('admin.common.edit')}
          </Button>
          <Button size="small" onClick={() => onToggle(c)}>
            {c.active ? t('admin.coupons.deactivate') : t('admin.coupons.activate')}
          </Button>
        </Space>
      ),
    },
  ];
}

/** Offer codes: list, create, edit and deactivate (issue 23). */
export default function CouponsPage() {
  useCatalog(couponsCatalog);
  const { t, locale } = useLocale();
  const { data, error, isFetching, refetch } = useAdminCouponsQuery(undefined, {
    refetchOnMountOrArgChange: true,
  });
  const [createCoupon, { isLoading: creating }] = useCreateCouponMutation();
  const [updateCoupon, { isLoading: updating }] = useUpdateCouponMutation();
  const { form, editing, values, open, save, close, run } = useDialogEditor({
    empty: EMPTY_COUPON,
    toValues: toCouponFormValues,
    toRequest: toCouponRequest,
    create: (body) => createCoupon(body).unwrap(),
    update: (id, body) => updateCoupon({ id, body }).unwrap(),
    texts: { created: t('admin.coupons.created'), updated: t('admin.coupons.updated') },
  });
  // Mounted once first opened, then kept (it closes with its animation, the form keeps its instance).
  const [shown, setShown] = useState(false);
  if (editing !== null && !shown) setShown(true);
  const toggle = (c: AdminCoupon) =>
    run(
      () => updateCoupon({ id: c.id, body: { active: !c.active } }).unwrap(),
      c.active ? t('admin.coupons.deactivated') : t('admin.coupons.activated'),
    );

  return (
    <>
      <Typography.Title level={1} style={{ fontSize: 28 }}>
        {t('admin.coupons.title')}
      </Typography.Title>
      <Typography.Paragraph>{t('admin.coupons.intro')}</Typography.Paragraph>
      <Space style={{ marginBottom: 16 }}>
        <Button type="primary" onClick={() => open('new')}>
          {t('admin.coupons.new')}
        </Button>
      </Space>
      <QueryError error={error} onRetry={refetch} />
      <Table<AdminCoupon>
        rowKey="id"
        loading={isFetching}
        dataSource={data ?? []}
        columns={columns(t, locale, open, (c) => void toggle(c))}
        pagination={false}
        scroll={{ x: true }}
        // Body-coloured: the table's own placeholder grey fails AA contrast.
        locale={{ emptyText: <Typography.Text>{t('admin.coupons.empty')}</Typography.Text> }}
      />
      {shown ? (
        <CouponDialog
          form={form}
          editing={editing}
          values={values}
          saving={creating || updating}
          onSave={() => void save()}
          onClose={close}
        />
      ) : null}
    </>
  );
}

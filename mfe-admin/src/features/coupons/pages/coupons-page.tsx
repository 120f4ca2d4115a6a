import { usePlansQuery } from '@yoga/api-client';
import {
  Button,
  Form,
  Input,
  InputNumber,
  Modal,
  Radio,
  Select,
  Space,
  Switch,
  Table,
  Tag,
  Typography,
} from 'antd';
import type { TableProps } from 'antd';
import {
  COUPON_PERCENT_MAX,
  COUPON_PERCENT_MIN,
  formatPriceMinor,
  type AdminCoupon,
} from '@yoga/contracts';
import { formatDateRange, useCatalog, useLocale, type Locale, type LocaleState } from '@yoga/i18n';
import { QueryError } from '../../../components/query-error';
import { useDialogEditor } from '../../../components/use-dialog-editor';
import {
  EMPTY_COUPON,
  toCouponFormValues,
  toCouponRequest,
  type CouponFormValues,
} from '../coupon-form';
import {
  useAdminCouponsQuery,
  useCreateCouponMutation,
  useUpdateCouponMutation,
} from '../coupons.api';
import { couponsCatalog } from '../i18n';

type T = LocaleState['t'];

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

function CouponForm({ initial }: { initial: CouponFormValues }) {
  const { t } = useLocale();
  // The plans on sale (GET /api/plans): a code may be limited to some of them.
  const { data: plans } = usePlansQuery();
  const kind = Form.useWatch('kind') as CouponFormValues['kind'] | undefined;
  return (
    <>
      <Form.Item
        name="code"
        label={t('admin.coupons.code')}
        required
        rules={[
          { required: true, pattern: /^[A-Za-z0-9]{4,20}$/, message: t('admin.coupons.codeRule') },
        ]}
      >
        <Input maxLength={20} autoComplete="off" />
      </Form.Item>
      <Form.Item name="kind" label={t('admin.coupons.discount')}>
        <Radio.Group
          options={[
            { value: 'percent', label: t('admin.coupons.percentOff') },
            { value: 'amount', label: t('admin.coupons.amountOff') },
          ]}
        />
      </Form.Item>
      {(kind ?? initial.kind) === 'percent' ? (
        <Form.Item
          name="percent_off"
          label={t('admin.coupons.percentOff')}
          rules={[
            {
              required: true,
              type: 'integer',
              min: COUPON_PERCENT_MIN,
              max: COUPON_PERCENT_MAX,
              message: t('admin.coupons.percentRule'),
            },
          ]}
        >
          <InputNumber
            min={COUPON_PERCENT_MIN}
            max={COUPON_PERCENT_MAX}
            precision={0}
            addonAfter="%"
          />
        </Form.Item>
      ) : (
        <Space wrap>
          <Form.Item name="amount_inr" label={t('admin.coupons.amountInr')}>
            <InputNumber min={1} precision={2} addonBefore="₹" />
          </Form.Item>
          <Form.Item name="amount_usd" label={t('admin.coupons.amountUsd')}>
            <InputNumber min={1} precision={2} addonBefore="$" />
          </Form.Item>
        </Space>
      )}
      <Form.Item
        name="applies_to"
        label={t('admin.coupons.appliesTo')}
        extra={t('admin.coupons.appliesToHelp')}
      >
        <Radio.Group
          options={[
            { value: 'first_payment', label: t('admin.coupons.appliesFirst') },
            { value: 'every_payment', label: t('admin.coupons.appliesEvery') },
          ]}
        />
      </Form.Item>
      <Form.Item name="plans" label={t('admin.coupons.plans')} extra={t('admin.coupons.plansHelp')}>
        <Select
          mode="multiple"
          allowClear
          options={(plans ?? []).map((p) => ({ value: p.slug, label: p.name_en }))}
        />
      </Form.Item>
      <Space wrap>
        <Form.Item name="valid_from" label={t('admin.coupons.validFrom')}>
          <Input type="date" />
        </Form.Item>
        <Form.Item name="valid_to" label={t('admin.coupons.validTo')}>
          <Input type="date" />
        </Form.Item>
      </Space>
      <Space wrap>
        <Form.Item
          name="max_redemptions"
          label={t('admin.coupons.maxRedemptions')}
          extra={t('admin.coupons.unlimitedHelp')}
        >
          <InputNumber min={1} precision={0} />
        </Form.Item>
        <Form.Item
          name="max_per_student"
          label={t('admin.coupons.maxPerStudent')}
          rules={[{ required: true }]}
        >
          <InputNumber min={1} max={100} precision={0} />
        </Form.Item>
      </Space>
      <Space wrap size="large">
        <Form.Item
          name="first_purchase_only"
          label={t('admin.coupons.firstPurchaseOnly')}
          valuePropName="checked"
        >
          <Switch />
        </Form.Item>
        <Form.Item name="active" label={t('admin.coupons.active')} valuePropName="checked">
          <Switch />
        </Form.Item>
        <Form.Item
          name="show_on_price_page"
          label={t('admin.coupons.showOnPricePage')}
          valuePropName="checked"
        >
          <Switch />
        </Form.Item>
      </Space>
    </>
  );
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
  const { form, editing, open, save, close, run } = useDialogEditor({
    empty: EMPTY_COUPON,
    toValues: toCouponFormValues,
    toRequest: toCouponRequest,
    create: (body) => createCoupon(body).unwrap(),
    update: (id, body) => updateCoupon({ id, body }).unwrap(),
    texts: { created: t('admin.coupons.created'), updated: t('admin.coupons.updated') },
  });
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
      <Modal
        open={editing !== null}
        title={editing === 'new' ? t('admin.coupons.new') : t('admin.coupons.edit')}
        okText={t('admin.common.save')}
        cancelText={t('admin.common.cancel')}
        confirmLoading={creating || updating}
        onOk={() => void save()}
        onCancel={close}
        forceRender
      >
        <Form<CouponFormValues>
          form={form}
          layout="vertical"
          name="coupon"
          initialValues={EMPTY_COUPON}
        >
          <CouponForm
            initial={editing && editing !== 'new' ? toCouponFormValues(editing) : EMPTY_COUPON}
          />
        </Form>
      </Modal>
    </>
  );
}

import { usePlansQuery } from '@yoga/api-client';
import { Form, Input, InputNumber, Radio, Select, Space, Switch } from 'antd';
import { COUPON_PERCENT_MAX, COUPON_PERCENT_MIN, type AdminCoupon } from '@yoga/contracts';
import { useLocale } from '@yoga/i18n';
import { EditorDialog, type EditorDialogProps } from '../../../components/editor-dialog';
import { EMPTY_COUPON, toCouponFormValues, type CouponFormValues } from '../coupon-form';

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

/**
 * The create/edit dialog of an offer code. A chunk of its own (with Modal, Select, InputNumber, Radio and
 * the form's fields), loaded when the dialog is first opened (issue 38), then kept mounted like before.
 */
export function CouponDialog(props: EditorDialogProps<CouponFormValues, AdminCoupon>) {
  const { t } = useLocale();
  const { form, editing } = props;
  return (
    <EditorDialog
      {...props}
      titles={{ new: t('admin.coupons.new'), edit: t('admin.coupons.edit') }}
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
    </EditorDialog>
  );
}

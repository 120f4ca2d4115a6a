import { Form, Input, Select, type FormInstance } from 'antd';
import { usePlansQuery } from '@yoga/api-client';
import { planName, type Currency, type PlanId } from '@yoga/contracts';
import { useLocale } from '@yoga/i18n';
import { ruleFrom } from '@yoga/ui';
import { amountProblem, OFFLINE_FORM_ERRORS, type OfflinePaymentValues } from '../offline-payment';
import { CURRENCY_OPTIONS } from './payment-filters';
import '../i18n';

/** "2499" or "2499.50": an offer price as the admin would type it. */
function majorText(minor: number): string {
  return minor % 100 === 0 ? String(minor / 100) : (minor / 100).toFixed(2);
}

interface PlanAmountFieldsProps {
  form: FormInstance<OfflinePaymentValues>;
  /** The currency chosen now. */
  currency: Currency;
}

/**
 * The plan, the currency and the amount received: a chosen plan or currency fills in the plan's offer
 * price (the usual amount received), and the amount is checked against it.
 */
export function PlanAmountFields({ form, currency }: PlanAmountFieldsProps) {
  const { t } = useLocale();
  // The plans on sale (the plans module owns them): the server records a payment only for one of them.
  const { data: plans = [], isLoading: plansLoading } = usePlansQuery();
  const offerOf = (plan: PlanId | undefined, cur: Currency) =>
    plans.find((p) => p.slug === plan)?.prices[cur]?.offer;

  /** A chosen plan or currency fills in the plan's offer price (the usual amount received). */
  const fillAmount = (plan: PlanId | undefined, cur: Currency) => {
    const offer = offerOf(plan, cur);
    if (offer !== undefined) form.setFieldValue('amount', majorText(offer));
  };

  return (
    <>
      <Form.Item
        name="plan"
        label={t('admin.common.plan')}
        rules={[{ required: true, message: OFFLINE_FORM_ERRORS.plan }]}
      >
        <Select
          loading={plansLoading}
          options={plans.map((p) => ({
            value: p.slug,
            label: t('admin.common.planMonths', {
              plan: planName(p, currency),
              months: p.months,
            }),
          }))}
          onChange={(plan: PlanId) => fillAmount(plan, currency)}
        />
      </Form.Item>
      <Form.Item name="currency" label={t('admin.common.currency')} rules={[{ required: true }]}>
        <Select
          options={CURRENCY_OPTIONS}
          onChange={(cur: Currency) => {
            fillAmount(form.getFieldValue('plan'), cur);
            if (cur === 'USD') form.setFieldValue('state', undefined);
          }}
        />
      </Form.Item>
      <Form.Item
        name="amount"
        label={t('admin.recordPayment.amount', { symbol: currency === 'INR' ? '₹' : '$' })}
        dependencies={['plan', 'currency']}
        rules={[
          ({ getFieldValue }) =>
            ruleFrom((value: string | undefined) =>
              amountProblem(
                value,
                offerOf(getFieldValue('plan'), getFieldValue('currency')),
                getFieldValue('currency'),
              ),
            ),
        ]}
      >
        <Input inputMode="decimal" autoComplete="off" />
      </Form.Item>
    </>
  );
}

import { useState } from 'react';
import { Form, Input, Modal, Select, Typography } from 'antd';
import { errorMessage, usePlansQuery } from '@yoga/api-client';
import {
  istToday,
  OFFLINE_METHODS,
  PAYMENT_REFERENCE_MAX_LENGTH,
  planName,
  type Currency,
  type PlanId,
} from '@yoga/contracts';
import { useLocale } from '@yoga/i18n';
import { GST_STATE_OPTIONS, ruleFrom, usePanelApp } from '@yoga/ui';
import { useDebouncedValue } from '../../../components/use-debounced-value';
import {
  amountProblem,
  OFFLINE_FORM_ERRORS,
  offlinePaymentRequest,
  paidOnProblem,
  referenceProblem,
  type OfflinePaymentValues,
} from '../offline-payment';
import { useRecordOfflinePaymentMutation, useStudentOptionsQuery } from '../payments.api';
import { CURRENCY_OPTIONS } from './payment-filters';
import { paymentMethodLabel } from './payments-table';
import '../i18n';

const SEARCH_DEBOUNCE_MS = 300;

/** "2499" or "2499.50": an offer price as the admin would type it. */
function majorText(minor: number): string {
  return minor % 100 === 0 ? String(minor / 100) : (minor / 100).toFixed(2);
}

/**
 * "Record payment": money received outside the checkout (UPI to the business, bank transfer, cash)
 * becomes the same payment, period, subscription number and invoice as an online one.
 */
export function RecordPaymentDialog({ onClose }: { onClose: () => void }) {
  const { t } = useLocale();
  const { message } = usePanelApp();
  const [form] = Form.useForm<OfflinePaymentValues>();
  const [record, { isLoading }] = useRecordOfflinePaymentMutation();
  const [search, setSearch] = useState('');
  const settled = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const students = useStudentOptionsQuery(settled);
  // Only the answer to what is typed now: an earlier search's list is never offered under the pointer
  // while the next one is on its way (the Select keeps the chosen student's label by itself).
  const answered = search === settled ? students.currentData : undefined;
  const searching = search !== settled || students.isFetching;
  const currency = Form.useWatch('currency', form) ?? 'INR';
  const today = istToday();
  // The plans on sale (the plans module owns them): the server records a payment only for one of them.
  const { data: plans = [], isLoading: plansLoading } = usePlansQuery();
  const offerOf = (plan: PlanId | undefined, cur: Currency) =>
    plans.find((p) => p.slug === plan)?.prices[cur].offer;

  /** A chosen plan or currency fills in the plan's offer price (the usual amount received). */
  const fillAmount = (plan: PlanId | undefined, cur: Currency) => {
    const offer = offerOf(plan, cur);
    if (offer !== undefined) form.setFieldValue('amount', majorText(offer));
  };

  const submit = async () => {
    let values: OfflinePaymentValues;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    try {
      await record(offlinePaymentRequest(values)).unwrap();
      message.success(t('admin.recordPayment.recorded'));
      onClose();
    } catch (error) {
      message.error(errorMessage(error) ?? t('admin.common.somethingWentWrong'));
    }
  };

  return (
    <Modal
      open
      title={t('admin.payments.record')}
      okText={t('admin.payments.record')}
      okButtonProps={{ loading: isLoading }}
      cancelButtonProps={{ disabled: isLoading }}
      onOk={() => void submit()}
      onCancel={() => !isLoading && onClose()}
      width={560}
    >
      <Typography.Paragraph type="secondary">{t('admin.recordPayment.intro')}</Typography.Paragraph>
      <Form<OfflinePaymentValues>
        form={form}
        name="record-payment"
        layout="vertical"
        noValidate
        initialValues={{ currency: 'INR', paid_on: today }}
      >
        <Form.Item
          name="user_id"
          label={t('admin.common.student')}
          rules={[{ required: true, message: OFFLINE_FORM_ERRORS.student }]}
        >
          <Select<number>
            showSearch
            filterOption={false}
            onSearch={setSearch}
            placeholder={t('admin.recordPayment.typeToSearch')}
            loading={searching}
            notFoundContent={t(
              searching ? 'admin.recordPayment.searching' : 'admin.recordPayment.noStudent',
            )}
            options={(answered ?? []).map((u) => ({
              value: u.id,
              label: `${u.name} · ${u.email}`,
            }))}
          />
        </Form.Item>
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
        <Form.Item
          name="method"
          label={t('admin.payments.method')}
          rules={[{ required: true, message: OFFLINE_FORM_ERRORS.method }]}
        >
          <Select
            options={OFFLINE_METHODS.map((m) => ({ value: m, label: paymentMethodLabel(t, m) }))}
          />
        </Form.Item>
        <Form.Item
          name="reference"
          label={t('admin.recordPayment.reference')}
          rules={[ruleFrom(referenceProblem)]}
        >
          <Input maxLength={PAYMENT_REFERENCE_MAX_LENGTH} autoComplete="off" />
        </Form.Item>
        <Form.Item
          name="paid_on"
          label={t('admin.recordPayment.paidOn')}
          rules={[ruleFrom((value: string | undefined) => paidOnProblem(value))]}
        >
          <Input type="date" max={today} />
        </Form.Item>
        {currency === 'INR' ? (
          <Form.Item
            name="state"
            label={t('admin.recordPayment.state')}
            extra={t('admin.recordPayment.stateExtra')}
          >
            <Select
              options={GST_STATE_OPTIONS}
              placeholder={t('admin.recordPayment.fromProfile')}
              allowClear
              showSearch
              optionFilterProp="label"
            />
          </Form.Item>
        ) : null}
      </Form>
    </Modal>
  );
}

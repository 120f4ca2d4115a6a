import { useState } from 'react';
import { App, Form, Input, Modal, Select, Typography } from 'antd';
import { errorMessage } from '@yoga/api-client';
import {
  INVOICING_MESSAGES,
  istToday,
  MESSAGES,
  OFFLINE_METHOD_LABELS,
  OFFLINE_METHODS,
  PAYMENT_REFERENCE_MAX_LENGTH,
  PLAN_IDS,
  planPrice,
  type Currency,
  type PlanId,
} from '@yoga/contracts';
import { GST_STATE_OPTIONS, ruleFrom } from '@yoga/ui';
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

const SEARCH_DEBOUNCE_MS = 300;
const CURRENCY_OPTIONS = [
  { value: 'INR' as const, label: 'INR (₹)' },
  { value: 'USD' as const, label: 'USD ($)' },
];
const METHOD_OPTIONS = OFFLINE_METHODS.map((m) => ({ value: m, label: OFFLINE_METHOD_LABELS[m] }));

/** "2499" or "2499.50": an offer price as the admin would type it. */
function majorText(minor: number): string {
  return minor % 100 === 0 ? String(minor / 100) : (minor / 100).toFixed(2);
}

/**
 * "Record payment": money received outside the checkout (UPI to the business, bank transfer, cash)
 * becomes the same payment, period, subscription number and invoice as an online one.
 */
export function RecordPaymentDialog({ onClose }: { onClose: () => void }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<OfflinePaymentValues>();
  const [record, { isLoading }] = useRecordOfflinePaymentMutation();
  const [search, setSearch] = useState('');
  const settled = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const students = useStudentOptionsQuery(settled);
  const currency = Form.useWatch('currency', form) ?? 'INR';
  const today = istToday();

  /** A chosen plan or currency fills in the plan's offer price (the usual amount received). */
  const fillAmount = (plan: PlanId | undefined, cur: Currency) => {
    if (plan) form.setFieldValue('amount', majorText(planPrice(plan, cur).amount));
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
      message.success(INVOICING_MESSAGES.offlineRecorded);
      onClose();
    } catch (error) {
      message.error(errorMessage(error) ?? MESSAGES.somethingWentWrong);
    }
  };

  return (
    <Modal
      open
      title="Record payment"
      okText="Record payment"
      okButtonProps={{ loading: isLoading }}
      cancelButtonProps={{ disabled: isLoading }}
      onOk={() => void submit()}
      onCancel={() => !isLoading && onClose()}
      width={560}
    >
      <Typography.Paragraph type="secondary">
        For money received outside the checkout. The student gets the plan&apos;s period, a
        subscription number and a GST invoice, as with an online payment.
      </Typography.Paragraph>
      <Form<OfflinePaymentValues>
        form={form}
        name="record-payment"
        layout="vertical"
        noValidate
        initialValues={{ currency: 'INR', paid_on: today }}
      >
        <Form.Item
          name="user_id"
          label="Student"
          rules={[{ required: true, message: OFFLINE_FORM_ERRORS.student }]}
        >
          <Select
            showSearch
            filterOption={false}
            onSearch={setSearch}
            placeholder="Type a name to search"
            loading={students.isFetching}
            notFoundContent={students.isFetching ? 'Searching…' : 'No student with this name'}
            options={(students.data ?? []).map((u) => ({
              value: u.id,
              label: `${u.name} · ${u.email}`,
            }))}
          />
        </Form.Item>
        <Form.Item
          name="plan"
          label="Plan"
          rules={[{ required: true, message: OFFLINE_FORM_ERRORS.plan }]}
        >
          <Select
            options={PLAN_IDS.map((id) => {
              const p = planPrice(id, currency);
              return { value: id, label: `${p.name} (${p.months} months)` };
            })}
            onChange={(plan: PlanId) => fillAmount(plan, currency)}
          />
        </Form.Item>
        <Form.Item name="currency" label="Currency" rules={[{ required: true }]}>
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
          label={`Amount received (${currency === 'INR' ? '₹' : '$'})`}
          dependencies={['plan', 'currency']}
          rules={[
            ({ getFieldValue }) =>
              ruleFrom((value: string | undefined) =>
                amountProblem(value, getFieldValue('plan'), getFieldValue('currency')),
              ),
          ]}
        >
          <Input inputMode="decimal" autoComplete="off" />
        </Form.Item>
        <Form.Item
          name="method"
          label="Method"
          rules={[{ required: true, message: OFFLINE_FORM_ERRORS.method }]}
        >
          <Select options={METHOD_OPTIONS} />
        </Form.Item>
        <Form.Item
          name="reference"
          label="Reference (UTR, cheque or receipt number)"
          rules={[ruleFrom(referenceProblem)]}
        >
          <Input maxLength={PAYMENT_REFERENCE_MAX_LENGTH} autoComplete="off" />
        </Form.Item>
        <Form.Item
          name="paid_on"
          label="Date received (India time)"
          rules={[ruleFrom((value: string | undefined) => paidOnProblem(value))]}
        >
          <Input type="date" max={today} />
        </Form.Item>
        {currency === 'INR' ? (
          <Form.Item
            name="state"
            label="State (for the GST invoice)"
            extra="Leave empty to use the state on the student's profile, else the business's state."
          >
            <Select
              options={GST_STATE_OPTIONS}
              placeholder="From the profile"
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

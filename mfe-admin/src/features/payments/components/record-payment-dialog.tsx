import { Form, Input, Modal, Select, Typography } from 'antd';
import { errorMessage } from '@yoga/api-client';
import { istToday, OFFLINE_METHODS, PAYMENT_REFERENCE_MAX_LENGTH } from '@yoga/contracts';
import { useLocale } from '@yoga/i18n';
import { GST_STATE_OPTIONS, ruleFrom, usePanelApp } from '@yoga/ui';
import {
  OFFLINE_FORM_ERRORS,
  offlinePaymentRequest,
  paidOnProblem,
  referenceProblem,
  type OfflinePaymentValues,
} from '../offline-payment';
import { useRecordOfflinePaymentMutation } from '../payments.api';
import { paymentMethodLabel } from './payment-labels';
import { PlanAmountFields } from './plan-amount-fields';
import { StudentField } from './student-field';
import '../i18n';

/**
 * "Record payment": money received outside the checkout (UPI to the business, bank transfer, cash)
 * becomes the same payment, period, subscription number and invoice as an online one.
 */
export function RecordPaymentDialog({ onClose }: { onClose: () => void }) {
  const { t } = useLocale();
  const { message } = usePanelApp();
  const [form] = Form.useForm<OfflinePaymentValues>();
  const [record, { isLoading }] = useRecordOfflinePaymentMutation();
  const currency = Form.useWatch('currency', form) ?? 'INR';
  const today = istToday();

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
        <StudentField />
        <PlanAmountFields form={form} currency={currency} />
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

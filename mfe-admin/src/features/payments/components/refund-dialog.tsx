import { Checkbox, Form, Input, InputNumber, Modal, Typography } from 'antd';
import { errorMessage } from '@yoga/api-client';
import {
  formatPriceMinor,
  MINOR_PER_MAJOR,
  OFFLINE_METHODS,
  REFUND_REASON_MAX_LENGTH,
  type AdminPaymentRecord,
} from '@yoga/contracts';
import { Trans, useLocale } from '@yoga/i18n';
import { localizedMessages } from '../../../components/localized';
import { Verbatim } from '../../../components/verbatim';
import { useRefundPaymentMutation } from '../payments.api';
import '../i18n';
import { usePanelApp } from '@yoga/ui';

export const REFUND_TEXTS = localizedMessages({
  reasonRequired: 'admin.refund.reasonRequired',
  amountRequired: 'admin.refund.amountRequired',
});

interface RefundForm {
  reason: string;
  /** Major units (rupees, dollars), at most what is left. */
  amount: number;
  shorten_membership?: boolean;
}

interface RefundDialogProps {
  payment: AdminPaymentRecord;
  onClose: () => void;
}

/**
 * Confirms a refund with its reason: all that is left by default, or a part (then the membership is kept
 * unless the admin chooses to shorten it in proportion); the server's message (or refusal) is a toast.
 */
export function RefundDialog({ payment, onClose }: RefundDialogProps) {
  const { t } = useLocale();
  const { message } = usePanelApp();
  const [form] = Form.useForm<RefundForm>();
  const [refund, { isLoading }] = useRefundPaymentMutation();
  const left = payment.amount - payment.refunded_amount;
  const amount = formatPriceMinor(payment.amount, payment.currency);
  const entered = Form.useWatch('amount', form);
  const part =
    typeof entered === 'number' && entered > 0 ? Math.round(entered * MINOR_PER_MAJOR) : left;
  const partial = part < left;
  const offline = (OFFLINE_METHODS as readonly string[]).includes(payment.method);
  const how = t(
    offline
      ? 'admin.refund.howOffline'
      : payment.method === 'sandbox'
        ? 'admin.refund.howSandbox'
        : 'admin.refund.howRazorpay',
  );
  const summary = {
    amount,
    name: payment.user.name,
    plan: payment.plan.name,
    months: payment.plan.months,
    invoice: payment.invoice_no,
  };

  const submit = async () => {
    let values: RefundForm;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    const reason = values.reason.trim();
    const minor = Math.round(values.amount * MINOR_PER_MAJOR);
    const body =
      minor < left
        ? { reason, amount: minor, shorten_membership: values.shorten_membership === true }
        : { reason };
    try {
      const result = await refund({ id: payment.id, body }).unwrap();
      message.success(result.message);
      onClose();
    } catch (error) {
      message.error(errorMessage(error) ?? t('admin.common.somethingWentWrong'));
    }
  };

  return (
    <Modal
      open
      title={t('admin.refund.title')}
      okText={t('admin.refund.ok', { amount: formatPriceMinor(part, payment.currency) })}
      okButtonProps={{ danger: true, loading: isLoading }}
      cancelButtonProps={{ disabled: isLoading }}
      onOk={() => void submit()}
      onCancel={() => !isLoading && onClose()}
    >
      <Typography.Paragraph>
        <Trans
          id={
            partial
              ? payment.invoice_no
                ? 'admin.refund.summaryPartialInvoice'
                : 'admin.refund.summaryPartial'
              : payment.invoice_no
                ? 'admin.refund.summaryInvoice'
                : 'admin.refund.summary'
          }
          values={{ ...summary, part: formatPriceMinor(part, payment.currency) }}
          components={{ 0: <Verbatim /> }}
        />{' '}
        {how}
      </Typography.Paragraph>
      <Typography.Paragraph>
        {t(partial ? 'admin.refund.effectsPartial' : 'admin.refund.effects')}
      </Typography.Paragraph>
      <Form
        form={form}
        layout="vertical"
        name="refund"
        requiredMark
        initialValues={{ amount: left / MINOR_PER_MAJOR, shorten_membership: false }}
      >
        <Form.Item
          name="amount"
          label={t('admin.refund.amount', { left: formatPriceMinor(left, payment.currency) })}
          rules={[{ required: true, message: REFUND_TEXTS.amountRequired }]}
        >
          <InputNumber
            min={1 / MINOR_PER_MAJOR}
            max={left / MINOR_PER_MAJOR}
            precision={2}
            step={1}
            prefix={payment.currency === 'INR' ? '₹' : '$'}
            style={{ width: '100%' }}
          />
        </Form.Item>
        {partial && (
          <Form.Item name="shorten_membership" valuePropName="checked">
            <Checkbox>{t('admin.refund.shorten')}</Checkbox>
          </Form.Item>
        )}
        <Form.Item
          name="reason"
          label={t('admin.refund.reason')}
          rules={[
            { required: true, whitespace: true, message: REFUND_TEXTS.reasonRequired },
            { max: REFUND_REASON_MAX_LENGTH },
          ]}
        >
          <Input.TextArea rows={3} maxLength={REFUND_REASON_MAX_LENGTH} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}

import { App, Form, Input, Modal, Typography } from 'antd';
import { errorMessage } from '@yoga/api-client';
import {
  formatPriceMinor,
  OFFLINE_METHODS,
  REFUND_REASON_MAX_LENGTH,
  type AdminPaymentRecord,
} from '@yoga/contracts';
import { Trans, useLocale } from '@yoga/i18n';
import { localizedMessages } from '../../../components/localized';
import { Verbatim } from '../../../components/verbatim';
import { useRefundPaymentMutation } from '../payments.api';
import '../i18n';

export const REFUND_TEXTS = localizedMessages({ reasonRequired: 'admin.refund.reasonRequired' });

interface RefundDialogProps {
  payment: AdminPaymentRecord;
  onClose: () => void;
}

/** Confirms a full refund with its reason; the server's message (or refusal) is shown as a toast. */
export function RefundDialog({ payment, onClose }: RefundDialogProps) {
  const { t } = useLocale();
  const { message } = App.useApp();
  const [form] = Form.useForm<{ reason: string }>();
  const [refund, { isLoading }] = useRefundPaymentMutation();
  const amount = formatPriceMinor(payment.amount, payment.currency);
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
    let reason: string;
    try {
      reason = (await form.validateFields()).reason.trim();
    } catch {
      return;
    }
    try {
      const result = await refund({ id: payment.id, body: { reason } }).unwrap();
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
      okText={t('admin.refund.ok', { amount })}
      okButtonProps={{ danger: true, loading: isLoading }}
      cancelButtonProps={{ disabled: isLoading }}
      onOk={() => void submit()}
      onCancel={() => !isLoading && onClose()}
    >
      <Typography.Paragraph>
        <Trans
          id={payment.invoice_no ? 'admin.refund.summaryInvoice' : 'admin.refund.summary'}
          values={summary}
          components={{ 0: <Verbatim /> }}
        />{' '}
        {how}
      </Typography.Paragraph>
      <Typography.Paragraph>{t('admin.refund.effects')}</Typography.Paragraph>
      <Form form={form} layout="vertical" name="refund" requiredMark>
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

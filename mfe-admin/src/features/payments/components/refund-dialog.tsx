import { App, Form, Input, Modal, Typography } from 'antd';
import { errorMessage } from '@yoga/api-client';
import {
  formatPriceMinor,
  MESSAGES,
  OFFLINE_METHODS,
  REFUND_REASON_MAX_LENGTH,
  type AdminPaymentRecord,
} from '@yoga/contracts';
import { useRefundPaymentMutation } from '../payments.api';

export const REFUND_REASON_REQUIRED = 'Enter why the money goes back.';

interface RefundDialogProps {
  payment: AdminPaymentRecord;
  onClose: () => void;
}

/** Confirms a full refund with its reason; the server's message (or refusal) is shown as a toast. */
export function RefundDialog({ payment, onClose }: RefundDialogProps) {
  const { message } = App.useApp();
  const [form] = Form.useForm<{ reason: string }>();
  const [refund, { isLoading }] = useRefundPaymentMutation();
  const amount = formatPriceMinor(payment.amount, payment.currency);
  const offline = (OFFLINE_METHODS as readonly string[]).includes(payment.method);
  const how = offline
    ? ' This payment was received outside the checkout: pay the money back the same way.'
    : payment.method === 'sandbox'
      ? ' This is a sandbox payment: no money moves, the refund is recorded at once.'
      : ' Razorpay returns it to the card, UPI or bank account it came from.';

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
      message.error(errorMessage(error) ?? MESSAGES.somethingWentWrong);
    }
  };

  return (
    <Modal
      open
      title="Refund payment"
      okText={`Refund ${amount}`}
      okButtonProps={{ danger: true, loading: isLoading }}
      cancelButtonProps={{ disabled: isLoading }}
      onOk={() => void submit()}
      onCancel={() => !isLoading && onClose()}
    >
      <Typography.Paragraph>
        The full {amount} that {payment.user.name} paid for {payment.plan.name} (
        {payment.plan.months} months
        {payment.invoice_no ? `, invoice ${payment.invoice_no}` : ''}) goes back to them.
        {how}
      </Typography.Paragraph>
      <Typography.Paragraph>
        The membership period this payment paid for is removed (later periods move earlier),
        referral credits it earned are taken back if unspent, and a GST credit note is issued. This
        cannot be undone.
      </Typography.Paragraph>
      <Form form={form} layout="vertical" name="refund" requiredMark>
        <Form.Item
          name="reason"
          label="Reason for the refund (printed on the credit note)"
          rules={[
            { required: true, whitespace: true, message: REFUND_REASON_REQUIRED },
            { max: REFUND_REASON_MAX_LENGTH },
          ]}
        >
          <Input.TextArea rows={3} maxLength={REFUND_REASON_MAX_LENGTH} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}

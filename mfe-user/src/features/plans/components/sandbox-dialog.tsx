import { Button, Descriptions, Modal, Typography } from 'antd';
import { formatPriceMinor, type CreateOrderResponse } from '@yoga/contracts';

interface SandboxDialogProps {
  order: CreateOrderResponse;
  pending?: 'success' | 'failure';
  onOutcome: (outcome: 'success' | 'failure') => void;
  onCancel: () => void;
}

/**
 * The sandbox's stand-in for Razorpay Checkout (no gateway keys configured): a clearly labelled test
 * where the student chooses whether the payment succeeds or fails. No money moves either way.
 */
export function SandboxDialog({ order, pending, onOutcome, onCancel }: SandboxDialogProps) {
  return (
    <Modal
      open
      title="Test payment: no money moves"
      onCancel={onCancel}
      closable={!pending}
      mask={{ closable: !pending }}
      footer={[
        <Button
          key="fail"
          danger
          loading={pending === 'failure'}
          disabled={pending === 'success'}
          onClick={() => onOutcome('failure')}
        >
          Fail
        </Button>,
        <Button
          key="pay"
          type="primary"
          loading={pending === 'success'}
          disabled={pending === 'failure'}
          onClick={() => onOutcome('success')}
        >
          Pay
        </Button>,
      ]}
    >
      <Typography.Paragraph>
        This site runs the payment sandbox: no card, UPI account or bank is charged. Choose{' '}
        <strong>Pay</strong> to see a successful payment or <strong>Fail</strong> to see a failed
        one.
      </Typography.Paragraph>
      <Descriptions
        size="small"
        column={1}
        bordered
        items={[
          {
            key: 'plan',
            label: 'Plan',
            children: `${order.plan.name}, ${order.plan.months} months`,
          },
          ...(order.credits_applied > 0
            ? [
                {
                  key: 'credits',
                  label: 'Credits applied',
                  children: formatPriceMinor(order.credits_applied, order.currency),
                },
              ]
            : []),
          {
            key: 'amount',
            label: 'Amount',
            children: formatPriceMinor(order.amount, order.currency),
          },
          { key: 'order', label: 'Order', children: order.order_id },
        ]}
      />
    </Modal>
  );
}

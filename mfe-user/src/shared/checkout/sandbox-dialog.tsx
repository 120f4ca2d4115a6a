import { Button, Descriptions, Modal, Typography } from 'antd';
import { formatPriceMinor, type CreateOrderResponse } from '@yoga/contracts';
import { Trans, useLocale } from '@yoga/i18n';

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
  const { t } = useLocale();
  return (
    <Modal
      open
      title={t('user.sandbox.title')}
      onCancel={onCancel}
      closable={!pending}
      // A tap beside the dialog never drops a payment under way: it closes by its ✕, Esc or a choice.
      mask={{ closable: false }}
      footer={[
        <Button
          key="fail"
          danger
          loading={pending === 'failure'}
          disabled={pending === 'success'}
          onClick={() => onOutcome('failure')}
        >
          {t('user.sandbox.fail')}
        </Button>,
        <Button
          key="pay"
          type="primary"
          loading={pending === 'success'}
          disabled={pending === 'failure'}
          onClick={() => onOutcome('success')}
        >
          {t('user.sandbox.pay')}
        </Button>,
      ]}
    >
      <Typography.Paragraph>
        <Trans id="user.sandbox.intro" components={{ 0: <strong />, 1: <strong /> }} />
      </Typography.Paragraph>
      <Descriptions
        size="small"
        column={1}
        bordered
        items={[
          {
            key: 'plan',
            label: t('user.checkout.plan'),
            children: t('user.checkout.planValue', {
              plan: order.plan.name,
              months: order.plan.months,
            }),
          },
          ...(order.credits_applied > 0
            ? [
                {
                  key: 'credits',
                  label: t('user.sandbox.creditsApplied'),
                  children: formatPriceMinor(order.credits_applied, order.currency),
                },
              ]
            : []),
          {
            key: 'amount',
            label: t('user.sandbox.amount'),
            children: formatPriceMinor(order.amount, order.currency),
          },
          { key: 'order', label: t('user.sandbox.order'), children: order.order_id },
        ]}
      />
    </Modal>
  );
}

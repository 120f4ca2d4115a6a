import { Button, Card, Descriptions, Typography } from 'antd';
import { formatIstDate, formatPriceMinor, type MySubscription } from '@yoga/contracts';
import { periodPreview, type PriceQuote } from '../checkout-selection';

interface CheckoutPanelProps {
  quote: PriceQuote;
  subscription: MySubscription | undefined;
  busy: boolean;
  onPay: () => void;
}

/** The chosen plan before paying: what it costs after credits and when it would run. */
export function CheckoutPanel({ quote, subscription, busy, onPay }: CheckoutPanelProps) {
  const period = periodPreview(subscription, quote.months);
  const items = [
    { key: 'plan', label: 'Plan', children: `${quote.name}, ${quote.months} months` },
    {
      key: 'period',
      label: 'Runs',
      children: `${formatIstDate(period.starts)} to ${formatIstDate(period.ends)}`,
    },
    {
      key: 'price',
      label: 'Offer price',
      children: formatPriceMinor(quote.amount, quote.currency),
    },
    ...(quote.credits > 0
      ? [
          {
            key: 'credits',
            label: 'Referral credits',
            children: `− ${formatPriceMinor(quote.credits, quote.currency)}`,
          },
        ]
      : []),
    {
      key: 'total',
      label: 'To pay',
      children: <strong>{formatPriceMinor(quote.toPay, quote.currency)}</strong>,
    },
  ];
  return (
    <Card title="Checkout" data-testid="checkout">
      <Descriptions size="small" column={1} bordered items={items} />
      <Typography.Paragraph type="secondary" style={{ margin: '12px 0' }}>
        A new plan starts when your trial or current plan ends, so you never lose a day. The amount
        is confirmed by our server when you pay.
      </Typography.Paragraph>
      <Button type="primary" size="large" loading={busy} onClick={onPay}>
        Pay {formatPriceMinor(quote.toPay, quote.currency)}
      </Button>
    </Card>
  );
}

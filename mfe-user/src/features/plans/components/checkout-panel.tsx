import { Button, Card, Descriptions, Flex, Select, Typography } from 'antd';
import { formatIstDate, formatPriceMinor, type MySubscription } from '@yoga/contracts';
import { GST_STATE_OPTIONS } from '@yoga/ui';
import { periodPreview, type PriceQuote } from '../checkout-selection';

interface CheckoutPanelProps {
  quote: PriceQuote;
  subscription: MySubscription | undefined;
  busy: boolean;
  /** The buyer's GST state code (INR only): the place of supply on the tax invoice. */
  gstState: string | undefined;
  onGstStateChange: (code: string | undefined) => void;
  onPay: () => void;
}

export const STATE_NOTE =
  'Choose the state you live in: it sets the GST (CGST and SGST, or IGST) on your tax invoice.';

/** The chosen plan before paying: what it costs after credits and when it would run. */
export function CheckoutPanel({
  quote,
  subscription,
  busy,
  gstState,
  onGstStateChange,
  onPay,
}: CheckoutPanelProps) {
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
      {quote.currency === 'INR' ? (
        <Flex vertical gap={4} style={{ marginTop: 12, maxWidth: 360 }}>
          <label htmlFor="checkout-state" style={{ fontWeight: 600 }}>
            State
          </label>
          <Select
            id="checkout-state"
            aria-describedby={gstState ? undefined : 'checkout-state-note'}
            options={GST_STATE_OPTIONS}
            value={gstState}
            onChange={(code?: string) => onGstStateChange(code)}
            placeholder="Choose your state"
            allowClear
            showSearch
            optionFilterProp="label"
            disabled={busy}
          />
          {gstState ? null : (
            <Typography.Text type="secondary" id="checkout-state-note">
              {STATE_NOTE}
            </Typography.Text>
          )}
        </Flex>
      ) : null}
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

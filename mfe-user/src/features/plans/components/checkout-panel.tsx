import { Button, Card, Descriptions, Flex, Select, Typography } from 'antd';
import { formatPriceMinor, type MySubscription } from '@yoga/contracts';
import { formatShortDate, useLocale } from '@yoga/i18n';
import { SEARCH_BY_LABEL, useGstStateOptions } from '@yoga/ui';
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

/** The state select's explanation (message ID). */
export const STATE_NOTE = 'user.checkout.stateNote';

/** The chosen plan before paying: what it costs after credits and when it would run. */
export function CheckoutPanel({
  quote,
  subscription,
  busy,
  gstState,
  onGstStateChange,
  onPay,
}: CheckoutPanelProps) {
  const { t, locale } = useLocale();
  const stateOptions = useGstStateOptions();
  const period = periodPreview(subscription, quote.months);
  const items = [
    {
      key: 'plan',
      label: t('user.checkout.plan'),
      children: t('user.checkout.planValue', { plan: quote.name, months: quote.months }),
    },
    {
      key: 'period',
      label: t('user.checkout.runs'),
      children: t('user.checkout.runsValue', {
        from: formatShortDate(period.starts, locale),
        to: formatShortDate(period.ends, locale),
      }),
    },
    {
      key: 'price',
      label: t('user.checkout.offerPrice'),
      children: formatPriceMinor(quote.amount, quote.currency),
    },
    ...(quote.credits > 0
      ? [
          {
            key: 'credits',
            label: t('user.checkout.credits'),
            children: `− ${formatPriceMinor(quote.credits, quote.currency)}`,
          },
        ]
      : []),
    {
      key: 'total',
      label: t('user.checkout.toPay'),
      children: <strong>{formatPriceMinor(quote.toPay, quote.currency)}</strong>,
    },
  ];
  return (
    <Card title={t('user.checkout.title')} data-testid="checkout">
      <Descriptions size="small" column={1} bordered items={items} />
      {quote.currency === 'INR' ? (
        <Flex vertical gap={4} style={{ marginTop: 12, maxWidth: 360 }}>
          <label htmlFor="checkout-state" style={{ fontWeight: 600 }}>
            {t('user.checkout.state')}
          </label>
          <Select
            id="checkout-state"
            aria-describedby={gstState ? undefined : 'checkout-state-note'}
            options={stateOptions}
            value={gstState}
            onChange={(code?: string) => onGstStateChange(code)}
            placeholder={t('user.checkout.statePlaceholder')}
            allowClear
            showSearch={SEARCH_BY_LABEL}
            disabled={busy}
          />
          {gstState ? null : (
            <Typography.Text type="secondary" id="checkout-state-note">
              {t(STATE_NOTE)}
            </Typography.Text>
          )}
        </Flex>
      ) : null}
      <Typography.Paragraph type="secondary" style={{ margin: '12px 0' }}>
        {t('user.checkout.startsLater')}
      </Typography.Paragraph>
      <Button type="primary" size="large" loading={busy} onClick={onPay}>
        {t('user.checkout.pay', { amount: formatPriceMinor(quote.toPay, quote.currency) })}
      </Button>
    </Card>
  );
}

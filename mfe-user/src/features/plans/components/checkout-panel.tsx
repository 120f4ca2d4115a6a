import { Button, Card, Descriptions, Flex, Select, Typography } from 'antd';
import { formatPriceMinor, type MySubscription } from '@yoga/contracts';
import { formatShortDate, useLocale } from '@yoga/i18n';
import { SEARCH_BY_LABEL, useGstStateOptions } from '@yoga/ui';
import type { ReactNode } from 'react';
import { periodPreview, type OfferQuote } from '../checkout-selection';
import { CheckoutModeChoice, firstDebitAmount, type CheckoutMode } from './checkout-mode';

interface CheckoutPanelProps {
  quote: OfferQuote;
  /** The offer code field (drawn above Pay). */
  offerField?: ReactNode;
  subscription: MySubscription | undefined;
  busy: boolean;
  /** The buyer's GST state code (INR only): the place of supply on the tax invoice. */
  gstState: string | undefined;
  onGstStateChange: (code: string | undefined) => void;
  /** "Pay once" or "Renew automatically": never chosen beforehand (undefined until the student picks). */
  mode: CheckoutMode | undefined;
  onModeChange: (mode: CheckoutMode) => void;
  onPay: () => void;
}

export { firstDebitAmount, renewalAmount, type CheckoutMode } from './checkout-mode';

/** The state select's explanation (message ID). */
export const STATE_NOTE = 'user.checkout.stateNote';

/** The chosen plan before paying: what it costs after credits and when it would run. */
export function CheckoutPanel({
  quote,
  offerField,
  subscription,
  busy,
  gstState,
  onGstStateChange,
  mode,
  onModeChange,
  onPay,
}: CheckoutPanelProps) {
  const { t, locale } = useLocale();
  const stateOptions = useGstStateOptions();
  const period = periodPreview(subscription, quote.months);
  const toPay = mode === 'renew' ? firstDebitAmount(quote) : quote.toPay;
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
    ...(quote.discount > 0
      ? [
          {
            key: 'discount',
            label: t('user.checkout.coupon.discount', { code: quote.coupon ?? '' }),
            children: `− ${formatPriceMinor(quote.discount, quote.currency)}`,
          },
        ]
      : []),
    ...(quote.credits > 0 && mode !== 'renew'
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
      children: <strong>{formatPriceMinor(toPay, quote.currency)}</strong>,
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
      {offerField}
      <CheckoutModeChoice quote={quote} busy={busy} mode={mode} onModeChange={onModeChange} />
      <Typography.Paragraph type="secondary" style={{ margin: '12px 0' }}>
        {t('user.checkout.startsLater')}
      </Typography.Paragraph>
      <Button type="primary" size="large" loading={busy} disabled={!mode} onClick={onPay}>
        {mode === 'renew'
          ? t('user.checkout.payRenew', { amount: formatPriceMinor(toPay, quote.currency) })
          : t('user.checkout.pay', { amount: formatPriceMinor(toPay, quote.currency) })}
      </Button>
      {mode ? null : (
        <Typography.Paragraph type="secondary" style={{ marginTop: 8 }}>
          {t('user.checkout.modeFirst')}
        </Typography.Paragraph>
      )}
    </Card>
  );
}

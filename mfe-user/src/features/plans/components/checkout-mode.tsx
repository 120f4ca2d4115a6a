import { Alert, Flex, Radio, Typography } from 'antd';
import { formatPriceMinor, subscriptionEndDate } from '@yoga/contracts';
import { formatShortDate, useLocale } from '@yoga/i18n';
import type { OfferQuote } from '../checkout-selection';

export type CheckoutMode = 'once' | 'renew';

/** The first debit of a subscription that renews itself: the offer price minus the code's discount (no credits). */
export const firstDebitAmount = (quote: OfferQuote) => quote.amount - quote.discount;

/** Each later debit: the offer price, minus the discount only for a code for every payment. */
export const renewalAmount = (quote: OfferQuote) =>
  quote.appliesTo === 'every_payment' ? quote.amount - quote.discount : quote.amount;

interface CheckoutModeChoiceProps {
  quote: OfferQuote;
  busy: boolean;
  mode: CheckoutMode | undefined;
  onModeChange: (mode: CheckoutMode) => void;
}

/** "Pay once" or "Renew automatically", and for the latter its terms (what is debited, how often, from when). */
export function CheckoutModeChoice({ quote, busy, mode, onModeChange }: CheckoutModeChoiceProps) {
  const { t, locale } = useLocale();
  const nextDebit = subscriptionEndDate(new Date(), quote.months);
  return (
    <Flex vertical gap={8} style={{ marginTop: 16 }}>
      <Typography.Text strong id="checkout-mode-label">
        {t('user.checkout.mode')}
      </Typography.Text>
      <Radio.Group
        aria-labelledby="checkout-mode-label"
        value={mode}
        onChange={(e) => onModeChange(e.target.value as CheckoutMode)}
        disabled={busy}
        options={[
          { value: 'once', label: t('user.checkout.modeOnce') },
          { value: 'renew', label: t('user.checkout.modeRenew') },
        ]}
      />
      {mode === 'renew' ? (
        <Alert
          type="info"
          showIcon
          data-testid="renewal-terms"
          title={
            renewalAmount(quote) === firstDebitAmount(quote)
              ? t('user.checkout.renewTerms', {
                  amount: formatPriceMinor(renewalAmount(quote), quote.currency),
                  months: quote.months,
                  date: formatShortDate(nextDebit, locale),
                })
              : t('user.checkout.renewTermsFirstOnly', {
                  first: formatPriceMinor(firstDebitAmount(quote), quote.currency),
                  amount: formatPriceMinor(renewalAmount(quote), quote.currency),
                  months: quote.months,
                  date: formatShortDate(nextDebit, locale),
                })
          }
          description={t('user.checkout.renewStop')}
        />
      ) : null}
      {mode === 'renew' && quote.credits > 0 ? (
        <Typography.Text type="secondary" data-testid="renewal-no-credits">
          {t('user.checkout.renewNoCredits')}
        </Typography.Text>
      ) : null}
    </Flex>
  );
}

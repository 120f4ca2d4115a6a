import { CURRENCY_SYMBOLS, offeredCurrencies, type Currency, type Plan } from '@yoga/contracts';
import { storeCurrency, useLocale } from '@yoga/i18n';
import { Segmented } from './segmented';

/** "India (₹ INR)", "Outside India ($ USD)"; an added currency by its sign and code ("£ GBP"). */
export function currencyLabel(currency: Currency, t: (id: string) => string): string {
  if (currency === 'INR' || currency === 'USD') return t(`user.plans.currency${currency}`);
  const sign = CURRENCY_SYMBOLS[currency].trim();
  return sign === currency ? currency : `${sign} ${currency}`;
}

/** The currencies a form offers: INR and USD, and those the owner priced a plan in (issue 37). */
export function currenciesOf(plans: readonly Pick<Plan, 'prices'>[] | undefined): Currency[] {
  return plans ? offeredCurrencies(plans) : ['INR', 'USD'];
}

/**
 * The currency switch of every checkout of the panel (membership, gift, household): the currencies on
 * offer, her choice remembered on the device (the plans page and the public price page start from it).
 */
export function CurrencySwitch({
  plans,
  value,
  onChange,
}: {
  plans: readonly Pick<Plan, 'prices'>[] | undefined;
  value: Currency;
  onChange: (currency: Currency) => void;
}) {
  const { t } = useLocale();
  return (
    <Segmented<Currency>
      aria-label={t('user.plans.currency')}
      options={currenciesOf(plans).map((c) => ({ value: c, label: currencyLabel(c, t) }))}
      value={value}
      onChange={(currency) => {
        storeCurrency(currency);
        onChange(currency);
      }}
    />
  );
}

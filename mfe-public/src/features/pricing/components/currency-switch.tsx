import type { KeyboardEvent, MouseEvent } from 'react';
import { CURRENCY_SYMBOLS, isCurrency, type Currency } from '@yoga/contracts';
import { storeCurrency } from '@yoga/i18n';
import styles from './pricing.module.css';
import { useLocale } from '@yoga/i18n';
// Registers the public catalogue (public.*) wherever its messages are used.
import '../../../shared/i18n';
// Registers the pricing page's catalogue (public.price.*).
import '../i18n';

/** "₹ INR", "$ USD", "£ GBP", "AED", "CA$ CAD": the switch's label of a currency. */
export function currencyLabel(currency: Currency): string {
  const symbol = CURRENCY_SYMBOLS[currency].trim();
  return symbol === currency ? currency : `${symbol} ${currency}`;
}

/** The price page's address showing `currency` (the server renders that table). */
export const currencyHref = (currency: Currency) => `?currency=${currency}`;

/** The currency named by a price page's query (`?currency=USD`, `?currency=GBP`), null when none. */
export function currencyInQuery(search: URLSearchParams): Currency | null {
  const named = search.get('currency')?.toUpperCase();
  return isCurrency(named) ? named : null;
}

/** The currency named by a price page's query, rupees otherwise (what the server renders). */
export function currencyFromQuery(search: URLSearchParams): Currency {
  return currencyInQuery(search) ?? 'INR';
}

function plainClick(event: MouseEvent) {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/**
 * ₹ INR / $ USD (and each currency the owner added, issue 37): pressed/unpressed buttons. Each is a link to the page with that currency
 * (`?currency=USD`, server-rendered), so a tap before the page has hydrated, or without JavaScript, still
 * works; once hydrated the switch changes the table in place (and the address, for sharing).
 */
export function CurrencySwitch({
  value,
  options,
  onChange,
}: {
  value: Currency;
  /** The currencies on offer (INR, USD, then the added ones some plan is priced in). */
  options: readonly Currency[];
  onChange: (c: Currency) => void;
}) {
  const { t } = useLocale();
  const choose = (currency: Currency) => {
    onChange(currency);
    // Her choice, remembered on this device: the next visit opens in it (issue 37).
    storeCurrency(currency);
    const url = new URL(window.location.href);
    url.searchParams.set('currency', currency);
    window.history.replaceState(window.history.state, '', url);
  };
  return (
    <div className={styles.switch} role="group" aria-label={t('public.price.currency')}>
      {options.map((option) => (
        <a
          key={option}
          href={currencyHref(option)}
          role="button"
          aria-pressed={value === option}
          className={styles.switchButton}
          onClick={(event: MouseEvent<HTMLAnchorElement>) => {
            if (!plainClick(event)) return;
            event.preventDefault();
            choose(option);
          }}
          onKeyDown={(event: KeyboardEvent<HTMLAnchorElement>) => {
            // A button is pressed with Space too.
            if (event.key !== ' ') return;
            event.preventDefault();
            choose(option);
          }}
        >
          {currencyLabel(option)}
        </a>
      ))}
    </div>
  );
}

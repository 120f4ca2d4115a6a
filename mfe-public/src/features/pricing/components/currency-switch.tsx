import type { KeyboardEvent, MouseEvent } from 'react';
import type { Currency } from '@yoga/contracts';
import styles from './pricing.module.css';
import { useLocale } from '@yoga/i18n';
// Registers the public catalogue (public.*) wherever its messages are used.
import '../../../shared/i18n';
// Registers the pricing page's catalogue (public.price.*).
import '../i18n';

const OPTIONS: readonly { value: Currency; label: string }[] = [
  { value: 'INR', label: '₹ INR' },
  { value: 'USD', label: '$ USD' },
];

/** The price page's address showing `currency` (the server renders that table). */
export const currencyHref = (currency: Currency) => `?currency=${currency}`;

/** The currency named by a price page's query (`?currency=USD`), rupees otherwise. */
export function currencyFromQuery(search: URLSearchParams): Currency {
  return search.get('currency')?.toUpperCase() === 'USD' ? 'USD' : 'INR';
}

function plainClick(event: MouseEvent) {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/**
 * ₹ INR / $ USD: a pressed/unpressed pair. Each is a link to the page with that currency
 * (`?currency=USD`, server-rendered), so a tap before the page has hydrated, or without JavaScript, still
 * works; once hydrated the switch changes the table in place (and the address, for sharing).
 */
export function CurrencySwitch({
  value,
  onChange,
}: {
  value: Currency;
  onChange: (c: Currency) => void;
}) {
  const { t } = useLocale();
  const choose = (currency: Currency) => {
    onChange(currency);
    const url = new URL(window.location.href);
    url.searchParams.set('currency', currency);
    window.history.replaceState(window.history.state, '', url);
  };
  return (
    <div className={styles.switch} role="group" aria-label={t('public.price.currency')}>
      {OPTIONS.map((option) => (
        <a
          key={option.value}
          href={currencyHref(option.value)}
          role="button"
          aria-pressed={value === option.value}
          className={styles.switchButton}
          onClick={(event: MouseEvent<HTMLAnchorElement>) => {
            if (!plainClick(event)) return;
            event.preventDefault();
            choose(option.value);
          }}
          onKeyDown={(event: KeyboardEvent<HTMLAnchorElement>) => {
            // A button is pressed with Space too.
            if (event.key !== ' ') return;
            event.preventDefault();
            choose(option.value);
          }}
        >
          {option.label}
        </a>
      ))}
    </div>
  );
}

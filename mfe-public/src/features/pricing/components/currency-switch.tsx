import type { Currency } from '@yoga/contracts';
import { NoScriptStyle } from '@yoga/site-layout';
import styles from './pricing.module.css';
import { useLocale } from '@yoga/i18n';
// Registers the public catalogue (public.*) wherever its messages are used.
import '../../../shared/i18n';

const OPTIONS: readonly { value: Currency; label: string }[] = [
  { value: 'INR', label: '₹ INR' },
  { value: 'USD', label: '$ USD' },
];

/** Without JavaScript the page keeps the prices in rupees: the switch, which could not change them, is hidden. */
const hiddenCss = `.${styles.switch}{display:none}`;

export function CurrencySwitch({
  value,
  onChange,
}: {
  value: Currency;
  onChange: (c: Currency) => void;
}) {
  const { t } = useLocale();
  return (
    <div className={styles.switch} role="group" aria-label={t('public.price.currency')}>
      <NoScriptStyle css={hiddenCss} />
      {OPTIONS.map((option) => (
        <button
          key={option.value}
          type="button"
          aria-pressed={value === option.value}
          className={styles.switchButton}
          onClick={() => onChange(option.value)}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}

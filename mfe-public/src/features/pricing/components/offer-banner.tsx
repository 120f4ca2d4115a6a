import { formatPriceMinor, type FeaturedCoupon } from '@yoga/contracts';
import { formatShortDate, useLocale } from '@yoga/i18n';
import styles from './pricing.module.css';
// Registers the public catalogue (public.*) wherever its messages are used.
import '../../../shared/i18n';
// Registers the pricing page's catalogue (public.price.*).
import '../i18n';

/** The featured offer's banner on /price: the code, what it takes off, and its last day. */
export function OfferBanner({ offer }: { offer: FeaturedCoupon }) {
  const { t, locale } = useLocale();
  const amounts = [
    offer.amount_off?.INR !== undefined ? formatPriceMinor(offer.amount_off.INR, 'INR') : null,
    offer.amount_off?.USD !== undefined ? formatPriceMinor(offer.amount_off.USD, 'USD') : null,
  ].filter((x): x is string => x !== null);
  const what =
    offer.percent_off !== null
      ? t('public.price.offerBanner.percent', { percent: offer.percent_off })
      : t('public.price.offerBanner.amount', { amount: amounts.join(' / ') });
  return (
    <p className={styles.offerBanner} data-testid="offer-banner">
      <strong>{t('public.price.offerBanner.title')}</strong>{' '}
      {t('public.price.offerBanner.text', { what, code: offer.code })}
      {offer.valid_to
        ? ` ${t('public.price.offerBanner.until', {
            date: formatShortDate(offer.valid_to, locale),
          })}`
        : null}
    </p>
  );
}

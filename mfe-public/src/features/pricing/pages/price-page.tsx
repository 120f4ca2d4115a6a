import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import {
  AUTH_ROUTES,
  POLICY_LIMITS,
  PUBLIC_ROUTES,
  ROUTINE_MINUTES,
  SLOTS_PER_DAY,
  USER_ROUTES,
  offeredCurrencies,
  type Currency,
} from '@yoga/contracts';
import { useBusinessRules } from '@yoga/site-settings';
import { preferredCurrency, useCatalog, useLocale, useLocalePath } from '@yoga/i18n';
import { PageHero } from '../../../shared/components/page-hero';
import { useContentMeta } from '../../../shared/hooks/use-content-meta';
import pageStyles from '../../../shared/components/page.module.css';
import { CurrencySwitch, currencyFromQuery, currencyInQuery } from '../components/currency-switch';
import { OfferBanner } from '../components/offer-banner';
import { AbroadTable, InrTable } from '../components/price-tables';
import { usePlans } from '../../../shared/plans-data';
import { useFeaturedOffer } from '../featured-offer';
import { useSignedInStudent } from '../stored-session';
import styles from './price-page.module.css';
// Registers the public catalogue (public.*) wherever its messages are used.
import '../../../shared/i18n';
// Registers the pricing page's catalogue (public.price.*).
import { pricingCatalog } from '../i18n';

export default function PricePage() {
  useCatalog(pricingCatalog);
  const { t, locale } = useLocale();
  const rules = useBusinessRules();
  const to = useLocalePath();
  const plans = usePlans();
  // The plans on sale by name ("Bumper Saver, Super Saver and Big Saver"), in the page's language.
  const names =
    plans.status === 'ready'
      ? plans.plans.map((p) => (locale === 'hi' ? p.name_hi : p.name_en))
      : [];
  const last = names.pop() ?? '';
  useContentMeta('price', {
    plans: names.length ? t('public.price.meta.and', { list: names.join(', '), last }) : last,
  });
  // `?currency=USD` (the switch's links) is rendered by the server too: it works before hydration.
  const [params] = useSearchParams();
  const [currency, setCurrency] = useState<Currency>(() => currencyFromQuery(params));
  const offered: Currency[] =
    plans.status === 'ready' ? offeredCurrencies(plans.plans) : ['INR', 'USD'];
  const named = currencyInQuery(params);
  // Prices by country (issue 37): with no currency in the address, once hydrated, the one of her country
  // (from her device's time zone and languages) or the one she chose before on this device. The server
  // renders rupees (or the address's currency): the page is the same for everyone, kept per currency.
  useEffect(() => {
    if (named || plans.status !== 'ready') return;
    const preferred = preferredCurrency(offeredCurrencies(plans.plans));
    if (preferred === 'INR') return;
    setCurrency(preferred);
    const url = new URL(window.location.href);
    url.searchParams.set('currency', preferred);
    window.history.replaceState(window.history.state, '', url);
  }, [plans, named]);
  const shown: Currency = offered.includes(currency) ? currency : 'USD';
  const student = useSignedInStudent();
  const offer = useFeaturedOffer();
  return (
    <main id="main-content" className={pageStyles.main}>
      <PageHero
        eyebrow={t('public.price.eyebrow')}
        title={t('public.price.title')}
        lead={t('public.price.lead', {
          slots: SLOTS_PER_DAY,
          minutes: ROUTINE_MINUTES,
          trialDays: rules.trial_days,
        })}
      />
      <section className={pageStyles.section} aria-labelledby="plans-title">
        <div className={pageStyles.container}>
          <div className={styles.head}>
            <h2 id="plans-title" className={pageStyles.sectionTitle}>
              {t('public.price.choose')}
            </h2>
            <CurrencySwitch value={shown} options={offered} onChange={setCurrency} />
          </div>
          {offer ? <OfferBanner offer={offer} /> : null}
          {plans.status === 'loading' && <p role="status">{t('public.common.loading')}</p>}
          {plans.status === 'error' && (
            <div>
              <p role="alert">{t('public.price.error')}</p>
              <button type="button" className={pageStyles.button} onClick={plans.retry}>
                {t('public.price.retry')}
              </button>
            </div>
          )}
          {plans.status === 'ready' &&
            (shown === 'INR' ? (
              <InrTable student={student} plans={plans.plans} offer={offer} />
            ) : (
              <AbroadTable student={student} plans={plans.plans} offer={offer} currency={shown} />
            ))}
          <p className={styles.note}>{t('public.price.note')}</p>
          <p className={styles.note}>{t('public.price.trialEnds')}</p>
          <div className={styles.trial}>
            {student ? (
              <Link to={USER_ROUTES.plans} className={pageStyles.button}>
                {t('public.price.membership')}
              </Link>
            ) : (
              <Link to={to(AUTH_ROUTES.register)} className={pageStyles.button}>
                {t('public.price.startTrial', { trialDays: rules.trial_days })}
              </Link>
            )}
            <p>
              {t('public.price.terms', { age: POLICY_LIMITS.minimumAge })}{' '}
              <Link to={to(PUBLIC_ROUTES.returnRefund)}>{t('public.price.refundLink')}</Link>
            </p>
          </div>
        </div>
      </section>
    </main>
  );
}

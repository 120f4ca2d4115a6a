import { useState } from 'react';
import { Link } from 'react-router-dom';
import {
  AUTH_ROUTES,
  POLICY_LIMITS,
  PUBLIC_ROUTES,
  ROUTINE_MINUTES,
  SLOTS_PER_DAY,
  TRIAL_DAYS,
  USER_ROUTES,
  type Currency,
} from '@yoga/contracts';
import { useLocale, useLocalePath } from '@yoga/i18n';
import { PageHero } from '../../../shared/components/page-hero';
import { usePageMeta } from '../../../shared/hooks/use-page-meta';
import pageStyles from '../../../shared/components/page.module.css';
import { CurrencySwitch } from '../components/currency-switch';
import { InrTable, UsdTable } from '../components/price-tables';
import { useSignedInStudent } from '../stored-session';
import styles from './price-page.module.css';
// Registers the public catalogue (public.*) wherever its messages are used.
import '../../../shared/i18n';

export default function PricePage() {
  const { t } = useLocale();
  const to = useLocalePath();
  usePageMeta(
    t('public.price.meta.title'),
    t('public.price.meta.description', { trialDays: TRIAL_DAYS }),
  );
  const [currency, setCurrency] = useState<Currency>('INR');
  const student = useSignedInStudent();
  return (
    <main id="main-content" className={pageStyles.main}>
      <PageHero
        eyebrow={t('public.price.eyebrow')}
        title={t('public.price.title')}
        lead={t('public.price.lead', {
          slots: SLOTS_PER_DAY,
          minutes: ROUTINE_MINUTES,
          trialDays: TRIAL_DAYS,
        })}
      />
      <section className={pageStyles.section} aria-labelledby="plans-title">
        <div className={pageStyles.container}>
          <div className={styles.head}>
            <h2 id="plans-title" className={pageStyles.sectionTitle}>
              {t('public.price.choose')}
            </h2>
            <CurrencySwitch value={currency} onChange={setCurrency} />
          </div>
          {currency === 'INR' ? <InrTable student={student} /> : <UsdTable student={student} />}
          <p className={styles.note}>{t('public.price.note')}</p>
          <div className={styles.trial}>
            {student ? (
              <Link to={USER_ROUTES.plans} className={pageStyles.button}>
                {t('public.price.membership')}
              </Link>
            ) : (
              <Link to={to(AUTH_ROUTES.register)} className={pageStyles.button}>
                {t('public.price.startTrial', { trialDays: TRIAL_DAYS })}
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

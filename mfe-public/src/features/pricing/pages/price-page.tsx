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
import { PageHero } from '../../../shared/components/page-hero';
import { usePageMeta } from '../../../shared/hooks/use-page-meta';
import pageStyles from '../../../shared/components/page.module.css';
import { CurrencySwitch } from '../components/currency-switch';
import { InrTable, UsdTable } from '../components/price-tables';
import { useSignedInStudent } from '../stored-session';
import styles from './price-page.module.css';

export default function PricePage() {
  usePageMeta(
    'Subscription At Glance: plans and prices',
    `Compare the Bumper Saver, Super Saver and Big Saver yoga plans in rupees or dollars. Start with a free ${TRIAL_DAYS}-day trial.`,
  );
  const [currency, setCurrency] = useState<Currency>('INR');
  const student = useSignedInStudent();
  return (
    <main id="main-content" className={pageStyles.main}>
      <PageHero
        eyebrow="Plans and pricing"
        title="Subscription At Glance"
        lead={`Every plan includes all ${SLOTS_PER_DAY} live slots a day, the ${ROUTINE_MINUTES}-minute routine and our wellness programmes. Try everything free for ${TRIAL_DAYS} days first.`}
      />
      <section className={pageStyles.section} aria-labelledby="plans-title">
        <div className={pageStyles.container}>
          <div className={styles.head}>
            <h2 id="plans-title" className={pageStyles.sectionTitle}>
              Choose your plan
            </h2>
            <CurrencySwitch value={currency} onChange={setCurrency} />
          </div>
          {currency === 'INR' ? <InrTable student={student} /> : <UsdTable student={student} />}
          <p className={styles.note}>
            The offer price is what you pay for the whole plan. The redeemable part can be covered
            with reward credits earned through referrals; the balance is the amount left to pay.
          </p>
          <div className={styles.trial}>
            {student ? (
              <Link to={USER_ROUTES.plans} className={pageStyles.button}>
                See your membership
              </Link>
            ) : (
              <Link to={AUTH_ROUTES.register} className={pageStyles.button}>
                Start your {TRIAL_DAYS}-day free trial
              </Link>
            )}
            <p>
              Subscriptions are also available monthly and quarterly. Members must be{' '}
              {POLICY_LIMITS.minimumAge} or older. See our{' '}
              <Link to={PUBLIC_ROUTES.returnRefund}>refund policy</Link>.
            </p>
          </div>
        </div>
      </section>
    </main>
  );
}

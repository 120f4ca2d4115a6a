import { useState } from 'react';
import { usePlansQuery } from '@yoga/api-client';
import {
  HOUSEHOLD_MAX_SIZE,
  HOUSEHOLD_MIN_SIZE,
  formatPriceMinor,
  householdPrice,
  planName,
  type CreateHouseholdRequest,
  type Currency,
} from '@yoga/contracts';
import { useLocale } from '@yoga/i18n';
import { CurrencySwitch } from '../../../shared/currency-switch';
import plain from '../../../shared/plain.module.css';
import { Segmented } from '../../../shared/segmented';

const SIZES = Array.from(
  { length: HOUSEHOLD_MAX_SIZE - HOUSEHOLD_MIN_SIZE + 1 },
  (_, i) => HOUSEHOLD_MIN_SIZE + i,
);

export interface BuyHouseholdFormProps {
  /** A renewal of the payer's household (its size preselected). */
  renewal?: { size: number; plan: string; currency: Currency };
  busy: boolean;
  onPay: (request: CreateHouseholdRequest) => void;
}

/** Buy (or renew) a household plan: plan, currency, the household's size with the payer; the price shown. */
export function BuyHouseholdForm({ renewal, busy, onPay }: BuyHouseholdFormProps) {
  const { t, locale } = useLocale();
  const { data: plans } = usePlansQuery();
  const [plan, setPlan] = useState<string | undefined>(renewal?.plan);
  const [currency, setCurrency] = useState<Currency>(renewal?.currency ?? 'INR');
  const [size, setSize] = useState<number>(renewal?.size ?? HOUSEHOLD_MAX_SIZE);
  const [problem, setProblem] = useState<string | null>(null);
  // A plan is chosen in a currency it is priced in (the owner may price some plans in GBP, not all).
  const chosen = plans?.find((p) => p.slug === plan && p.prices[currency] !== undefined);
  const price = chosen
    ? householdPrice(
        chosen.prices[currency]?.offer ?? 0,
        chosen.prices[currency]?.household_member ?? 0,
        size,
      )
    : null;

  // Plain elements drawn as antd's Card, Segmented and Button, and the browser's own list for the plan
  // (issue 38: every student page within 250 KB of JavaScript).
  return (
    <div className={plain.headed} data-testid="household-buy">
      <div className={plain.cardHead}>
        <h2 className={plain.cardHeading}>
          {renewal ? t('user.household.renewTitle') : t('user.household.buyTitle')}
        </h2>
      </div>
      <div className={plain.cardBody}>
        <p className={plain.paragraph}>{t('user.household.buyIntro')}</p>
        <form
          onSubmit={(e) => {
            e.preventDefault();
            if (!chosen) return setProblem(t('user.household.choosePlan'));
            setProblem(null);
            onPay({ plan: chosen.slug, currency, members: size });
          }}
        >
          <div className={plain.fields}>
            <CurrencySwitch plans={plans} value={currency} onChange={setCurrency} />
            <label className={plain.field}>
              {t('user.household.plan')}
              <select
                aria-label={t('user.household.plan')}
                className={`${plain.input} ${plain.select}`}
                value={chosen?.slug ?? ''}
                onChange={(e) => setPlan(e.target.value || undefined)}
              >
                <option value="" disabled hidden>
                  {t('user.household.choosePlan')}
                </option>
                {(plans ?? [])
                  .filter((p) => p.prices[currency] !== undefined)
                  .map((p) => (
                    <option key={p.slug} value={p.slug}>
                      {planName(p, currency, locale)}
                    </option>
                  ))}
              </select>
            </label>
            <div className={plain.field}>
              <div id="household-size-label">{t('user.household.size')}</div>
              <Segmented<number>
                aria-labelledby="household-size-label"
                options={SIZES.map((value) => ({
                  value,
                  label: t('user.household.sizeOption', { count: value }),
                }))}
                value={size}
                onChange={setSize}
              />
            </div>
            {chosen && (chosen.prices[currency]?.household_member ?? 0) > 0 ? (
              <span className={plain.muted}>
                {t('user.household.perMember', {
                  amount: formatPriceMinor(
                    chosen.prices[currency]?.household_member ?? 0,
                    currency,
                  ),
                })}
              </span>
            ) : null}
            {problem ? (
              <span className={plain.danger} role="alert">
                {problem}
              </span>
            ) : null}
            <button
              type="submit"
              className={`${plain.button} ${plain.primary}`}
              aria-busy={busy || undefined}
            >
              {busy ? <span className={plain.busy} aria-hidden="true" /> : null}
              {price !== null
                ? t('user.household.pay', { amount: formatPriceMinor(price, currency) })
                : t('user.household.payPlain')}
            </button>
          </div>
        </form>
      </div>
    </div>
  );
}

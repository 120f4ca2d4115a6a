import { useState } from 'react';
import { usePlansQuery } from '@yoga/api-client';
import {
  COMPANY_SEATS_MAX,
  COMPANY_SEATS_MIN,
  companyGstinProblem,
  formatPriceMinor,
  normalizeGstin,
  planName,
  type CreateCompanyOrderRequest,
  type Plan,
} from '@yoga/contracts';
import { useLocale } from '@yoga/i18n';
import { PlainButton, accountFormStyles as form } from '@yoga/ui';
import plain from '../../../shared/plain.module.css';
import { CompanyBillingFields, type CompanyBilling } from './company-billing-fields';
import styles from './company-order-form.module.css';

/** A typed number of seats as antd's InputNumber kept it: whole, within the bounds. */
const seatsOf = (text: string) =>
  Math.min(COMPANY_SEATS_MAX, Math.max(COMPANY_SEATS_MIN, Math.round(Number(text) || 0)));

export interface CompanyOrderFormProps {
  busy: boolean;
  onPay: (request: CreateCompanyOrderRequest) => void;
}

/**
 * Buy seats: plan, number of seats, the company's legal name, billing address, state and GSTIN. Plain form
 * elements (issue 38): the plan and the state in the browser's own list.
 */
export function CompanyOrderForm({ busy, onPay }: CompanyOrderFormProps) {
  const { t } = useLocale();
  const { data: plans } = usePlansQuery();
  const [plan, setPlan] = useState<string | undefined>(undefined);
  const [seatsText, setSeatsText] = useState(String(COMPANY_SEATS_MIN));
  const seats = seatsOf(seatsText);
  const [billing, setBilling] = useState<CompanyBilling>({
    legalName: '',
    address: '',
    stateCode: undefined,
    gstin: '',
  });
  const patchBilling = (patch: Partial<CompanyBilling>) => setBilling((b) => ({ ...b, ...patch }));
  const { legalName, address, stateCode, gstin } = billing;
  const [domain, setDomain] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const chosen = plans?.find((p) => p.slug === plan);
  const gstinProblem =
    gstin.trim() && stateCode
      ? companyGstinProblem(gstin, stateCode)
      : gstin.trim()
        ? 'format'
        : null;
  const gstinText =
    gstinProblem === 'format'
      ? t('user.company.gstinFormat')
      : gstinProblem === 'state'
        ? t('user.company.gstinState')
        : null;

  const submit = () => {
    if (!chosen) return setProblem(t('user.company.choosePlan'));
    if (!legalName.trim() || !address.trim() || !stateCode || !gstin.trim())
      return setProblem(t('user.company.fillAll'));
    if (gstinText) return setProblem(gstinText);
    setProblem(null);
    onPay({
      plan: chosen.slug,
      currency: 'INR',
      seats,
      company: {
        legal_name: legalName.trim(),
        address: address.trim(),
        state_code: stateCode,
        gstin: normalizeGstin(gstin),
      },
      ...(domain.trim() ? { email_domain: domain.trim() } : {}),
    });
  };

  return (
    <section className={plain.headed}>
      <div className={plain.cardHead}>
        <h2 className={plain.cardHeading}>{t('user.company.buyTitle')}</h2>
      </div>
      <div className={plain.cardBody}>
        <p className={plain.paragraph}>{t('user.company.buyIntro')}</p>
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            submit();
          }}
        >
          <div className={styles.fields}>
            <PlanField plans={plans ?? []} plan={plan} onChange={setPlan} />
            <label className={styles.field}>
              {t('user.company.seats')}
              <input
                type="number"
                inputMode="numeric"
                className={form.input}
                min={COMPANY_SEATS_MIN}
                max={COMPANY_SEATS_MAX}
                step={1}
                value={seatsText}
                onChange={(e) => setSeatsText(e.target.value)}
                onBlur={() => setSeatsText(String(seats))}
              />
            </label>
            <CompanyBillingFields value={billing} onChange={patchBilling} gstinText={gstinText} />
            <label className={styles.field}>
              {t('user.company.domain')}
              <input
                className={form.input}
                value={domain}
                onChange={(e) => setDomain(e.target.value)}
                maxLength={253}
                placeholder="acme.co.in"
              />
            </label>
            <span className={plain.muted}>{t('user.company.domainHelp')}</span>
            {problem ? (
              <span className={form.error} role="alert">
                {problem}
              </span>
            ) : null}
            <PlainButton type="submit" primary busy={busy}>
              {chosen
                ? t('user.company.pay', {
                    amount: formatPriceMinor(chosen.prices.INR.offer * seats, 'INR'),
                    seats,
                  })
                : t('user.company.payPlain')}
            </PlainButton>
          </div>
        </form>
      </div>
    </section>
  );
}

/** The plan, in the browser's own list: its name and price per seat. */
function PlanField({
  plans,
  plan,
  onChange,
}: {
  plans: Plan[];
  plan: string | undefined;
  onChange: (plan: string | undefined) => void;
}) {
  const { t, locale } = useLocale();
  return (
    <label className={styles.field}>
      {t('user.company.plan')}
      <select
        className={`${form.input} ${form.select}`}
        value={plan ?? ''}
        onChange={(e) => onChange(e.target.value || undefined)}
      >
        <option value="" disabled>
          {t('user.company.choosePlan')}
        </option>
        {plans.map((p) => (
          <option key={p.slug} value={p.slug}>
            {`${planName(p, 'INR', locale)} · ${t('user.company.perSeat', {
              amount: formatPriceMinor(p.prices.INR.offer, 'INR'),
            })}`}
          </option>
        ))}
      </select>
    </label>
  );
}

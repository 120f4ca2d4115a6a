import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import {
  AUTH_ROUTES,
  USER_ROUTES,
  formatPriceMinor,
  MINOR_PER_MAJOR,
  planName,
  type Currency,
  type FeaturedCoupon,
  type Plan,
} from '@yoga/contracts';
import { useLocale, useLocalePath } from '@yoga/i18n';
import type { Translate } from '../../../shared/i18n';
import { priceWithOffer } from '../featured-offer';
import pageStyles from '../../../shared/components/page.module.css';
import styles from './pricing.module.css';
// Registers the public catalogue (public.*) wherever its messages are used.
import '../../../shared/i18n';
// Registers the pricing page's catalogue (public.price.*).
import '../i18n';

interface PlanRow {
  /** Message ID of the row's name. */
  label: string;
  cell: (plan: Plan, t: Translate) => ReactNode;
  className?: string;
}

interface PlanTableProps {
  currency: Currency;
  /** Message ID of the caption. */
  caption: string;
  /** The plans on sale (GET /api/plans, in the page's server data), in page order. */
  plans: readonly Plan[];
  /** The rows between the plan names and the trial links: the two currencies state different figures. */
  rows: readonly PlanRow[];
  /** A signed-in student chooses a plan in the student panel; visitors start the free trial. */
  student: boolean;
}

/** The student panel's checkout with this plan and currency selected. */
export function choosePlanPath(plan: string, currency: 'INR' | 'USD'): string {
  return `${USER_ROUTES.plans}?${new URLSearchParams({ plan, currency })}`;
}

function PlanTable({ currency, caption, plans, rows, student }: PlanTableProps) {
  const { t, locale } = useLocale();
  const to = useLocalePath();
  return (
    <div
      className={styles.scroll}
      role="region"
      aria-label={t('public.price.table.region', { currency })}
      tabIndex={0}
    >
      <table className={styles.table} data-testid={`${currency.toLowerCase()}-table`}>
        <caption>{t(caption)}</caption>
        <thead>
          <tr>
            <th scope="col">{t('public.price.table.plan')}</th>
            {plans.map((p) => (
              <th key={p.slug} scope="col">
                <span translate="no">{planName(p, currency, locale)}</span>
                <span className={styles.months}>
                  {t('public.price.table.months', { months: p.months })}
                </span>
                {p.popular && <span className={styles.popular}>{t('public.price.popular')}</span>}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.label}>
              <th scope="row">{t(row.label)}</th>
              {plans.map((p) => (
                <td key={p.slug} className={row.className}>
                  {row.cell(p, t)}
                </td>
              ))}
            </tr>
          ))}
          <tr>
            <th scope="row">
              <span className={pageStyles.srOnly}>
                {t(student ? 'public.price.table.choose' : 'public.price.table.start')}
              </span>
            </th>
            {plans.map((p) => (
              <td key={p.slug}>
                {student ? (
                  <Link
                    to={choosePlanPath(p.slug, currency)}
                    className={styles.cta}
                    aria-label={t('public.price.table.choosePlanNamed', {
                      plan: planName(p, currency, locale),
                    })}
                  >
                    {t('public.price.table.choosePlan')}
                  </Link>
                ) : (
                  <Link to={to(AUTH_ROUTES.register)} className={styles.cta}>
                    {t('public.price.table.startTrial')}
                  </Link>
                )}
              </td>
            ))}
          </tr>
        </tbody>
      </table>
    </div>
  );
}

const inr = (minor: number) => formatPriceMinor(minor, 'INR');
const usd = (minor: number) => formatPriceMinor(minor, 'USD');

const INR_ROWS: readonly PlanRow[] = [
  { label: 'public.price.row.original', cell: (p) => <s>{inr(p.prices.INR.original)}</s> },
  {
    label: 'public.price.row.discount',
    cell: (p, t) =>
      p.prices.INR.show_discount
        ? t('public.price.off', { percent: p.prices.INR.discount_percent })
        : '–',
  },
  {
    label: 'public.price.row.offer',
    cell: (p) => inr(p.prices.INR.offer),
    className: styles.offer,
  },
  { label: 'public.price.row.redeemable', cell: (p) => inr(p.prices.INR.redeemable) },
  { label: 'public.price.row.balance', cell: (p) => inr(p.prices.INR.balance) },
];

const USD_ROWS: readonly PlanRow[] = [
  {
    label: 'public.price.row.original',
    // Only some USD plans state a discount, so it sits under the price instead of in its own row.
    cell: (p, t) => (
      <>
        <s>{usd(p.prices.USD.original)}</s>
        {p.prices.USD.show_discount && (
          <span className={styles.months}>
            {t('public.price.off', { percent: p.prices.USD.discount_percent })}
          </span>
        )}
      </>
    ),
  },
  {
    label: 'public.price.row.offer',
    cell: (p) => usd(p.prices.USD.offer),
    className: styles.offer,
  },
  { label: 'public.price.row.redeem', cell: (p) => usd(p.prices.USD.redeemable) },
  { label: 'public.price.row.balance', cell: (p) => usd(p.prices.USD.balance) },
];

interface TableProps {
  student: boolean;
  plans: readonly Plan[];
  offer?: FeaturedCoupon | null;
}

/** With a featured offer: a row under the offer price, struck through, and the price with the code. */
function withOfferRow(
  rows: readonly PlanRow[],
  offer: FeaturedCoupon | null | undefined,
  currency: 'INR' | 'USD',
): readonly PlanRow[] {
  if (!offer) return rows;
  const at = rows.findIndex((r) => r.label === 'public.price.row.offer') + 1;
  const row: PlanRow = {
    label: 'public.price.row.withCode',
    className: styles.offer,
    cell: (p, t) => {
      const price = priceWithOffer(
        offer,
        p.slug,
        currency,
        p.prices[currency].offer / MINOR_PER_MAJOR,
      );
      if (!price) return t('public.price.row.withCodeNone');
      return (
        <>
          <s>{formatPriceMinor(price.before, currency)}</s>{' '}
          {formatPriceMinor(price.after, currency)}
          <span className={styles.months}>
            {t('public.price.row.withCodeName', { code: offer.code })}
          </span>
        </>
      );
    },
  };
  return [...rows.slice(0, at), row, ...rows.slice(at)];
}

export function InrTable({ student, plans, offer }: TableProps) {
  return (
    <PlanTable
      student={student}
      currency="INR"
      caption="public.price.table.inr"
      plans={plans}
      rows={withOfferRow(INR_ROWS, offer, 'INR')}
    />
  );
}

export function UsdTable({ student, plans, offer }: TableProps) {
  return (
    <PlanTable
      student={student}
      currency="USD"
      caption="public.price.table.usd"
      plans={plans}
      rows={withOfferRow(USD_ROWS, offer, 'USD')}
    />
  );
}

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
export function choosePlanPath(plan: string, currency: Currency): string {
  return `${USER_ROUTES.plans}?${new URLSearchParams({ plan, currency })}`;
}

/** The plan's button: choose it in the panel (a student) or start the free trial (a visitor). */
function PlanCta({
  plan,
  currency,
  student,
}: {
  plan: Plan;
  currency: Currency;
  student: boolean;
}) {
  const { t, locale } = useLocale();
  const to = useLocalePath();
  return student ? (
    <Link
      to={choosePlanPath(plan.slug, currency)}
      className={styles.cta}
      aria-label={t('public.price.table.choosePlanNamed', {
        plan: planName(plan, currency, locale),
      })}
    >
      {t('public.price.table.choosePlan')}
    </Link>
  ) : (
    <Link to={to(AUTH_ROUTES.register)} className={styles.cta}>
      {t('public.price.table.startTrial')}
    </Link>
  );
}

/**
 * On a phone (issue 38): one card per plan, its figures one under the other, instead of a table whose
 * fourth column is cut. The same figures as the table; CSS shows one or the other (no script).
 */
function PlanCards({ currency, caption, plans, rows, student }: PlanTableProps) {
  const { t, locale } = useLocale();
  return (
    <div className={styles.cards} data-testid={`${currency.toLowerCase()}-cards`}>
      <p className={styles.cardsCaption}>{t(caption)}</p>
      <ul className={styles.cardList}>
        {plans.map((p) => (
          <li key={p.slug} className={styles.card}>
            <p className={styles.cardName}>
              <span translate="no">{planName(p, currency, locale)}</span>
              <span className={styles.months}>
                {t('public.price.table.months', { months: p.months })}
              </span>
              {p.popular && <span className={styles.popular}>{t('public.price.popular')}</span>}
            </p>
            <dl className={styles.cardFigures}>
              {rows.map((row) => (
                <div key={row.label} className={styles.cardRow}>
                  <dt>{t(row.label)}</dt>
                  <dd className={row.className}>{row.cell(p, t)}</dd>
                </div>
              ))}
            </dl>
            <PlanCta plan={p} currency={currency} student={student} />
          </li>
        ))}
      </ul>
    </div>
  );
}

function PlanTable(props: PlanTableProps) {
  return (
    <>
      <PlanGrid {...props} />
      <PlanCards {...props} />
    </>
  );
}

function PlanGrid({ currency, caption, plans, rows, student }: PlanTableProps) {
  const { t, locale } = useLocale();
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
                <PlanCta plan={p} currency={currency} student={student} />
              </td>
            ))}
          </tr>
        </tbody>
      </table>
    </div>
  );
}

const inr = (minor: number) => formatPriceMinor(minor, 'INR');

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

/** The rows of a table abroad (USD, and the currencies the owner added: GBP, AED, CAD, AUD, SGD). */
function abroadRows(currency: Exclude<Currency, 'INR'>): readonly PlanRow[] {
  const money = (minor: number) => formatPriceMinor(minor, currency);
  // Each table lists only the plans priced in its currency (abroadPlans), so the figures are there.
  const figures = (p: Plan) => p.prices[currency]!;
  return [
    {
      label: 'public.price.row.original',
      // Only some plans abroad state a discount, so it sits under the price instead of in its own row.
      cell: (p, t) => (
        <>
          <s>{money(figures(p).original)}</s>
          {figures(p).show_discount && (
            <span className={styles.months}>
              {t('public.price.off', { percent: figures(p).discount_percent })}
            </span>
          )}
        </>
      ),
    },
    {
      label: 'public.price.row.offer',
      cell: (p) => money(figures(p).offer),
      className: styles.offer,
    },
    { label: 'public.price.row.redeem', cell: (p) => money(figures(p).redeemable) },
    { label: 'public.price.row.balance', cell: (p) => money(figures(p).balance) },
  ];
}

interface TableProps {
  student: boolean;
  plans: readonly Plan[];
  offer?: FeaturedCoupon | null;
}

/** With a featured offer: a row under the offer price, struck through, and the price with the code. */
function withOfferRow(
  rows: readonly PlanRow[],
  offer: FeaturedCoupon | null | undefined,
  currency: Currency,
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
        (p.prices[currency]?.offer ?? 0) / MINOR_PER_MAJOR,
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

/** Each table abroad's caption (message IDs). */
const CAPTIONS: Readonly<Record<Exclude<Currency, 'INR'>, string>> = {
  USD: 'public.price.table.usd',
  GBP: 'public.price.table.gbp',
  AED: 'public.price.table.aed',
  CAD: 'public.price.table.cad',
  AUD: 'public.price.table.aud',
  SGD: 'public.price.table.sgd',
};

/**
 * The table in a currency abroad: USD (every plan) or one the owner added (issue 37: the plans she priced
 * in it). Payments in any of them are export supplies: no GST.
 */
export function AbroadTable({
  student,
  plans,
  offer,
  currency,
}: TableProps & { currency: Exclude<Currency, 'INR'> }) {
  return (
    <PlanTable
      student={student}
      currency={currency}
      caption={CAPTIONS[currency]}
      plans={plans.filter((p) => p.prices[currency] !== undefined)}
      rows={withOfferRow(abroadRows(currency), offer, currency)}
    />
  );
}

export function UsdTable(props: TableProps) {
  return <AbroadTable {...props} currency="USD" />;
}

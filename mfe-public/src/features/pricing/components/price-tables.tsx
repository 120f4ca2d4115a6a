import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import {
  AUTH_ROUTES,
  USER_ROUTES,
  formatPrice,
  INR_PACKAGES,
  USD_PACKAGES,
  type InrPackage,
  type UsdPackage,
} from '@yoga/contracts';
import { useLocale, useLocalePath } from '@yoga/i18n';
import type { Translate } from '../../../shared/i18n';
import pageStyles from '../../../shared/components/page.module.css';
import styles from './pricing.module.css';
// Registers the public catalogue (public.*) wherever its messages are used.
import '../../../shared/i18n';

interface PlanRow<P> {
  /** Message ID of the row's name. */
  label: string;
  cell: (plan: P, t: Translate) => ReactNode;
  className?: string;
}

interface PlanTableProps<P> {
  currency: 'INR' | 'USD';
  /** Message ID of the caption. */
  caption: string;
  plans: readonly P[];
  /** The rows between the plan names and the trial links: the two currencies state different figures. */
  rows: readonly PlanRow<P>[];
  /** A signed-in student chooses a plan in the student panel; visitors start the free trial. */
  student: boolean;
}

/** The student panel's checkout with this plan and currency selected. */
export function choosePlanPath(plan: string, currency: 'INR' | 'USD'): string {
  return `${USER_ROUTES.plans}?${new URLSearchParams({ plan, currency })}`;
}

function PlanTable<P extends { id: string; name: string; months: number }>({
  currency,
  caption,
  plans,
  rows,
  student,
}: PlanTableProps<P>) {
  const { t } = useLocale();
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
              <th key={p.id} scope="col">
                <span translate="no">{p.name}</span>
                <span className={styles.months}>
                  {t('public.price.table.months', { months: p.months })}
                </span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.label}>
              <th scope="row">{t(row.label)}</th>
              {plans.map((p) => (
                <td key={p.id} className={row.className}>
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
              <td key={p.id}>
                {student ? (
                  <Link
                    to={choosePlanPath(p.id, currency)}
                    className={styles.cta}
                    aria-label={t('public.price.table.choosePlanNamed', { plan: p.name })}
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

const inr = (amount: number) => formatPrice(amount, 'INR');
const usd = (amount: number) => formatPrice(amount, 'USD');

const INR_ROWS: readonly PlanRow<InrPackage>[] = [
  { label: 'public.price.row.original', cell: (p) => <s>{inr(p.original)}</s> },
  {
    label: 'public.price.row.discount',
    cell: (p, t) => t('public.price.off', { percent: p.discountPercent }),
  },
  { label: 'public.price.row.offer', cell: (p) => inr(p.offer), className: styles.offer },
  { label: 'public.price.row.redeemable', cell: (p) => inr(p.redeemable) },
  { label: 'public.price.row.balance', cell: (p) => inr(p.balance) },
];

const USD_ROWS: readonly PlanRow<UsdPackage>[] = [
  {
    label: 'public.price.row.original',
    // Only some USD plans state a discount, so it sits under the price instead of in its own row.
    cell: (p, t) => (
      <>
        <s>{usd(p.original)}</s>
        {p.discountPercent !== undefined && (
          <span className={styles.months}>
            {t('public.price.off', { percent: p.discountPercent })}
          </span>
        )}
      </>
    ),
  },
  { label: 'public.price.row.offer', cell: (p) => usd(p.offer), className: styles.offer },
  { label: 'public.price.row.redeem', cell: (p) => usd(p.redeem) },
  { label: 'public.price.row.balance', cell: (p) => usd(p.balance) },
];

export function InrTable({ student }: { student: boolean }) {
  return (
    <PlanTable
      student={student}
      currency="INR"
      caption="public.price.table.inr"
      plans={INR_PACKAGES}
      rows={INR_ROWS}
    />
  );
}

export function UsdTable({ student }: { student: boolean }) {
  return (
    <PlanTable
      student={student}
      currency="USD"
      caption="public.price.table.usd"
      plans={USD_PACKAGES}
      rows={USD_ROWS}
    />
  );
}

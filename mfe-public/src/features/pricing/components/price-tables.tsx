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
import pageStyles from '../../../shared/components/page.module.css';
import styles from './pricing.module.css';

interface PlanRow<P> {
  label: string;
  cell: (plan: P) => ReactNode;
  className?: string;
}

interface PlanTableProps<P> {
  currency: 'INR' | 'USD';
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
  return (
    <div className={styles.scroll} role="region" aria-label={`${currency} plans`} tabIndex={0}>
      <table className={styles.table} data-testid={`${currency.toLowerCase()}-table`}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Plan</th>
            {plans.map((p) => (
              <th key={p.id} scope="col">
                {p.name}
                <span className={styles.months}>{p.months} months</span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.label}>
              <th scope="row">{row.label}</th>
              {plans.map((p) => (
                <td key={p.id} className={row.className}>
                  {row.cell(p)}
                </td>
              ))}
            </tr>
          ))}
          <tr>
            <th scope="row">
              <span className={pageStyles.srOnly}>{student ? 'Choose' : 'Start'}</span>
            </th>
            {plans.map((p) => (
              <td key={p.id}>
                {student ? (
                  <Link
                    to={choosePlanPath(p.id, currency)}
                    className={styles.cta}
                    aria-label={`Choose plan: ${p.name}`}
                  >
                    Choose plan
                  </Link>
                ) : (
                  <Link to={AUTH_ROUTES.register} className={styles.cta}>
                    Start free trial
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
  { label: 'Original price', cell: (p) => <s>{inr(p.original)}</s> },
  { label: 'Discount', cell: (p) => `${p.discountPercent}% off` },
  { label: 'Offer price', cell: (p) => inr(p.offer), className: styles.offer },
  { label: 'Redeemable', cell: (p) => inr(p.redeemable) },
  { label: 'Balance', cell: (p) => inr(p.balance) },
];

const USD_ROWS: readonly PlanRow<UsdPackage>[] = [
  {
    label: 'Original price',
    // Only some USD plans state a discount, so it sits under the price instead of in its own row.
    cell: (p) => (
      <>
        <s>{usd(p.original)}</s>
        {p.discountPercent !== undefined && (
          <span className={styles.months}>{p.discountPercent}% off</span>
        )}
      </>
    ),
  },
  { label: 'Offer price', cell: (p) => usd(p.offer), className: styles.offer },
  { label: 'Redeem', cell: (p) => usd(p.redeem) },
  { label: 'Balance', cell: (p) => usd(p.balance) },
];

export function InrTable({ student }: { student: boolean }) {
  return (
    <PlanTable
      student={student}
      currency="INR"
      caption="Indian Rupee plans (INR)"
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
      caption="US Dollar plans (USD)"
      plans={USD_PACKAGES}
      rows={USD_ROWS}
    />
  );
}

import { Link } from 'react-router-dom';
import { AUTH_ROUTES, formatPrice, INR_PACKAGES, USD_PACKAGES } from '@yoga/contracts';
import styles from './pricing.module.css';

function TrialRow({ count }: { count: number }) {
  return (
    <tr>
      <th scope="row">
        <span className={styles.srOnly}>Start</span>
      </th>
      {Array.from({ length: count }, (_, i) => (
        <td key={i}>
          <Link to={AUTH_ROUTES.register} className={styles.cta}>
            Start free trial
          </Link>
        </td>
      ))}
    </tr>
  );
}

export function InrTable() {
  return (
    <div className={styles.scroll} role="region" aria-label="INR plans" tabIndex={0}>
      <table className={styles.table} data-testid="inr-table">
        <caption>Indian Rupee plans (INR)</caption>
        <thead>
          <tr>
            <th scope="col">Plan</th>
            {INR_PACKAGES.map((p) => (
              <th key={p.id} scope="col">
                {p.name}
                <span className={styles.months}>{p.months} months</span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row">Original price</th>
            {INR_PACKAGES.map((p) => (
              <td key={p.id}>
                <s>{formatPrice(p.original, 'INR')}</s>
              </td>
            ))}
          </tr>
          <tr>
            <th scope="row">Discount</th>
            {INR_PACKAGES.map((p) => (
              <td key={p.id}>{p.discountPercent}% off</td>
            ))}
          </tr>
          <tr>
            <th scope="row">Offer price</th>
            {INR_PACKAGES.map((p) => (
              <td key={p.id} className={styles.offer}>
                {formatPrice(p.offer, 'INR')}
              </td>
            ))}
          </tr>
          <tr>
            <th scope="row">Redeemable</th>
            {INR_PACKAGES.map((p) => (
              <td key={p.id}>{formatPrice(p.redeemable, 'INR')}</td>
            ))}
          </tr>
          <tr>
            <th scope="row">Balance</th>
            {INR_PACKAGES.map((p) => (
              <td key={p.id}>{formatPrice(p.balance, 'INR')}</td>
            ))}
          </tr>
          <TrialRow count={INR_PACKAGES.length} />
        </tbody>
      </table>
    </div>
  );
}

export function UsdTable() {
  return (
    <div className={styles.scroll} role="region" aria-label="USD plans" tabIndex={0}>
      <table className={styles.table} data-testid="usd-table">
        <caption>US Dollar plans (USD)</caption>
        <thead>
          <tr>
            <th scope="col">Plan</th>
            {USD_PACKAGES.map((p) => (
              <th key={p.id} scope="col">
                {p.name}
                <span className={styles.months}>{p.months} months</span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row">Original price</th>
            {USD_PACKAGES.map((p) => (
              <td key={p.id}>
                <s>{formatPrice(p.original, 'USD')}</s>
                {p.discountPercent !== undefined && (
                  <span className={styles.months}>{p.discountPercent}% off</span>
                )}
              </td>
            ))}
          </tr>
          <tr>
            <th scope="row">Offer price</th>
            {USD_PACKAGES.map((p) => (
              <td key={p.id} className={styles.offer}>
                {formatPrice(p.offer, 'USD')}
              </td>
            ))}
          </tr>
          <tr>
            <th scope="row">Redeem</th>
            {USD_PACKAGES.map((p) => (
              <td key={p.id}>{formatPrice(p.redeem, 'USD')}</td>
            ))}
          </tr>
          <tr>
            <th scope="row">Balance</th>
            {USD_PACKAGES.map((p) => (
              <td key={p.id}>{formatPrice(p.balance, 'USD')}</td>
            ))}
          </tr>
          <TrialRow count={USD_PACKAGES.length} />
        </tbody>
      </table>
    </div>
  );
}

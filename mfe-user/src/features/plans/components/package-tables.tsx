import { useState } from 'react';
import { formatPriceMinor, LAYOUT, planName, type Currency, type Plan } from '@yoga/contracts';
import { useLocale, type LocaleState } from '@yoga/i18n';
import { Segmented } from '../../../shared/segmented';
import { useMinWidth } from '../../../shared/use-min-width';
import styles from './package-tables.module.css';

interface PackageRow {
  key: string;
  name: string;
  months: number;
  original: string;
  discount: string;
  offer: string;
  redeem: string;
  balance: string;
}

function rows(
  plans: readonly Plan[],
  currency: Currency,
  t: LocaleState['t'],
  locale: LocaleState['locale'],
): PackageRow[] {
  return plans.flatMap((plan) => {
    const p = plan.prices[currency];
    if (!p) return [];
    return {
      key: plan.slug,
      name: planName(plan, currency, locale),
      months: plan.months,
      original: formatPriceMinor(p.original, currency),
      // The INR table states every discount as a figure; the USD one only where the plan shows it.
      discount: !p.show_discount
        ? '—'
        : currency === 'INR'
          ? `${p.discount_percent}%`
          : t('user.plans.off', { percent: p.discount_percent }),
      offer: formatPriceMinor(p.offer, currency),
      redeem: formatPriceMinor(p.redeemable, currency),
      balance: formatPriceMinor(p.balance, currency),
    };
  });
}

/** 992 px (antd's lg breakpoint) is 224 px past the mobile one: room for the table beside the sidebar. */
const TABLE_EXTRA_PX = 224;

const COLUMNS = (currency: Currency, t: LocaleState['t']) =>
  [
    { title: t('user.price.package'), dataIndex: 'name' },
    { title: t('user.price.months'), dataIndex: 'months' },
    { title: t('user.price.original'), dataIndex: 'original' },
    { title: t('user.price.discount'), dataIndex: 'discount' },
    { title: t('user.price.offer'), dataIndex: 'offer' },
    {
      title: t(currency === 'INR' ? 'user.price.redeemable' : 'user.price.redeem'),
      dataIndex: 'redeem',
    },
    { title: t('user.price.balance'), dataIndex: 'balance' },
  ] as const satisfies readonly { title: string; dataIndex: keyof PackageRow }[];

/**
 * Each plan as a card of label–value pairs, on phones (below 768 px) and wherever the 7-column table would
 * not fit beside the panel's 300 px sidebar (below 992 px).
 */
function PackageCards({ rows, currency }: { rows: PackageRow[]; currency: Currency }) {
  const { t } = useLocale();
  const [, ...details] = COLUMNS(currency, t);
  return (
    <ul className={styles.cards} aria-label={t('user.price.tableLabel')}>
      {rows.map((row) => (
        <li key={row.key} className={styles.card}>
          <h2 className={styles.cardTitle}>{row.name}</h2>
          <dl className={styles.facts}>
            {details.map((column) => (
              <div key={column.dataIndex} className={styles.fact}>
                <dt>{column.title}</dt>
                <dd>{row[column.dataIndex]}</dd>
              </div>
            ))}
          </dl>
        </li>
      ))}
    </ul>
  );
}

/** The same INR and USD plans as the public pricing page (GET /api/plans). */
export function PackageTables({ plans }: { plans: readonly Plan[] }) {
  const [currency, setCurrency] = useState<Currency>('INR');
  const wide = useMinWidth(LAYOUT.mobileBreakpointPx + TABLE_EXTRA_PX);
  const { t, locale } = useLocale();
  const tableRows = rows(plans, currency, t, locale);
  const columns = COLUMNS(currency, t);
  // Plain elements drawn as antd's Segmented and Table (issue 38: every student page within 250 KB).
  return (
    <div>
      <Segmented<Currency>
        aria-label={t('user.plans.currency')}
        options={[
          { label: t('user.plans.currencyINR'), value: 'INR' },
          { label: t('user.plans.currencyUSD'), value: 'USD' },
        ]}
        value={currency}
        onChange={setCurrency}
        className={styles.currency}
      />
      {wide ? (
        <div className={styles.scroll}>
          <table className={styles.table}>
            <thead>
              <tr>
                {columns.map((c) => (
                  <th key={c.dataIndex} scope="col">
                    {c.title}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {tableRows.map((row) => (
                <tr key={row.key}>
                  {columns.map((c) => (
                    <td key={c.dataIndex}>{row[c.dataIndex]}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <PackageCards rows={tableRows} currency={currency} />
      )}
    </div>
  );
}

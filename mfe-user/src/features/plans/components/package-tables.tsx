import { useState } from 'react';
import { Grid, Segmented, Table } from 'antd';
import {
  formatPrice,
  INR_PACKAGES,
  LAYOUT,
  USD_PACKAGES,
  type Currency,
  type InrPackage,
  type UsdPackage,
} from '@yoga/contracts';
import { useLocale, type LocaleState } from '@yoga/i18n';
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

function inrRows(packages: readonly InrPackage[]): PackageRow[] {
  return packages.map((p) => ({
    key: p.id,
    name: p.name,
    months: p.months,
    original: formatPrice(p.original, 'INR'),
    discount: `${p.discountPercent}%`,
    offer: formatPrice(p.offer, 'INR'),
    redeem: formatPrice(p.redeemable, 'INR'),
    balance: formatPrice(p.balance, 'INR'),
  }));
}

function usdRows(packages: readonly UsdPackage[], t: LocaleState['t']): PackageRow[] {
  return packages.map((p) => ({
    key: p.id,
    name: p.name,
    months: p.months,
    original: formatPrice(p.original, 'USD'),
    discount: p.discountPercent ? t('user.plans.off', { percent: p.discountPercent }) : '—',
    offer: formatPrice(p.offer, 'USD'),
    redeem: formatPrice(p.redeem, 'USD'),
    balance: formatPrice(p.balance, 'USD'),
  }));
}

/** antd's lg breakpoint (992 px) is 224 px past the mobile one: room for the table beside the sidebar. */
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

/** The same INR and USD packages as the public pricing page, from libs/contracts. */
export function PackageTables() {
  const [currency, setCurrency] = useState<Currency>('INR');
  const screens = Grid.useBreakpoint();
  const wide = screens.lg ?? window.innerWidth >= LAYOUT.mobileBreakpointPx + TABLE_EXTRA_PX;
  const { t } = useLocale();
  const rows = currency === 'INR' ? inrRows(INR_PACKAGES) : usdRows(USD_PACKAGES, t);
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
        style={{ marginBottom: 16 }}
      />
      {wide ? (
        <Table<PackageRow>
          dataSource={rows}
          pagination={false}
          scroll={{ x: true }}
          size="middle"
          columns={COLUMNS(currency, t).map((c) => ({ ...c }))}
        />
      ) : (
        <PackageCards rows={rows} currency={currency} />
      )}
    </div>
  );
}

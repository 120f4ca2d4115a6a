import { useState } from 'react';
import { Segmented, Table } from 'antd';
import {
  formatPrice,
  INR_PACKAGES,
  USD_PACKAGES,
  type Currency,
  type InrPackage,
  type UsdPackage,
} from '@yoga/contracts';

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

function usdRows(packages: readonly UsdPackage[]): PackageRow[] {
  return packages.map((p) => ({
    key: p.id,
    name: p.name,
    months: p.months,
    original: formatPrice(p.original, 'USD'),
    discount: p.discountPercent ? `${p.discountPercent}% off` : '—',
    offer: formatPrice(p.offer, 'USD'),
    redeem: formatPrice(p.redeem, 'USD'),
    balance: formatPrice(p.balance, 'USD'),
  }));
}

/** The same INR and USD packages as the public pricing page, from libs/contracts. */
export function PackageTables() {
  const [currency, setCurrency] = useState<Currency>('INR');
  const rows = currency === 'INR' ? inrRows(INR_PACKAGES) : usdRows(USD_PACKAGES);
  return (
    <div>
      <Segmented<Currency>
        options={[
          { label: 'India (₹ INR)', value: 'INR' },
          { label: 'Outside India ($ USD)', value: 'USD' },
        ]}
        value={currency}
        onChange={setCurrency}
        style={{ marginBottom: 16 }}
      />
      <Table<PackageRow>
        dataSource={rows}
        pagination={false}
        scroll={{ x: true }}
        size="middle"
        columns={[
          { title: 'Package', dataIndex: 'name' },
          { title: 'Months', dataIndex: 'months' },
          { title: 'Original', dataIndex: 'original' },
          { title: 'Discount', dataIndex: 'discount' },
          { title: 'Offer price', dataIndex: 'offer' },
          { title: currency === 'INR' ? 'Redeemable' : 'Redeem', dataIndex: 'redeem' },
          { title: 'Balance', dataIndex: 'balance' },
        ]}
      />
    </div>
  );
}

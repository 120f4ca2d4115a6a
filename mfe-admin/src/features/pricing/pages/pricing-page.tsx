import { Table, Typography } from 'antd';
import type { TableProps } from 'antd';
import {
  formatPrice,
  INR_PACKAGES,
  USD_PACKAGES,
  type InrPackage,
  type UsdPackage,
} from '@yoga/contracts';

const inr = (amount: number) => formatPrice(amount, 'INR');
const usd = (amount: number) => formatPrice(amount, 'USD');

const inrColumns: TableProps<InrPackage>['columns'] = [
  { title: 'Package', dataIndex: 'name', key: 'name' },
  { title: 'Months', dataIndex: 'months', key: 'months', align: 'right' },
  { title: 'Original', dataIndex: 'original', key: 'original', align: 'right', render: inr },
  {
    title: 'Discount',
    dataIndex: 'discountPercent',
    key: 'discount',
    align: 'right',
    render: (p: number) => `${p}%`,
  },
  { title: 'Offer', dataIndex: 'offer', key: 'offer', align: 'right', render: inr },
  { title: 'Redeemable', dataIndex: 'redeemable', key: 'redeemable', align: 'right', render: inr },
  { title: 'Balance', dataIndex: 'balance', key: 'balance', align: 'right', render: inr },
];

const usdColumns: TableProps<UsdPackage>['columns'] = [
  { title: 'Package', dataIndex: 'name', key: 'name' },
  {
    title: 'Original',
    key: 'original',
    align: 'right',
    render: (_: unknown, p: UsdPackage) =>
      p.discountPercent ? `${usd(p.original)} (${p.discountPercent}% off)` : usd(p.original),
  },
  { title: 'Offer', dataIndex: 'offer', key: 'offer', align: 'right', render: usd },
  { title: 'Redeem', dataIndex: 'redeem', key: 'redeem', align: 'right', render: usd },
  { title: 'Balance', dataIndex: 'balance', key: 'balance', align: 'right', render: usd },
];

/** Read-only: the packages are constants of the product (libs/contracts). */
export default function PricingPage() {
  return (
    <>
      <Typography.Title level={1} style={{ fontSize: 28 }}>
        Subscription packages
      </Typography.Title>
      <Typography.Title level={2} style={{ fontSize: 20 }}>
        INR packages
      </Typography.Title>
      <Table<InrPackage>
        rowKey="id"
        size="middle"
        columns={inrColumns}
        dataSource={[...INR_PACKAGES]}
        pagination={false}
        scroll={{ x: 'max-content' }}
      />
      <Typography.Title level={2} style={{ fontSize: 20, marginTop: 24 }}>
        USD packages
      </Typography.Title>
      <Table<UsdPackage>
        rowKey="id"
        size="middle"
        columns={usdColumns}
        dataSource={[...USD_PACKAGES]}
        pagination={false}
        scroll={{ x: 'max-content' }}
      />
    </>
  );
}

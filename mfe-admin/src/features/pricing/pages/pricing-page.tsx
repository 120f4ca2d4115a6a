import { Table, Typography } from 'antd';
import type { TableProps } from 'antd';
import {
  formatPrice,
  INR_PACKAGES,
  USD_PACKAGES,
  type InrPackage,
  type UsdPackage,
} from '@yoga/contracts';
import { useLocale, type LocaleState, useCatalog } from '@yoga/i18n';
import { pricingCatalog } from '../i18n';

const inr = (amount: number) => formatPrice(amount, 'INR');
const usd = (amount: number) => formatPrice(amount, 'USD');

type T = LocaleState['t'];

const inrColumns = (t: T): TableProps<InrPackage>['columns'] => [
  { title: t('admin.pricing.package'), dataIndex: 'name', key: 'name' },
  { title: t('admin.pricing.months'), dataIndex: 'months', key: 'months', align: 'right' },
  {
    title: t('admin.pricing.original'),
    dataIndex: 'original',
    key: 'original',
    align: 'right',
    render: inr,
  },
  {
    title: t('admin.pricing.discount'),
    dataIndex: 'discountPercent',
    key: 'discount',
    align: 'right',
    render: (p: number) => `${p}%`,
  },
  {
    title: t('admin.pricing.offer'),
    dataIndex: 'offer',
    key: 'offer',
    align: 'right',
    render: inr,
  },
  {
    title: t('admin.pricing.redeemable'),
    dataIndex: 'redeemable',
    key: 'redeemable',
    align: 'right',
    render: inr,
  },
  {
    title: t('admin.pricing.balance'),
    dataIndex: 'balance',
    key: 'balance',
    align: 'right',
    render: inr,
  },
];

const usdColumns = (t: T): TableProps<UsdPackage>['columns'] => [
  { title: t('admin.pricing.package'), dataIndex: 'name', key: 'name' },
  {
    title: t('admin.pricing.original'),
    key: 'original',
    align: 'right',
    render: (_: unknown, p: UsdPackage) =>
      p.discountPercent
        ? t('admin.pricing.percentOff', { price: usd(p.original), percent: p.discountPercent })
        : usd(p.original),
  },
  {
    title: t('admin.pricing.offer'),
    dataIndex: 'offer',
    key: 'offer',
    align: 'right',
    render: usd,
  },
  {
    title: t('admin.pricing.redeem'),
    dataIndex: 'redeem',
    key: 'redeem',
    align: 'right',
    render: usd,
  },
  {
    title: t('admin.pricing.balance'),
    dataIndex: 'balance',
    key: 'balance',
    align: 'right',
    render: usd,
  },
];

/** Read-only: the packages are constants of the product (libs/contracts). */
export default function PricingPage() {
  useCatalog(pricingCatalog);
  const { t } = useLocale();
  return (
    <>
      <Typography.Title level={1} style={{ fontSize: 28 }}>
        {t('admin.pricing.title')}
      </Typography.Title>
      <Typography.Title level={2} style={{ fontSize: 20 }}>
        {t('admin.pricing.inr')}
      </Typography.Title>
      <Table<InrPackage>
        rowKey="id"
        size="middle"
        columns={inrColumns(t)}
        dataSource={[...INR_PACKAGES]}
        pagination={false}
        scroll={{ x: 'max-content' }}
      />
      <Typography.Title level={2} style={{ fontSize: 20, marginTop: 24 }}>
        {t('admin.pricing.usd')}
      </Typography.Title>
      <Table<UsdPackage>
        rowKey="id"
        size="middle"
        columns={usdColumns(t)}
        dataSource={[...USD_PACKAGES]}
        pagination={false}
        scroll={{ x: 'max-content' }}
      />
    </>
  );
}

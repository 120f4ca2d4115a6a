import { Table, Tag } from 'antd';
import { formatPriceMinor, type ReferralEarning, type ReferralRewardStatus } from '@yoga/contracts';
import { formatShortDate, useLocale } from '@yoga/i18n';
import { REFERRALS_PAGE_SIZE, STATUS_VIEW } from './referral-status';

/** More than a page of referrals: antd's small Table, paged (loaded only for such a list). */
export function PagedReferralTable({ referrals }: { referrals: readonly ReferralEarning[] }) {
  const { t, locale } = useLocale();
  return (
    <Table<ReferralEarning & { key: number }>
      size="small"
      pagination={{ pageSize: REFERRALS_PAGE_SIZE, hideOnSinglePage: true }}
      scroll={{ x: 'max-content' }}
      dataSource={referrals.map((r, i) => ({ ...r, key: i }))}
      columns={[
        { title: t('user.referrals.name'), dataIndex: 'name' },
        {
          title: t('user.referrals.joined'),
          dataIndex: 'joined_at',
          render: (value: string) => formatShortDate(value, locale),
        },
        {
          title: t('user.referrals.status'),
          dataIndex: 'status',
          render: (status: ReferralRewardStatus) => (
            <Tag color={STATUS_VIEW[status].color}>{t(STATUS_VIEW[status].label)}</Tag>
          ),
        },
        {
          title: t('user.referrals.reward'),
          dataIndex: 'reward',
          render: (reward: ReferralEarning['reward']) =>
            reward ? formatPriceMinor(reward.amount, reward.currency) : '—',
        },
      ]}
    />
  );
}

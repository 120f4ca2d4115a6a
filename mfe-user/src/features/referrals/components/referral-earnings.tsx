import { Card, Descriptions, Empty, Table, Tag, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { useReferralStatsQuery } from '@yoga/api-client';
import {
  CURRENCIES,
  formatIstDate,
  formatPriceMinor,
  USER_ROUTES,
  type ReferralEarning,
  type ReferralRewardStatus,
} from '@yoga/contracts';

/** Solid tag colours with white text at AA contrast. */
const STATUS_VIEW: Record<ReferralRewardStatus, { label: string; color: string }> = {
  pending: { label: 'Not paid yet', color: '#595959' },
  earned: { label: 'Earned', color: '#2f7d32' },
  reversed: { label: 'Reversed (refunded)', color: '#a8071a' },
};

/** The student's referral credits and what each person who joined with the code earned them. */
export function ReferralEarnings({ userId }: { userId: number }) {
  const { data } = useReferralStatsQuery(userId);
  if (!data?.credits) return null;
  const referrals = data.referrals ?? [];
  return (
    <Card title="Your referral credits" data-testid="referral-credits">
      <Descriptions
        size="small"
        column={{ xs: 1, sm: 2 }}
        items={CURRENCIES.map((currency) => ({
          key: currency,
          label: `Credits in ${currency}`,
          children: formatPriceMinor(data.credits[currency], currency),
        }))}
      />
      <Typography.Paragraph type="secondary" style={{ margin: '12px 0' }}>
        When someone who joined with your code pays for their first plan, you earn credits in that
        plan&apos;s currency. Credits pay up to a plan&apos;s Redeemable part at{' '}
        <Link to={USER_ROUTES.plans} style={{ textDecoration: 'underline' }}>
          checkout
        </Link>
        .
      </Typography.Paragraph>
      {referrals.length === 0 ? (
        <Empty description="Nobody has joined with your code yet" />
      ) : (
        <Table<ReferralEarning & { key: number }>
          size="small"
          pagination={{ pageSize: 10, hideOnSinglePage: true }}
          scroll={{ x: 'max-content' }}
          dataSource={referrals.map((r, i) => ({ ...r, key: i }))}
          columns={[
            { title: 'Name', dataIndex: 'name' },
            {
              title: 'Joined',
              dataIndex: 'joined_at',
              render: (value: string) => formatIstDate(value),
            },
            {
              title: 'Status',
              dataIndex: 'status',
              render: (status: ReferralRewardStatus) => (
                <Tag color={STATUS_VIEW[status].color}>{STATUS_VIEW[status].label}</Tag>
              ),
            },
            {
              title: 'Reward',
              dataIndex: 'reward',
              render: (reward: ReferralEarning['reward']) =>
                reward ? formatPriceMinor(reward.amount, reward.currency) : '—',
            },
          ]}
        />
      )}
    </Card>
  );
}

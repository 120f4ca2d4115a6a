import { Card, Descriptions, Empty, Table, Tag, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { useReferralStatsQuery } from '@yoga/api-client';
import {
  BASE_CURRENCIES,
  formatPriceMinor,
  USER_ROUTES,
  type ReferralEarning,
  type ReferralRewardStatus,
} from '@yoga/contracts';
import { formatShortDate, Trans, useLocale } from '@yoga/i18n';

/** Words (message IDs) and solid tag colours with white text at AA contrast. */
const STATUS_VIEW: Record<ReferralRewardStatus, { label: string; color: string }> = {
  pending: { label: 'user.referrals.status.pending', color: '#595959' },
  earned: { label: 'user.referrals.status.earned', color: '#2f7d32' },
  reversed: { label: 'user.referrals.status.reversed', color: '#a8071a' },
};

/** The student's referral credits and what each person who joined with the code earned them. */
export function ReferralEarnings({ userId }: { userId: number }) {
  const { data } = useReferralStatsQuery(userId);
  const { t, locale } = useLocale();
  if (!data?.credits) return null;
  const referrals = data.referrals ?? [];
  return (
    <Card title={t('user.referrals.credits')} data-testid="referral-credits">
      <Descriptions
        size="small"
        column={{ xs: 1, sm: 2 }}
        items={BASE_CURRENCIES.map((currency) => ({
          key: currency,
          label: t('user.referrals.creditsIn', { currency }),
          children: formatPriceMinor(data.credits[currency], currency),
        }))}
      />
      <Typography.Paragraph type="secondary" style={{ margin: '12px 0' }}>
        <Trans
          id="user.referrals.howCredits"
          components={{
            0: <Link to={USER_ROUTES.plans} style={{ textDecoration: 'underline' }} />,
          }}
        />
      </Typography.Paragraph>
      {referrals.length === 0 ? (
        <Empty description={t('user.referrals.nobody')} />
      ) : (
        <Table<ReferralEarning & { key: number }>
          size="small"
          pagination={{ pageSize: 10, hideOnSinglePage: true }}
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
      )}
    </Card>
  );
}

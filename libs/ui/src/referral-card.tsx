import type { ReactNode } from 'react';
import { Alert, App, Button, Flex, Input, Skeleton, Space } from 'antd';
import CopyOutlined from '@ant-design/icons/CopyOutlined';
import WhatsAppOutlined from '@ant-design/icons/WhatsAppOutlined';
import { errorMessage, useReferralStatsQuery } from '@yoga/api-client';
import { MESSAGES } from '@yoga/contracts';
import { useBusinessDetails } from '@yoga/site-settings';
import { inviteLink, whatsappShareUrl } from './referral-links';
import styles from './referral-card.module.css';

interface ReferralCardProps {
  userId: number;
}

/** The student's referral code, invite link, WhatsApp share and how many people registered with it. */
export function ReferralCard({ userId }: ReferralCardProps) {
  const { message } = App.useApp();
  const { data, error, isLoading, refetch } = useReferralStatsQuery(userId);
  const { brand_name } = useBusinessDetails();

  const copy = async (text: string, what: string) => {
    try {
      await navigator.clipboard.writeText(text);
      message.success(`${what} copied`);
    } catch {
      message.error(
        `Could not copy the ${what.toLowerCase()}; please select it and copy it yourself.`,
      );
    }
  };

  // A plain section rather than antd's Card (which brings Tabs): the dashboard is the first screen loaded.
  const frame = (children: ReactNode) => (
    <section className={styles.card} aria-labelledby="referral-heading">
      <h2 id="referral-heading" className={styles.heading}>
        Referral info
      </h2>
      {children}
    </section>
  );

  if (isLoading) {
    return frame(
      <>
        <p role="status">{MESSAGES.loadingReferral}</p>
        <Skeleton active paragraph={{ rows: 2 }} />
      </>,
    );
  }
  if (error || !data) {
    return frame(
      <Alert
        type="error"
        showIcon
        title={`Could not load your referral info. ${errorMessage(error) ?? 'Please try again.'}`}
        action={<Button onClick={() => refetch()}>Retry</Button>}
      />,
    );
  }

  const invite = inviteLink(data.referral_code, window.location.origin);
  const shareText = `Join me for live yoga classes on ${brand_name}, with a free trial: ${invite}`;
  return frame(
    <Flex vertical gap={16}>
      <Flex wrap gap={24} align="center">
        <div>
          <span className={styles.muted}>Your referral code</span>
          <Flex gap={8} align="center">
            <span className={styles.code} data-testid="referral-code">
              {data.referral_code}
            </span>
            <Button
              icon={<CopyOutlined />}
              onClick={() => copy(data.referral_code, 'Referral code')}
            >
              Copy code
            </Button>
          </Flex>
        </div>
        <div>
          <span className={styles.muted}>People who joined with your code</span>
          <span className={styles.count} data-testid="referral-count">
            {data.referral_count}
          </span>
        </div>
      </Flex>
      <div>
        <label htmlFor="invite-link">
          <span className={styles.muted}>Your invite link</span>
        </label>
        <Space.Compact style={{ width: '100%' }}>
          <Input id="invite-link" readOnly value={invite} data-testid="invite-link" />
          <Button icon={<CopyOutlined />} onClick={() => copy(invite, 'Invite link')}>
            Copy link
          </Button>
        </Space.Compact>
      </div>
      <div>
        <Button
          href={whatsappShareUrl(shareText)}
          target="_blank"
          rel="noopener noreferrer"
          icon={<WhatsAppOutlined />}
          style={{ background: '#1f7a45', color: '#fff', borderColor: '#1f7a45' }}
        >
          Share on WhatsApp
        </Button>
      </div>
    </Flex>,
  );
}

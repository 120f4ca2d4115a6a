import {
  Alert,
  App,
  Button,
  Card,
  Flex,
  Input,
  Skeleton,
  Space,
  Statistic,
  Typography,
} from 'antd';
import CopyOutlined from '@ant-design/icons/CopyOutlined';
import WhatsAppOutlined from '@ant-design/icons/WhatsAppOutlined';
import { errorMessage, useReferralStatsQuery } from '@yoga/api-client';
import { MESSAGES, SITE } from '@yoga/contracts';
import { inviteLink, whatsappShareUrl } from '../referral-links';

interface ReferralCardProps {
  userId: number;
  /** The dashboard shows a compact card; the referral screen a full one with a heading. */
  heading?: 'h2' | 'h3';
}

/** The student's referral code, invite link, WhatsApp share and how many people registered with it. */
export function ReferralCard({ userId, heading = 'h3' }: ReferralCardProps) {
  const { message } = App.useApp();
  const { data, error, isLoading, refetch } = useReferralStatsQuery(userId);

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

  const title = (
    <Typography.Title level={heading === 'h2' ? 2 : 3} style={{ margin: 0 }}>
      Referral info
    </Typography.Title>
  );

  if (isLoading) {
    return (
      <Card title={title}>
        <p role="status">{MESSAGES.loadingReferral}</p>
        <Skeleton active paragraph={{ rows: 2 }} />
      </Card>
    );
  }
  if (error || !data) {
    return (
      <Card title={title}>
        <Alert
          type="error"
          showIcon
          title={`Could not load your referral info. ${errorMessage(error) ?? 'Please try again.'}`}
          action={<Button onClick={() => refetch()}>Retry</Button>}
        />
      </Card>
    );
  }

  const invite = inviteLink(data.referral_code, window.location.origin);
  const shareText = `Join me for live yoga classes on ${SITE.brandName}, with a free trial: ${invite}`;
  return (
    <Card title={title}>
      <Flex vertical gap={16}>
        <Flex wrap gap={24} align="center">
          <div>
            <Typography.Text type="secondary">Your referral code</Typography.Text>
            <Flex gap={8} align="center">
              <Typography.Text strong style={{ fontSize: 20 }} data-testid="referral-code">
                {data.referral_code}
              </Typography.Text>
              <Button
                icon={<CopyOutlined />}
                onClick={() => copy(data.referral_code, 'Referral code')}
              >
                Copy code
              </Button>
            </Flex>
          </div>
          <Statistic title="People who joined with your code" value={data.referral_count} />
        </Flex>
        <div>
          <label htmlFor="invite-link">
            <Typography.Text type="secondary">Your invite link</Typography.Text>
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
      </Flex>
    </Card>
  );
}

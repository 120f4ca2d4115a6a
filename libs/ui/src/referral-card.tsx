import type { ReactNode } from 'react';
import { Alert, App, Button, Flex, Input, Skeleton, Space } from 'antd';
import CopyOutlined from '@ant-design/icons/CopyOutlined';
import WhatsAppOutlined from '@ant-design/icons/WhatsAppOutlined';
import { errorMessage, useReferralStatsQuery } from '@yoga/api-client';
import { useLocale } from '@yoga/i18n';
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
  const { t } = useLocale();

  /** Copies `text`; `what` names the message pair (ui.referral.<what>Copied / <what>CopyFailed). */
  const copy = async (text: string, what: 'code' | 'link') => {
    try {
      await navigator.clipboard.writeText(text);
      message.success(t(`ui.referral.${what}Copied`));
    } catch {
      message.error(t(`ui.referral.${what}CopyFailed`));
    }
  };

  // A plain section rather than antd's Card (which brings Tabs): the dashboard is the first screen loaded.
  const frame = (children: ReactNode) => (
    <section className={styles.card} aria-labelledby="referral-heading">
      <h2 id="referral-heading" className={styles.heading}>
        {t('ui.referral.heading')}
      </h2>
      {children}
    </section>
  );

  if (isLoading) {
    return frame(
      <>
        <p role="status">{t('ui.referral.loading')}</p>
        <Skeleton active paragraph={{ rows: 2 }} />
      </>,
    );
  }
  if (error || !data) {
    return frame(
      <Alert
        type="error"
        showIcon
        title={t('ui.referral.loadFailed', { reason: errorMessage(error) ?? t('ui.tryAgain') })}
        action={<Button onClick={() => refetch()}>{t('ui.retry')}</Button>}
      />,
    );
  }

  const invite = inviteLink(data.referral_code, window.location.origin);
  const shareText = t('ui.referral.shareText', { brand: brand_name, link: invite });
  return frame(
    <Flex vertical gap={16}>
      <Flex wrap gap={24} align="center">
        <div>
          <span className={styles.muted}>{t('ui.referral.code')}</span>
          <Flex gap={8} align="center">
            <span className={styles.code} data-testid="referral-code" translate="no">
              {data.referral_code}
            </span>
            <Button
              icon={<CopyOutlined aria-hidden />}
              onClick={() => copy(data.referral_code, 'code')}
            >
              {t('ui.referral.copyCode')}
            </Button>
          </Flex>
        </div>
        <div>
          <span className={styles.muted}>{t('ui.referral.count')}</span>
          <span className={styles.count} data-testid="referral-count">
            {data.referral_count}
          </span>
        </div>
      </Flex>
      <div>
        <label htmlFor="invite-link">
          <span className={styles.muted}>{t('ui.referral.inviteLink')}</span>
        </label>
        <Space.Compact style={{ width: '100%' }}>
          <Input id="invite-link" readOnly value={invite} data-testid="invite-link" />
          <Button icon={<CopyOutlined aria-hidden />} onClick={() => copy(invite, 'link')}>
            {t('ui.referral.copyLink')}
          </Button>
        </Space.Compact>
      </div>
      <div>
        <Button
          href={whatsappShareUrl(shareText)}
          target="_blank"
          rel="noopener noreferrer"
          icon={<WhatsAppOutlined aria-hidden />}
          style={{ background: '#1f7a45', color: '#fff', borderColor: '#1f7a45' }}
        >
          {t('ui.referral.share')}
        </Button>
      </div>
    </Flex>,
  );
}

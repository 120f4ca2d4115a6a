import type { ReactNode } from 'react';
import CopyOutlined from '@ant-design/icons/CopyOutlined';
import WhatsAppOutlined from '@ant-design/icons/WhatsAppOutlined';
import { errorMessage, useReferralStatsQuery } from '@yoga/api-client';
import { useLocale } from '@yoga/i18n';
import { useBusinessDetails } from '@yoga/site-settings';
import { inviteLink, whatsappShareUrl } from './referral-links';
import styles from './referral-card.module.css';
import { usePanelApp } from './panel-message';

interface ReferralCardProps {
  userId: number;
}

/** The student's referral code, invite link, WhatsApp share and how many people registered with it. */
export function ReferralCard({ userId }: ReferralCardProps) {
  const { message } = usePanelApp();
  const { data, error, isLoading, refetch } = useReferralStatsQuery(userId);
  const { brand_name } = useBusinessDetails();
  const { t, locale } = useLocale();

  /** Copies `text`; `what` names the message pair (ui.referral.<what>Copied / <what>CopyFailed). */
  const copy = async (text: string, what: 'code' | 'link') => {
    try {
      await navigator.clipboard.writeText(text);
      message.success(t(`ui.referral.${what}Copied`));
    } catch {
      message.error(t(`ui.referral.${what}CopyFailed`));
    }
  };

  // Plain elements rather than antd's Card, Button, Input and Skeleton: the card is on both dashboards,
  // the first screen each panel loads.
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
        <div className={styles.skeleton} aria-hidden="true">
          <span />
          <span />
        </div>
      </>,
    );
  }
  if (error || !data) {
    return frame(
      <div className={styles.error} role="alert">
        <span>
          {t('ui.referral.loadFailed', { reason: errorMessage(error) ?? t('ui.tryAgain') })}
        </span>
        <button type="button" className={styles.button} onClick={() => void refetch()}>
          {t('ui.retry')}
        </button>
      </div>,
    );
  }

  const invite = inviteLink(data.referral_code, window.location.origin, locale);
  const shareText = t('ui.referral.shareText', { brand: brand_name, link: invite });
  return frame(
    <div className={styles.stack}>
      <div className={styles.row}>
        <div>
          <span className={styles.muted}>{t('ui.referral.code')}</span>
          <div className={styles.inline}>
            <span className={styles.code} data-testid="referral-code" translate="no">
              {data.referral_code}
            </span>
            <button
              type="button"
              className={styles.button}
              onClick={() => void copy(data.referral_code, 'code')}
            >
              <CopyOutlined aria-hidden />
              <span>{t('ui.referral.copyCode')}</span>
            </button>
          </div>
        </div>
        <div>
          <span className={styles.muted}>{t('ui.referral.count')}</span>
          <span className={styles.count} data-testid="referral-count">
            {data.referral_count}
          </span>
        </div>
      </div>
      <div>
        <label htmlFor="invite-link">
          <span className={styles.muted}>{t('ui.referral.inviteLink')}</span>
        </label>
        <div className={styles.compact}>
          <input
            id="invite-link"
            className={styles.input}
            readOnly
            value={invite}
            data-testid="invite-link"
          />
          <button type="button" className={styles.button} onClick={() => void copy(invite, 'link')}>
            <CopyOutlined aria-hidden />
            <span>{t('ui.referral.copyLink')}</span>
          </button>
        </div>
      </div>
      <div>
        <a
          className={`${styles.button} ${styles.whatsapp}`}
          href={whatsappShareUrl(shareText)}
          target="_blank"
          rel="noopener noreferrer"
        >
          <WhatsAppOutlined aria-hidden />
          <span>{t('ui.referral.share')}</span>
        </a>
      </div>
    </div>,
  );
}

import { useState } from 'react';
import { errorMessage } from '@yoga/api-client';
import type { MilestoneShare as MilestoneShareLinks } from '@yoga/contracts';
import { useLocale } from '@yoga/i18n';
import { usePanelApp } from '@yoga/ui';
import { useShareMilestoneMutation } from '../practice.api';
import styles from './practice.module.css';

interface Props {
  /** The milestone's key (`days-7`, `weekly-1`: milestoneKey). */
  milestoneKey: string;
  /** The milestone in words, for the buttons' accessible names. */
  label: string;
}

/**
 * A reached milestone's share card: "Share on WhatsApp" makes the card's public link (only when the
 * student taps it) and opens WhatsApp with it; "Copy link" copies the card page's address. Once made,
 * the WhatsApp link also stays on the page as a plain link (a browser that blocked the new window).
 */
export function MilestoneShare({ milestoneKey, label }: Props) {
  const { t, locale } = useLocale();
  const { message } = usePanelApp();
  const [share, { isLoading }] = useShareMilestoneMutation();
  const [links, setLinks] = useState<MilestoneShareLinks | null>(null);

  const ensureLinks = async (): Promise<MilestoneShareLinks | null> => {
    if (links) return links;
    try {
      const made = await share({ key: milestoneKey, lang: locale === 'hi' ? 'hi' : 'en' }).unwrap();
      setLinks(made);
      return made;
    } catch (error) {
      message.error(errorMessage(error) ?? t('user.practice.share.failed'));
      return null;
    }
  };

  const onWhatsApp = async () => {
    const made = await ensureLinks();
    if (made) window.open(made.whatsapp_url, '_blank', 'noopener');
  };

  const onCopy = async () => {
    const made = await ensureLinks();
    if (!made) return;
    try {
      await navigator.clipboard.writeText(made.url);
      message.success(t('user.practice.share.copied'));
    } catch {
      message.error(t('user.practice.share.copyFailed', { url: made.url }));
    }
  };

  return (
    <div className={styles.shareRow} data-testid={`milestone-share-${milestoneKey}`}>
      <button
        type="button"
        className={styles.shareButton}
        disabled={isLoading}
        aria-busy={isLoading}
        onClick={() => void onWhatsApp()}
        aria-label={t('user.practice.share.whatsappFor', { milestone: label })}
      >
        {t('user.practice.share.whatsapp')}
      </button>
      <button
        type="button"
        className={styles.shareButton}
        onClick={() => void onCopy()}
        disabled={isLoading}
        aria-label={t('user.practice.share.copyFor', { milestone: label })}
      >
        {t('user.practice.share.copy')}
      </button>
      {links ? (
        <>
          <a href={links.whatsapp_url} target="_blank" rel="noopener noreferrer">
            {t('user.practice.share.openWhatsapp')}
          </a>
          <a href={links.url} target="_blank" rel="noopener noreferrer">
            {t('user.practice.share.viewCard')}
          </a>
        </>
      ) : null}
    </div>
  );
}

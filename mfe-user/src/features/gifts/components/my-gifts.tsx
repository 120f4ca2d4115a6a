import { Typography } from 'antd';
import { errorMessage } from '@yoga/api-client';
import { formatPriceMinor, type GiftRecord, type GiftState } from '@yoga/contracts';
import { formatShortDate, useLocale } from '@yoga/i18n';
import { PageSpinner, usePanelApp } from '@yoga/ui';
import plain from '../../../shared/plain.module.css';
import { useMyGiftsQuery, useResendGiftMutation } from '../gifts.api';

/** antd's gold, blue, green and default Tags. */
const STATE_TAGS: Record<GiftState, string> = {
  paid: `${plain.tag} ${plain.gold}`,
  sent: `${plain.tag} ${plain.blue}`,
  redeemed: `${plain.tag} ${plain.green}`,
  refunded: plain.tag,
};

/** "My gifts": each bought gift with its code, recipient, state and a re-send until it is redeemed. */
export function MyGifts() {
  const { t, locale } = useLocale();
  const { message } = usePanelApp();
  const { data: gifts, isLoading } = useMyGiftsQuery();
  const [resend, { isLoading: resending, originalArgs }] = useResendGiftMutation();

  const onResend = async (gift: GiftRecord) => {
    try {
      await resend(gift.id).unwrap();
      message.success(t('user.gifts.resent', { name: gift.recipient.name }));
    } catch (error) {
      message.error(errorMessage(error) ?? t('user.tryAgain'));
    }
  };

  // Plain elements drawn as antd's Card, List, Empty, Tag and Button (issue 38: every student page within
  // 250 KB of JavaScript); a code's copy button is Typography's, loaded when a gift has a code.
  return (
    <div className={plain.headed}>
      <div className={plain.cardHead}>
        <h2 className={plain.cardHeading}>{t('user.gifts.mineTitle')}</h2>
      </div>
      <div className={plain.cardBody}>
        {isLoading ? (
          <PageSpinner />
        ) : !gifts?.length ? (
          <p className={plain.empty}>{t('user.gifts.none')}</p>
        ) : (
          <ul className={plain.rows}>
            {gifts.map((gift) => (
              <li key={gift.id} className={plain.rowItem}>
                <div className={plain.stackSmall} style={{ gap: 2 }}>
                  <div className={plain.actions}>
                    <span className={plain.strong}>
                      {gift.plan_name} · {formatPriceMinor(gift.amount, gift.currency)}
                    </span>
                    <span className={STATE_TAGS[gift.state]}>
                      {t(`user.gifts.state.${gift.state}`)}
                    </span>
                  </div>
                  <span className={plain.muted}>
                    {t('user.gifts.for', {
                      name: gift.recipient.name,
                      contact: [gift.recipient.email, gift.recipient.phone]
                        .filter(Boolean)
                        .join(', '),
                    })}
                  </span>
                  {gift.code ? (
                    <span className={plain.muted}>
                      {t('user.gifts.code')}:{' '}
                      <Typography.Text code copyable>
                        {gift.code}
                      </Typography.Text>
                    </span>
                  ) : null}
                  {gift.message ? <span className={plain.muted}>“{gift.message}”</span> : null}
                  <span className={plain.muted}>
                    {gift.redeemed_at
                      ? t('user.gifts.redeemedOn', {
                          date: formatShortDate(gift.redeemed_at, locale),
                        })
                      : gift.sent_at
                        ? t('user.gifts.sentOn', { date: formatShortDate(gift.sent_at, locale) })
                        : gift.send_on
                          ? t('user.gifts.sendsOn', { date: formatShortDate(gift.send_on, locale) })
                          : null}
                  </span>
                </div>
                {gift.state === 'paid' || gift.state === 'sent' ? (
                  <button
                    type="button"
                    className={plain.button}
                    onClick={() => void onResend(gift)}
                    aria-busy={(resending && originalArgs === gift.id) || undefined}
                  >
                    {resending && originalArgs === gift.id ? (
                      <span className={plain.busy} aria-hidden="true" />
                    ) : null}
                    {t('user.gifts.resend')}
                  </button>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}

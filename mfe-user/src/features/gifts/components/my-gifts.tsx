import { Button, Card, Empty, List, Space, Tag, Typography } from 'antd';
import { errorMessage } from '@yoga/api-client';
import { formatPriceMinor, type GiftRecord, type GiftState } from '@yoga/contracts';
import { formatShortDate, useLocale } from '@yoga/i18n';
import { usePanelApp } from '@yoga/ui';
import { useMyGiftsQuery, useResendGiftMutation } from '../gifts.api';

const STATE_COLOURS: Record<GiftState, string> = {
  paid: 'gold',
  sent: 'blue',
  redeemed: 'green',
  refunded: 'default',
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

  return (
    <Card title={<h2 style={{ margin: 0, fontSize: 18 }}>{t('user.gifts.mineTitle')}</h2>}>
      <List
        loading={isLoading}
        dataSource={gifts ?? []}
        locale={{ emptyText: <Empty description={t('user.gifts.none')} /> }}
        renderItem={(gift) => (
          <List.Item
            actions={
              gift.state === 'paid' || gift.state === 'sent'
                ? [
                    <Button
                      key="resend"
                      onClick={() => void onResend(gift)}
                      loading={resending && originalArgs === gift.id}
                    >
                      {t('user.gifts.resend')}
                    </Button>,
                  ]
                : []
            }
          >
            <List.Item.Meta
              title={
                <Space wrap>
                  <span>
                    {gift.plan_name} · {formatPriceMinor(gift.amount, gift.currency)}
                  </span>
                  <Tag color={STATE_COLOURS[gift.state]}>{t(`user.gifts.state.${gift.state}`)}</Tag>
                </Space>
              }
              description={
                <Space direction="vertical" size={2}>
                  <span>
                    {t('user.gifts.for', {
                      name: gift.recipient.name,
                      contact: [gift.recipient.email, gift.recipient.phone]
                        .filter(Boolean)
                        .join(', '),
                    })}
                  </span>
                  {gift.code ? (
                    <span>
                      {t('user.gifts.code')}:{' '}
                      <Typography.Text code copyable>
                        {gift.code}
                      </Typography.Text>
                    </span>
                  ) : null}
                  {gift.message ? <span>“{gift.message}”</span> : null}
                  <span>
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
                </Space>
              }
            />
          </List.Item>
        )}
      />
    </Card>
  );
}

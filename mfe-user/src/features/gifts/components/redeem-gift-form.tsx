import { useState } from 'react';
import { Alert, Button, Card, Flex, Input, Typography } from 'antd';
import { errorMessage } from '@yoga/api-client';
import { GIFT_CODE_LENGTH, normalizeGiftCode } from '@yoga/contracts';
import { formatShortDate, useLocale } from '@yoga/i18n';
import { usePanelApp } from '@yoga/ui';
import { useRedeemGiftMutation } from '../gifts.api';

/** "Redeem a gift code": the gifted months are added after any time the student already has. */
export function RedeemGiftForm({ initialCode = '' }: { initialCode?: string }) {
  const { t, locale } = useLocale();
  const { message } = usePanelApp();
  const [code, setCode] = useState(initialCode);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const [redeem, { isLoading }] = useRedeemGiftMutation();
  const typed = normalizeGiftCode(code);

  const submit = async () => {
    if (!typed) return;
    try {
      const result = await redeem({ code: typed }).unwrap();
      const until = result.subscription.ends_at;
      const text = t('user.gifts.redeemed', {
        months: result.months,
        until: until ? formatShortDate(until, locale) : '',
      });
      setOutcome({ ok: true, text });
      setCode('');
      message.success(text);
    } catch (error) {
      const text = errorMessage(error) ?? t('user.tryAgain');
      setOutcome({ ok: false, text });
      message.error(text);
    }
  };

  return (
    <Card title={<h2 style={{ margin: 0, fontSize: 18 }}>{t('user.gifts.redeemTitle')}</h2>}>
      <Typography.Paragraph>{t('user.gifts.redeemIntro')}</Typography.Paragraph>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <Flex gap={8} wrap>
          <label
            htmlFor="gift-code"
            className="sr-only"
            style={{ position: 'absolute', left: -9999 }}
          >
            {t('user.gifts.code')}
          </label>
          <Input
            id="gift-code"
            aria-label={t('user.gifts.code')}
            value={code}
            onChange={(e) => setCode(e.target.value)}
            placeholder={'X'.repeat(GIFT_CODE_LENGTH)}
            autoComplete="off"
            style={{ maxWidth: 260, textTransform: 'uppercase' }}
          />
          <Button type="primary" htmlType="submit" loading={isLoading} disabled={!typed}>
            {t('user.gifts.redeem')}
          </Button>
        </Flex>
      </form>
      {outcome ? (
        <Alert
          style={{ marginTop: 12 }}
          type={outcome.ok ? 'success' : 'error'}
          showIcon
          title={outcome.text}
          role={outcome.ok ? 'status' : 'alert'}
        />
      ) : null}
    </Card>
  );
}

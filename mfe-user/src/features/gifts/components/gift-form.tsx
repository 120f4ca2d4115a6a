import { useState } from 'react';
import { Button, Card, Flex, Input, Select, Typography } from 'antd';
import { usePlansQuery } from '@yoga/api-client';
import {
  GIFT_MESSAGE_MAX_LENGTH,
  addIstDays,
  formatPriceMinor,
  GIFT_SEND_MAX_DAYS,
  istToday,
  planName,
  type CreateGiftOrderRequest,
  type Currency,
} from '@yoga/contracts';
import { useLocale } from '@yoga/i18n';
import { CurrencySwitch } from '../../../shared/currency-switch';

export interface GiftFormProps {
  /** The student's own currency (their membership's), preselected. */
  currency: Currency;
  busy: boolean;
  onPay: (request: CreateGiftOrderRequest) => void;
}

/** "Gift a membership": plan, currency, recipient (name and email and/or mobile), message, sending date. */
export function GiftForm({ currency: initialCurrency, busy, onPay }: GiftFormProps) {
  const { t, locale } = useLocale();
  const { data: plans } = usePlansQuery();
  const [plan, setPlan] = useState<string | undefined>(undefined);
  const [currency, setCurrency] = useState<Currency>(initialCurrency);
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [phone, setPhone] = useState('');
  const [note, setNote] = useState('');
  const [sendOn, setSendOn] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const today = istToday();
  // A plan is chosen in a currency it is priced in (the owner may price some plans in GBP, not all).
  const chosen = plans?.find((p) => p.slug === plan && p.prices[currency] !== undefined);

  const submit = () => {
    if (!chosen) return setProblem(t('user.gifts.choosePlan'));
    if (!name.trim()) return setProblem(t('user.gifts.nameRequired'));
    if (!email.trim() && !phone.trim()) return setProblem(t('user.gifts.contactRequired'));
    setProblem(null);
    onPay({
      plan: chosen.slug,
      currency,
      recipient: {
        name: name.trim(),
        ...(email.trim() ? { email: email.trim() } : {}),
        ...(phone.trim() ? { phone: phone.trim() } : {}),
      },
      ...(note.trim() ? { message: note.trim() } : {}),
      ...(sendOn ? { send_on: sendOn } : {}),
    });
  };

  return (
    <Card title={<h2 style={{ margin: 0, fontSize: 18 }}>{t('user.gifts.buyTitle')}</h2>}>
      <Typography.Paragraph>{t('user.gifts.buyIntro')}</Typography.Paragraph>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <Flex vertical gap={12} style={{ maxWidth: 520 }}>
          <CurrencySwitch plans={plans} value={currency} onChange={setCurrency} />
          <label>
            {t('user.gifts.plan')}
            <Select
              aria-label={t('user.gifts.plan')}
              style={{ width: '100%' }}
              value={plan}
              onChange={setPlan}
              placeholder={t('user.gifts.choosePlan')}
              options={(plans ?? [])
                .filter((p) => p.prices[currency] !== undefined)
                .map((p) => ({
                  value: p.slug,
                  label: `${planName(p, currency, locale)} · ${formatPriceMinor(p.prices[currency]?.offer ?? 0, currency)}`,
                }))}
            />
          </label>
          <label>
            {t('user.gifts.recipientName')}
            <Input value={name} onChange={(e) => setName(e.target.value)} maxLength={100} />
          </label>
          <label>
            {t('user.gifts.recipientEmail')}
            <Input type="email" value={email} onChange={(e) => setEmail(e.target.value)} />
          </label>
          <label>
            {t('user.gifts.recipientPhone')}
            <Input type="tel" value={phone} onChange={(e) => setPhone(e.target.value)} />
          </label>
          <label>
            {t('user.gifts.message')}
            <Input.TextArea
              value={note}
              onChange={(e) => setNote(e.target.value)}
              maxLength={GIFT_MESSAGE_MAX_LENGTH}
              rows={3}
            />
          </label>
          <label>
            {t('user.gifts.sendOn')}
            <Input
              type="date"
              value={sendOn}
              min={today}
              max={addIstDays(today, GIFT_SEND_MAX_DAYS)}
              onChange={(e) => setSendOn(e.target.value)}
            />
          </label>
          <Typography.Text type="secondary">{t('user.gifts.sendOnHelp')}</Typography.Text>
          {problem ? (
            <Typography.Text type="danger" role="alert">
              {problem}
            </Typography.Text>
          ) : null}
          <Button type="primary" htmlType="submit" loading={busy}>
            {chosen
              ? t('user.gifts.pay', {
                  amount: formatPriceMinor(chosen.prices[currency]?.offer ?? 0, currency),
                })
              : t('user.gifts.payPlain')}
          </Button>
        </Flex>
      </form>
    </Card>
  );
}

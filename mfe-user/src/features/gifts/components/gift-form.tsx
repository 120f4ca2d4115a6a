import { useState } from 'react';
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
  type Plan,
} from '@yoga/contracts';
import { useLocale } from '@yoga/i18n';
import { CurrencySwitch } from '../../../shared/currency-switch';
import plain from '../../../shared/plain.module.css';

export interface GiftFormProps {
  /** The student's own currency (their membership's), preselected. */
  currency: Currency;
  busy: boolean;
  onPay: (request: CreateGiftOrderRequest) => void;
}

const ProblemText = ({ text }: { text: string }) => (
  <span className={plain.danger} role="alert">
    {text}
  </span>
);

/** The plan to give, in the browser's own list (the plans priced in the chosen currency). */
function PlanSelect({
  plans,
  currency,
  value,
  onChange,
}: {
  plans: readonly Plan[];
  currency: Currency;
  value: string;
  onChange: (plan: string | undefined) => void;
}) {
  const { t, locale } = useLocale();
  return (
    <label className={plain.field}>
      {t('user.gifts.plan')}
      <select
        aria-label={t('user.gifts.plan')}
        className={`${plain.input} ${plain.select}`}
        value={value}
        onChange={(e) => onChange(e.target.value || undefined)}
      >
        <option value="" disabled hidden>
          {t('user.gifts.choosePlan')}
        </option>
        {plans
          .filter((p) => p.prices[currency] !== undefined)
          .map((p) => (
            <option key={p.slug} value={p.slug}>
              {`${planName(p, currency, locale)} · ${formatPriceMinor(p.prices[currency]?.offer ?? 0, currency)}`}
            </option>
          ))}
      </select>
    </label>
  );
}

/**
 * "Gift a membership": plan, currency, recipient (name and email and/or mobile), message, sending date.
 * Plain elements drawn as antd's Card, Input and Button (issue 38: every student page within 250 KB).
 */
export function GiftForm({ currency: initialCurrency, busy, onPay }: GiftFormProps) {
  const { t } = useLocale();
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
    <div className={plain.headed}>
      <div className={plain.cardHead}>
        <h2 className={plain.cardHeading}>{t('user.gifts.buyTitle')}</h2>
      </div>
      <div className={plain.cardBody}>
        <p className={plain.paragraph}>{t('user.gifts.buyIntro')}</p>
        <form
          onSubmit={(e) => {
            e.preventDefault();
            submit();
          }}
        >
          <div className={plain.fields}>
            <CurrencySwitch plans={plans} value={currency} onChange={setCurrency} />
            <PlanSelect
              plans={plans ?? []}
              currency={currency}
              value={chosen?.slug ?? ''}
              onChange={setPlan}
            />
            <label className={plain.field}>
              {t('user.gifts.recipientName')}
              <input
                className={plain.input}
                value={name}
                onChange={(e) => setName(e.target.value)}
                maxLength={100}
              />
            </label>
            <label className={plain.field}>
              {t('user.gifts.recipientEmail')}
              <input
                className={plain.input}
                type="email"
                value={email}
                onChange={(e) => setEmail(e.target.value)}
              />
            </label>
            <label className={plain.field}>
              {t('user.gifts.recipientPhone')}
              <input
                className={plain.input}
                type="tel"
                value={phone}
                onChange={(e) => setPhone(e.target.value)}
              />
            </label>
            <label className={plain.field}>
              {t('user.gifts.message')}
              <textarea
                className={plain.input}
                value={note}
                onChange={(e) => setNote(e.target.value)}
                maxLength={GIFT_MESSAGE_MAX_LENGTH}
                rows={3}
              />
            </label>
            <label className={plain.field}>
              {t('user.gifts.sendOn')}
              <input
                className={plain.input}
                type="date"
                value={sendOn}
                min={today}
                max={addIstDays(today, GIFT_SEND_MAX_DAYS)}
                onChange={(e) => setSendOn(e.target.value)}
              />
            </label>
            <span className={plain.muted}>{t('user.gifts.sendOnHelp')}</span>
            {problem ? <ProblemText text={problem} /> : null}
            <button
              type="submit"
              className={`${plain.button} ${plain.primary}`}
              aria-busy={busy || undefined}
            >
              {busy ? <span className={plain.busy} aria-hidden="true" /> : null}
              {chosen
                ? t('user.gifts.pay', {
                    amount: formatPriceMinor(chosen.prices[currency]?.offer ?? 0, currency),
                  })
                : t('user.gifts.payPlain')}
            </button>
          </div>
        </form>
      </div>
    </div>
  );
}

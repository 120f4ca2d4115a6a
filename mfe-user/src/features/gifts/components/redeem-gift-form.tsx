import { useState } from 'react';
import { errorMessage } from '@yoga/api-client';
import { GIFT_CODE_LENGTH, normalizeGiftCode } from '@yoga/contracts';
import { formatShortDate, useLocale } from '@yoga/i18n';
import { Notice, usePanelApp } from '@yoga/ui';
import plain from '../../../shared/plain.module.css';
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

  // Plain elements drawn as antd's Card, Input, Button and Alert (issue 38: every student page within
  // 250 KB of JavaScript).
  return (
    <div className={plain.headed}>
      <div className={plain.cardHead}>
        <h2 className={plain.cardHeading}>{t('user.gifts.redeemTitle')}</h2>
      </div>
      <div className={plain.cardBody}>
        <p className={plain.paragraph}>{t('user.gifts.redeemIntro')}</p>
        <form
          onSubmit={(e) => {
            e.preventDefault();
            void submit();
          }}
        >
          <div className={plain.actions}>
            <label
              htmlFor="gift-code"
              className="sr-only"
              style={{ position: 'absolute', left: -9999 }}
            >
              {t('user.gifts.code')}
            </label>
            <input
              id="gift-code"
              className={plain.input}
              aria-label={t('user.gifts.code')}
              value={code}
              onChange={(e) => setCode(e.target.value)}
              placeholder={'X'.repeat(GIFT_CODE_LENGTH)}
              autoComplete="off"
              style={{ width: 260, textTransform: 'uppercase' }}
            />
            <button
              type="submit"
              className={`${plain.button} ${plain.primary}`}
              disabled={!typed}
              aria-busy={isLoading || undefined}
            >
              {isLoading ? <span className={plain.busy} aria-hidden="true" /> : null}
              {t('user.gifts.redeem')}
            </button>
          </div>
        </form>
        {outcome ? (
          <Notice
            style={{ marginTop: 12 }}
            type={outcome.ok ? 'success' : 'error'}
            title={outcome.text}
            role={outcome.ok ? 'status' : 'alert'}
          />
        ) : null}
      </div>
    </div>
  );
}

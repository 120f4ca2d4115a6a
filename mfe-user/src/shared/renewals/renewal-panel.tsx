import { useState } from 'react';
import { Popconfirm } from 'antd';
import { deferred, usePanelApp } from '@yoga/ui';
import { errorMessage } from '@yoga/api-client';
import { formatPriceMinor, istToday, type MySubscription } from '@yoga/contracts';
import { formatShortDate, useLocale } from '@yoga/i18n';
import { useMySubscriptionQuery } from '../membership.api';
import plain from '../plain.module.css';
import { useCancelRecurringMutation, useResumeMembershipMutation } from './renewals.api';

/** The pause dialog (Modal, Input, InputNumber) loads when first opened (issue 38). */
const PauseDialog = deferred(() => import('./pause-dialog').then((m) => m.PauseDialog));

/** How a debit is paid, in words (Razorpay's method names; anything else as it comes). */
const METHOD_TEXTS: Record<string, string> = {
  upi: 'user.renewal.method.upi',
  card: 'user.renewal.method.card',
  emandate: 'user.renewal.method.emandate',
  nach: 'user.renewal.method.emandate',
};

/**
 * The membership's renewal and pause in words (issue 26): "Renews on <date> for <amount> by <method>",
 * or "Ends on <date>"; Stop renewal (one tap, one confirmation), Pause and Resume.
 */
export function RenewalPanel() {
  const { data } = useMySubscriptionQuery();
  if (!data) return null;
  const renewal = data.renewal ?? null;
  const pausable = hasPaidTime(data) && !data.pause;
  if (!renewal && !data.pause && !pausable) return null;
  return <RenewalCard data={data} />;
}

/** Paid time still ahead: running now, or starting when the trial ends (it can be paused from then). */
const hasPaidTime = (data: MySubscription) =>
  Boolean(data.plan && data.ends_at && Date.parse(data.ends_at) > Date.now());

/**
 * The first IST day a pause may start: today, also during the trial of a student who already paid (the
 * rest of the trial and the paid time move by the days paused; issue 38).
 */
function firstPauseDay(): string {
  return istToday();
}

function RenewalCard({ data }: { data: MySubscription }) {
  const { t, locale } = useLocale();
  const { message } = usePanelApp();
  const [cancelRecurring, cancelling] = useCancelRecurringMutation();
  const [resume, resuming] = useResumeMembershipMutation();
  const [pauseOpen, setPauseOpen] = useState(false);
  const renewal = data.renewal ?? null;
  const ends = data.ends_at ? formatShortDate(data.ends_at, locale) : '';
  const amount = renewal ? formatPriceMinor(renewal.amount, renewal.currency) : '';
  const method = renewal?.method
    ? METHOD_TEXTS[renewal.method]
      ? t(METHOD_TEXTS[renewal.method])
      : renewal.method
    : t('user.renewal.method.mandate');

  let line: string | null = null;
  if (renewal?.status === 'active' && renewal.next_charge_at)
    line = t('user.renewal.renews', {
      date: formatShortDate(renewal.next_charge_at, locale),
      amount,
      method,
    });
  else if (renewal?.status === 'pending') line = t('user.renewal.pending', { date: ends });
  else if (renewal?.status === 'halted') line = t('user.renewal.halted', { date: ends });
  else if (renewal?.status === 'paused') line = t('user.renewal.paused');
  else if (hasPaidTime(data)) line = t('user.renewal.ends', { date: ends });

  const stop = async () => {
    try {
      const after = await cancelRecurring({}).unwrap();
      message.success(
        t('user.renewal.stopped', {
          date: after.ends_at ? formatShortDate(after.ends_at, locale) : ends,
        }),
      );
    } catch (error) {
      message.error(errorMessage(error) ?? t('user.tryAgain'));
    }
  };
  const doResume = async () => {
    try {
      const after = await resume().unwrap();
      message.success(
        t('user.pause.resumed', {
          date: after.ends_at ? formatShortDate(after.ends_at, locale) : ends,
        }),
      );
    } catch (error) {
      message.error(errorMessage(error) ?? t('user.tryAgain'));
    }
  };
  const canStop = renewal && ['active', 'pending', 'paused'].includes(renewal.status);

  // Plain elements drawn as antd's Card, Typography and Button (issue 38: every student page within
  // 250 KB of JavaScript); the stop question still asks through the Popconfirm stand-in.
  return (
    <div className={plain.headed} data-testid="renewal-panel">
      <div className={plain.cardHead}>{t('user.renewal.title')}</div>
      <div className={`${plain.cardBody} ${plain.stackSmall}`} style={{ gap: 12 }}>
        {line ? <span data-testid="renewal-line">{line}</span> : null}
        {renewal?.status === 'halted' && renewal.payment_link ? (
          <a href={renewal.payment_link} target="_blank" rel="noopener noreferrer">
            {t('user.renewal.payLink', { amount })}
          </a>
        ) : null}
        {data.pause ? (
          <span data-testid="pause-line">
            {t('user.pause.current', {
              from: formatShortDate(data.pause.from, locale),
              until: formatShortDate(data.pause.until, locale),
              date: ends,
            })}
          </span>
        ) : null}
        <div className={plain.actions}>
          {canStop ? (
            <Popconfirm
              title={t('user.renewal.stopConfirm')}
              description={t('user.renewal.stopConfirmText', { date: ends })}
              okText={t('user.renewal.stopOk')}
              cancelText={t('user.renewal.keep')}
              onConfirm={() => void stop()}
            >
              <button
                type="button"
                className={`${plain.button} ${plain.dangerButton}`}
                aria-busy={cancelling.isLoading || undefined}
              >
                {cancelling.isLoading ? <span className={plain.busy} aria-hidden /> : null}
                {t('user.renewal.stop')}
              </button>
            </Popconfirm>
          ) : null}
          {data.pause ? (
            <button
              type="button"
              className={plain.button}
              aria-busy={resuming.isLoading || undefined}
              onClick={() => void doResume()}
            >
              {resuming.isLoading ? <span className={plain.busy} aria-hidden /> : null}
              {t('user.pause.resume')}
            </button>
          ) : hasPaidTime(data) ? (
            <button type="button" className={plain.button} onClick={() => setPauseOpen(true)}>
              {t('user.pause.open')}
            </button>
          ) : null}
        </div>
      </div>
      {pauseOpen ? (
        <PauseDialog firstDay={firstPauseDay()} onClose={() => setPauseOpen(false)} />
      ) : null}
    </div>
  );
}

import { useState } from 'react';
import { Button, Card, Flex, Input, InputNumber, Modal, Popconfirm, Typography } from 'antd';
import { usePanelApp } from '@yoga/ui';
import { errorMessage } from '@yoga/api-client';
import {
  PAUSE_MAX_DAYS,
  PAUSE_MIN_DAYS,
  formatPriceMinor,
  istToday,
  type MySubscription,
} from '@yoga/contracts';
import { formatShortDate, useLocale } from '@yoga/i18n';
import { useMySubscriptionQuery } from '../membership.api';
import {
  useCancelRecurringMutation,
  usePauseMembershipMutation,
  useResumeMembershipMutation,
} from './renewals.api';

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

  return (
    <Card title={t('user.renewal.title')} data-testid="renewal-panel">
      <Flex vertical gap={12}>
        {line ? <Typography.Text data-testid="renewal-line">{line}</Typography.Text> : null}
        {renewal?.status === 'halted' && renewal.payment_link ? (
          <Typography.Link href={renewal.payment_link} target="_blank" rel="noopener noreferrer">
            {t('user.renewal.payLink', { amount })}
          </Typography.Link>
        ) : null}
        {data.pause ? (
          <Typography.Text data-testid="pause-line">
            {t('user.pause.current', {
              from: formatShortDate(data.pause.from, locale),
              until: formatShortDate(data.pause.until, locale),
              date: ends,
            })}
          </Typography.Text>
        ) : null}
        <Flex wrap gap={8}>
          {canStop ? (
            <Popconfirm
              title={t('user.renewal.stopConfirm')}
              description={t('user.renewal.stopConfirmText', { date: ends })}
              okText={t('user.renewal.stopOk')}
              cancelText={t('user.renewal.keep')}
              onConfirm={() => void stop()}
            >
              <Button danger loading={cancelling.isLoading}>
                {t('user.renewal.stop')}
              </Button>
            </Popconfirm>
          ) : null}
          {data.pause ? (
            <Button loading={resuming.isLoading} onClick={() => void doResume()}>
              {t('user.pause.resume')}
            </Button>
          ) : hasPaidTime(data) ? (
            <Button onClick={() => setPauseOpen(true)}>{t('user.pause.open')}</Button>
          ) : null}
        </Flex>
      </Flex>
      {pauseOpen ? (
        <PauseDialog firstDay={firstPauseDay()} onClose={() => setPauseOpen(false)} />
      ) : null}
    </Card>
  );
}

/** Pause: from a date (today or later) for 7–30 days; the answer's new end date is toasted. */
function PauseDialog({ firstDay, onClose }: { firstDay: string; onClose: () => void }) {
  const { t, locale } = useLocale();
  const { message } = usePanelApp();
  const [pause, pausing] = usePauseMembershipMutation();
  const [from, setFrom] = useState(firstDay);
  const [days, setDays] = useState<number>(PAUSE_MIN_DAYS);
  const submit = async () => {
    try {
      const after = await pause({ from, days }).unwrap();
      message.success(
        t('user.pause.done', {
          from: formatShortDate(after.pause?.from ?? from, locale),
          until: formatShortDate(after.pause?.until ?? from, locale),
          date: after.ends_at ? formatShortDate(after.ends_at, locale) : '',
        }),
      );
      onClose();
    } catch (error) {
      message.error(errorMessage(error) ?? t('user.tryAgain'));
    }
  };
  return (
    <Modal
      open
      title={t('user.pause.title')}
      onCancel={onClose}
      okText={t('user.pause.submit')}
      cancelText={t('user.renewal.keep')}
      confirmLoading={pausing.isLoading}
      onOk={() => void submit()}
    >
      <Flex vertical gap={12}>
        <Typography.Paragraph>
          {t('user.pause.rules', { min: PAUSE_MIN_DAYS, max: PAUSE_MAX_DAYS })}
        </Typography.Paragraph>
        <label htmlFor="pause-from">{t('user.pause.from')}</label>
        <Input
          id="pause-from"
          type="date"
          min={firstDay}
          value={from}
          onChange={(e) => setFrom(e.target.value)}
        />
        <label htmlFor="pause-days">{t('user.pause.days')}</label>
        <InputNumber
          id="pause-days"
          min={PAUSE_MIN_DAYS}
          max={PAUSE_MAX_DAYS}
          precision={0}
          value={days}
          onChange={(v) => setDays(typeof v === 'number' ? v : PAUSE_MIN_DAYS)}
        />
      </Flex>
    </Modal>
  );
}

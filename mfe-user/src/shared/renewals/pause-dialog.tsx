import { useState } from 'react';
import { Flex, Input, InputNumber, Modal, Typography } from 'antd';
import { errorMessage } from '@yoga/api-client';
import { PAUSE_MAX_DAYS, PAUSE_MIN_DAYS } from '@yoga/contracts';
import { formatShortDate, useLocale } from '@yoga/i18n';
import { usePanelApp } from '@yoga/ui';
import { usePauseMembershipMutation } from './renewals.api';

/** Pause: from a date (today or later) for 7–30 days; the answer's new end date is toasted. */
export function PauseDialog({ firstDay, onClose }: { firstDay: string; onClose: () => void }) {
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

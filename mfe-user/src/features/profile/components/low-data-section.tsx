import { useState } from 'react';
import { useUpdateProfileMutation } from '@yoga/api-client';
import { setLowData, useLocale, useLowData } from '@yoga/i18n';
import { Notice } from '@yoga/ui';
import plain from '../../../shared/plain.module.css';
import { PlainSwitch } from '../../../shared/plain-switch';

type NoticeState = { type: 'success' | 'warning'; text: string } | null;

/**
 * "Low data" (issue 37): her switch, kept on this device at once and on her profile (`low_data`) for her
 * other devices. On, pictures further down a page are not loaded, slideshows stay still and a replay loads
 * only when she presses play (and says what it costs).
 */
export function LowDataSection() {
  const { t } = useLocale();
  const on = useLowData();
  const [update, { isLoading }] = useUpdateProfileMutation();
  const [notice, setNotice] = useState<NoticeState>(null);

  const toggle = async (value: boolean) => {
    setLowData(value);
    setNotice(null);
    try {
      await update({ low_data: value }).unwrap();
      setNotice({ type: 'success', text: t(value ? 'user.lowData.on' : 'user.lowData.off') });
    } catch {
      setNotice({ type: 'warning', text: t('user.lowData.failed') });
    }
  };

  return (
    <div className={plain.stackSmall}>
      <PlainSwitch
        id="low-data-switch"
        checked={on}
        busy={isLoading}
        onChange={(value) => void toggle(value)}
        data-testid="low-data-switch"
      >
        {t('user.lowData.label')}
      </PlainSwitch>
      <p className={`${plain.text} ${plain.muted}`}>{t('user.lowData.help')}</p>
      {notice ? <Notice type={notice.type} title={notice.text} /> : null}
    </div>
  );
}

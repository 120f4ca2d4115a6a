import { useState } from 'react';
import { Alert, Flex, Switch, Typography } from 'antd';
import { useUpdateProfileMutation } from '@yoga/api-client';
import { setLowData, useLocale, useLowData } from '@yoga/i18n';

type Notice = { type: 'success' | 'warning'; text: string } | null;

/**
 * "Low data" (issue 37): her switch, kept on this device at once and on her profile (`low_data`) for her
 * other devices. On, pictures further down a page are not loaded, slideshows stay still and a replay loads
 * only when she presses play (and says what it costs).
 */
export function LowDataSection() {
  const { t } = useLocale();
  const on = useLowData();
  const [update, { isLoading }] = useUpdateProfileMutation();
  const [notice, setNotice] = useState<Notice>(null);

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
    <Flex vertical gap={8}>
      <Flex gap={12} align="center">
        <Switch
          id="low-data-switch"
          checked={on}
          loading={isLoading}
          onChange={(value) => void toggle(value)}
          data-testid="low-data-switch"
        />
        <label htmlFor="low-data-switch">{t('user.lowData.label')}</label>
      </Flex>
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        {t('user.lowData.help')}
      </Typography.Paragraph>
      {notice ? <Alert type={notice.type} showIcon title={notice.text} /> : null}
    </Flex>
  );
}

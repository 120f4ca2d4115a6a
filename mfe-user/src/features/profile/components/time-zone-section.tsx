import { useMemo, useState } from 'react';
import { Alert, Flex, Select, Typography } from 'antd';
import { errorMessage, useUpdateProfileMutation } from '@yoga/api-client';
import { IST_TIME_ZONE, istToday, type Profile } from '@yoga/contracts';
import { deviceTimeZone, storeTimeZone, useLocale, useTimePair } from '@yoga/i18n';

/** Every zone the browser knows (India's first), or India's and hers when it cannot list them. */
function zoneNames(current: string): string[] {
  const listed =
    typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  const names = new Set([IST_TIME_ZONE, current, ...(deviceTimeZone() ? [deviceTimeZone()!] : [])]);
  listed.forEach((name) => names.add(name));
  return [...names];
}

type Notice = { type: 'success' | 'error'; text: string } | null;

/**
 * "Your time zone" (issue 37): every class time is shown in India time and, when her zone differs, on her
 * own clock beside it. Set from the device on her first visit, changed here with a searchable list.
 */
export function TimeZoneSection({ profile }: { profile: Pick<Profile, 'time_zone'> }) {
  const { t } = useLocale();
  const { classTime } = useTimePair();
  const [update, { isLoading }] = useUpdateProfileMutation();
  const [notice, setNotice] = useState<Notice>(null);
  const options = useMemo(
    () =>
      zoneNames(profile.time_zone).map((name) => ({ value: name, label: name.replace(/_/g, ' ') })),
    [profile.time_zone],
  );

  const choose = async (zone: string) => {
    setNotice(null);
    try {
      const saved = await update({ time_zone: zone }).unwrap();
      storeTimeZone(saved.time_zone);
      setNotice({ type: 'success', text: t('user.timeZone.saved') });
    } catch (error) {
      setNotice({ type: 'error', text: errorMessage(error) ?? t('user.timeZone.failed') });
    }
  };

  return (
    <Flex vertical gap={8}>
      <Typography.Paragraph style={{ margin: 0 }}>{t('user.timeZone.intro')}</Typography.Paragraph>
      <label htmlFor="time-zone-picker">{t('user.timeZone.label')}</label>
      {/* A zone's name is a place name of the tz database, in English: left as it is in both languages. */}
      <div translate="no">
        <Select
          id="time-zone-picker"
          showSearch
          value={profile.time_zone}
          options={options}
          loading={isLoading}
          disabled={isLoading}
          onChange={(zone: string) => void choose(zone)}
          style={{ maxWidth: 360, width: '100%' }}
          data-testid="time-zone-picker"
        />
      </div>
      <Typography.Text type="secondary" data-testid="time-zone-example">
        {t('user.timeZone.example', { time: classTime(istToday(), '06:00') })}
      </Typography.Text>
      {notice ? <Alert type={notice.type} showIcon title={notice.text} /> : null}
    </Flex>
  );
}

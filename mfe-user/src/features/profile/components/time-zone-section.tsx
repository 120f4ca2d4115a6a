import { useMemo, useState } from 'react';
import { errorMessage, useUpdateProfileMutation } from '@yoga/api-client';
import { IST_TIME_ZONE, istToday, type Profile } from '@yoga/contracts';
import { deviceTimeZone, storeTimeZone, useLocale, useTimePair } from '@yoga/i18n';
import { Notice } from '@yoga/ui';
import plain from '../../../shared/plain.module.css';
import styles from './time-zone-section.module.css';

/**
 * India's zone, hers and this device's first; then every zone the browser knows, grouped by region
 * ("Europe", "America"…), or none more when it cannot list them.
 */
function zoneChoices(current: string): { first: string[]; regions: [string, string[]][] } {
  const device = deviceTimeZone();
  const first = [...new Set([IST_TIME_ZONE, current, ...(device ? [device] : [])])];
  const listed =
    typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  const regions = new Map<string, string[]>();
  for (const name of listed) {
    if (first.includes(name)) continue;
    const region = name.includes('/') ? name.slice(0, name.indexOf('/')) : name;
    regions.set(region, [...(regions.get(region) ?? []), name]);
  }
  return { first, regions: [...regions] };
}

const zoneLabel = (name: string) => name.replace(/_/g, ' ');

type NoticeState = { type: 'success' | 'error'; text: string } | null;

/**
 * "Your time zone" (issue 37): every class time is shown in India time and, when her zone differs, on her
 * own clock beside it. Set from the device on her first visit, changed here in the browser's own list
 * (issue 38: no antd Select on the page), grouped by region.
 */
export function TimeZoneSection({ profile }: { profile: Pick<Profile, 'time_zone'> }) {
  const { t } = useLocale();
  const { classTime } = useTimePair();
  const [update, { isLoading }] = useUpdateProfileMutation();
  const [notice, setNotice] = useState<NoticeState>(null);
  const { first, regions } = useMemo(() => zoneChoices(profile.time_zone), [profile.time_zone]);

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
    <div className={plain.stackSmall}>
      <p className={plain.text}>{t('user.timeZone.intro')}</p>
      <label htmlFor="time-zone-picker">{t('user.timeZone.label')}</label>
      {/* A zone's name is a place name of the tz database, in English: left as it is in both languages. */}
      <select
        id="time-zone-picker"
        translate="no"
        className={`${plain.input} ${plain.select} ${styles.picker}`}
        value={profile.time_zone}
        disabled={isLoading}
        aria-busy={isLoading || undefined}
        onChange={(e) => void choose(e.target.value)}
        data-testid="time-zone-picker"
      >
        {first.map((name) => (
          <option key={name} value={name}>
            {zoneLabel(name)}
          </option>
        ))}
        {regions.map(([region, names]) => (
          <optgroup key={region} label={zoneLabel(region)}>
            {names.map((name) => (
              <option key={name} value={name}>
                {zoneLabel(name)}
              </option>
            ))}
          </optgroup>
        ))}
      </select>
      <span className={plain.muted} data-testid="time-zone-example">
        {t('user.timeZone.example', { time: classTime(istToday(), '06:00') })}
      </span>
      {notice ? <Notice type={notice.type} title={notice.text} /> : null}
    </div>
  );
}

import { useEffect } from 'react';
import { useProfileQuery, useUpdateProfileMutation } from '@yoga/api-client';
import { IST_TIME_ZONE } from '@yoga/contracts';
import {
  onLocaleChange,
  readStoredLargeText,
  readStoredLowData,
  readStoredLocale,
  readStoredTimeZone,
  deviceTimeZone,
  setLargeText,
  setLowData,
  storeTimeZone,
  useLocale,
} from '@yoga/i18n';
import { usePanelApp } from './panel-message';

/**
 * A signed-in person's language and their profile's `language` (used for their messages and e-mails)
 * stay one, in both panels: a language chosen with the switch is saved on the profile (a warning when
 * that fails: the choice is still kept on this device), and a device with no choice of its own yet opens
 * in the profile's language. Larger text (issue 37) follows the same rule; her time zone too.
 */
export function ProfileLanguage() {
  const { data: profile } = useProfileQuery();
  const [update] = useUpdateProfileMutation();
  const { locale, setLocale, t } = useLocale();
  const { message } = usePanelApp();

  useEffect(
    () =>
      onLocaleChange((chosen) => {
        update({ language: chosen })
          .unwrap()
          .catch(() => void message.warning(t('ui.language.notSaved')));
      }),
    [update, message, t],
  );

  const saved = profile?.language;
  useEffect(() => {
    if (saved && saved !== locale && !readStoredLocale()) void setLocale(saved, { persist: false });
  }, [saved, locale, setLocale]);

  // Larger text the same way: a device that never chose follows the profile.
  const largeText = profile?.large_text;
  useEffect(() => {
    if (largeText !== undefined && readStoredLargeText() === null) setLargeText(largeText);
  }, [largeText]);
  // Low data too (issue 37).
  const lowData = profile?.low_data;
  useEffect(() => {
    if (lowData !== undefined && readStoredLowData() === null) setLowData(lowData);
  }, [lowData]);

  // Her time zone (issue 37): the profile's is kept on this device for every time shown. On a device's
  // first visit, a profile still on India's zone (the default: never chosen) takes the device's zone.
  const zone = profile?.time_zone;
  useEffect(() => {
    if (!zone) return;
    const device = deviceTimeZone();
    if (readStoredTimeZone() === null && zone === IST_TIME_ZONE && device && device !== zone) {
      storeTimeZone(device);
      void update({ time_zone: device })
        .unwrap()
        .catch(() => undefined);
      return;
    }
    storeTimeZone(zone);
  }, [zone, update]);

  return null;
}

import { useEffect } from 'react';
import { useProfileQuery, useUpdateProfileMutation } from '@yoga/api-client';
import { onLocaleChange, readStoredLocale, useLocale } from '@yoga/i18n';

/**
 * The student's language and their profile's `language` (used for their messages and emails) stay one:
 * a language chosen with the switch is saved on the profile, and a device with no choice of its own
 * yet opens in the profile's language.
 */
export function ProfileLanguage() {
  const { data: profile } = useProfileQuery();
  const [update] = useUpdateProfileMutation();
  const { locale, setLocale } = useLocale();

  useEffect(
    () =>
      onLocaleChange((chosen) => {
        void update({ language: chosen });
      }),
    [update],
  );

  const saved = profile?.language;
  useEffect(() => {
    if (saved && saved !== locale && !readStoredLocale()) void setLocale(saved, { persist: false });
  }, [saved, locale, setLocale]);

  return null;
}

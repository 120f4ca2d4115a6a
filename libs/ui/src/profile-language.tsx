import { useEffect } from 'react';
import { useProfileQuery, useUpdateProfileMutation } from '@yoga/api-client';
import { onLocaleChange, readStoredLocale, useLocale } from '@yoga/i18n';
import { usePanelApp } from './panel-message';

/**
 * A signed-in person's language and their profile's `language` (used for their messages and e-mails)
 * stay one, in both panels: a language chosen with the switch is saved on the profile (a warning when
 * that fails: the choice is still kept on this device), and a device with no choice of its own yet opens
 * in the profile's language.
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

  return null;
}

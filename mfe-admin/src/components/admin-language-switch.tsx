import { App } from 'antd';
import { useSelector } from 'react-redux';
import { useUpdateProfileMutation } from '@yoga/api-client';
import { selectCurrentUser } from '@yoga/auth';
import { LanguageSwitch, useLocale, type Locale } from '@yoga/i18n';

/**
 * "English" / "हिन्दी" in the panel's header: the choice is kept on this device (local storage, by the
 * switch) and on the admin's profile (`language`), which the server also uses for the admin's e-mails.
 */
export function AdminLanguageSwitch() {
  const { t } = useLocale();
  const { message } = App.useApp();
  const user = useSelector(selectCurrentUser);
  const [updateProfile] = useUpdateProfileMutation();

  const saveOnProfile = async (language: Locale) => {
    if (!user) return;
    try {
      await updateProfile({ language }).unwrap();
    } catch {
      message.warning(t('admin.language.notSaved'));
    }
  };

  return <LanguageSwitch onSwitched={(locale) => void saveOnProfile(locale)} />;
}

import type { LocaleState } from '@yoga/i18n';
import '../i18n';

/** "Required": the rule every mandatory settings field has. */
export const requiredRule = (t: LocaleState['t']) => ({
  required: true,
  message: t('admin.settings.required'),
});

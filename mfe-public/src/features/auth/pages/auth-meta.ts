import { useLocale } from '@yoga/i18n';
import { useBusinessRules } from '@yoga/site-settings';
import { usePageMeta } from '../../../shared/hooks/use-page-meta';

// A file of its own: the sign-in page does not download the registration form with it, nor the reverse.
/** Title and description of the two pages (also set by the placeholder: it is what the server renders). */
export function useLoginMeta(): void {
  const { t } = useLocale();
  usePageMeta(t('public.auth.login.metaTitle'), t('public.auth.login.metaDescription'));
}
export function useRegisterMeta(): void {
  const { t } = useLocale();
  const rules = useBusinessRules();
  usePageMeta(
    t('public.auth.register.metaTitle'),
    t('public.auth.register.metaDescription', { trialDays: rules.trial_days }),
  );
}

import { useSearchParams } from 'react-router-dom';
import { useCatalog, useLocale } from '@yoga/i18n';
import { authCatalog } from '../i18n';
import { TRIAL_DAYS } from '@yoga/contracts';
import { usePageMeta } from '../../../shared/hooks/use-page-meta';
import { emptyRegisterForm, EMPTY_LOGIN_FORM } from '../auth.validation';
import { LoginFormView } from '../components/login-form-view';
import { RegisterFormView } from '../components/register-form-view';

/** Title and description of the two pages (also set by the placeholder: it is what the server renders). */
export function useLoginMeta(): void {
  const { t } = useLocale();
  usePageMeta(t('public.auth.login.metaTitle'), t('public.auth.login.metaDescription'));
}
export function useRegisterMeta(): void {
  const { t } = useLocale();
  usePageMeta(
    t('public.auth.register.metaTitle'),
    t('public.auth.register.metaDescription', { trialDays: TRIAL_DAYS }),
  );
}

const noop = () => undefined;
const INACTIVE = { message: null, busy: false, inactive: true, onChange: noop, onSubmit: noop };

/**
 * Shown while the store (Redux, RTK Query) loads for the real page: the same layout, inactive, so the
 * heading paints early and nothing moves when the page takes over.
 */
export function LoginPlaceholder() {
  useCatalog(authCatalog);
  useLoginMeta();
  return <LoginFormView form={EMPTY_LOGIN_FORM} {...INACTIVE} />;
}

export function RegisterPlaceholder() {
  useCatalog(authCatalog);
  useRegisterMeta();
  const [params] = useSearchParams();
  return <RegisterFormView form={emptyRegisterForm(params.get('ref'))} {...INACTIVE} />;
}

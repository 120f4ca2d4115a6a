import { Link } from 'react-router-dom';
import { Trans, useLocale, useLocalePath } from '@yoga/i18n';
import { AUTH_ROUTES, FIELD_LIMITS, TRIAL_DAYS } from '@yoga/contracts';
import type { RegisterForm } from '../auth.validation';
import { AuthFormView, type AuthField, type AuthFormState } from './auth-form-view';

const REGISTER_FIELDS: readonly AuthField<RegisterForm>[] = [
  { label: 'public.auth.field.name', name: 'name', autoComplete: 'name' },
  {
    label: 'public.auth.field.email',
    name: 'email',
    type: 'email',
    autoComplete: 'email',
    maxLength: FIELD_LIMITS.email,
  },
  {
    label: 'public.auth.field.mobile',
    name: 'number',
    type: 'tel',
    inputMode: 'tel',
    autoComplete: 'tel',
    maxLength: FIELD_LIMITS.phoneInput,
    hint: 'public.auth.field.mobileHint',
  },
  {
    label: 'public.auth.field.password',
    name: 'password',
    type: 'password',
    autoComplete: 'new-password',
    hint: 'public.auth.field.newPasswordHint',
  },
  { label: 'public.auth.field.referral', name: 'referred_by', autoComplete: 'off' },
];

/** The registration screen's markup, without any state or API: shared by the page and its placeholder. */
export function RegisterFormView(props: AuthFormState<RegisterForm>) {
  const { t } = useLocale();
  const to = useLocalePath();
  return (
    <AuthFormView
      {...props}
      title={t('public.auth.register.title')}
      intro={t('public.auth.register.intro', { trialDays: TRIAL_DAYS })}
      fields={REGISTER_FIELDS}
      submitLabel={t('public.auth.register.submit')}
      busyLabel={t('public.auth.register.busy')}
      footer={
        <Trans
          id="public.auth.register.already"
          components={{ 0: <Link to={to(AUTH_ROUTES.login)} /> }}
        />
      }
    />
  );
}

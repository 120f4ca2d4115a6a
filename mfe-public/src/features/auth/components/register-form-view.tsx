import { Link } from 'react-router-dom';
import { Trans, useLocale, useLocalePath } from '@yoga/i18n';
import { AUTH_ROUTES, FIELD_LIMITS } from '@yoga/contracts';
import { useBusinessRules } from '@yoga/site-settings';
import type { RegisterForm } from '../auth.validation';
import { AuthFormView, type AuthField, type AuthFormState } from './auth-form-view';
import styles from './auth.module.css';

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

interface RegisterFormViewProps extends AuthFormState<RegisterForm> {
  /** The WhatsApp reminders answer (never pre-ticked); absent on the server-rendered placeholder. */
  whatsapp?: boolean;
  onWhatsappChange?: (checked: boolean) => void;
}

/** The registration screen's markup, without any state or API: shared by the page and its placeholder. */
export function RegisterFormView({
  whatsapp = false,
  onWhatsappChange,
  ...props
}: RegisterFormViewProps) {
  const { t } = useLocale();
  const rules = useBusinessRules();
  const to = useLocalePath();
  return (
    <AuthFormView
      {...props}
      extra={(inactive) => (
        <div className={styles.consent}>
          <label className={styles.check}>
            <input
              type="checkbox"
              name="whatsapp_reminders"
              checked={whatsapp}
              disabled={inactive}
              aria-describedby="whatsapp-reminders-note"
              onChange={(event) => onWhatsappChange?.(event.target.checked)}
            />
            <span>{t('public.auth.register.whatsapp')}</span>
          </label>
          <p id="whatsapp-reminders-note" className={styles.hint}>
            {t('public.auth.register.whatsappNote', { minutes: rules.join_window.before_minutes })}
          </p>
        </div>
      )}
      title={t('public.auth.register.title')}
      intro={t('public.auth.register.intro', { trialDays: rules.trial_days })}
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

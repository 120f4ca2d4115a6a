import { Link } from 'react-router-dom';
import { Trans, useLocale, useLocalePath } from '@yoga/i18n';
import { AUTH_ROUTES, FIELD_LIMITS } from '@yoga/contracts';
import { useBusinessRules } from '@yoga/site-settings';
import type { RegisterForm } from '../auth.validation';
import { AuthFormView, type AuthField, type AuthFormState } from './auth-form-view';
import { useEarlyInput } from '../../../shared/hooks/use-early-input';
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
  /** The email reminders answer (never pre-ticked). */
  emailReminders?: boolean;
  onEmailRemindersChange?: (checked: boolean) => void;
}

/** One consent: a checkbox (never pre-ticked) and the line explaining it. */
function ConsentBox({
  name,
  label,
  note,
  checked,
  disabled,
  onChange,
}: {
  name: string;
  label: string;
  note: string;
  checked: boolean;
  disabled: boolean;
  onChange?: (checked: boolean) => void;
}) {
  // Ticked before the page hydrated: kept.
  const ref = useEarlyInput(onChange && ((event) => onChange(event.target.checked)));
  const noteId = `${name}-note`;
  return (
    <>
      <label className={styles.check}>
        <input
          ref={ref}
          type="checkbox"
          name={name}
          checked={checked}
          disabled={disabled}
          aria-describedby={noteId}
          onChange={(event) => onChange?.(event.target.checked)}
        />
        <span>{label}</span>
      </label>
      <p id={noteId} className={styles.hint}>
        {note}
      </p>
    </>
  );
}

/** The registration screen's markup, without any state or API: shared by the page and its placeholder. */
export function RegisterFormView({
  whatsapp = false,
  onWhatsappChange,
  emailReminders = false,
  onEmailRemindersChange,
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
          <ConsentBox
            name="email_reminders"
            label={t('public.auth.register.email')}
            note={t('public.auth.register.emailNote', {
              minutes: rules.join_window.before_minutes,
            })}
            checked={emailReminders}
            disabled={inactive}
            onChange={onEmailRemindersChange}
          />
          {/* Offered only where WhatsApp messages can really be sent (a provider is set up). */}
          {rules.whatsapp_messages ? (
            <ConsentBox
              name="whatsapp_reminders"
              label={t('public.auth.register.whatsapp')}
              note={t('public.auth.register.whatsappNote', {
                minutes: rules.join_window.before_minutes,
              })}
              checked={whatsapp}
              disabled={inactive}
              onChange={onWhatsappChange}
            />
          ) : null}
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

import type { ChangeEvent, FormEvent, ReactNode } from 'react';
import { PASSWORD_MIN_LENGTH } from '@yoga/contracts';
import { useLocale } from '@yoga/i18n';
import { AuthCard } from './auth-card';
import { FormField, type FieldProps } from './form-field';
import { FormMessage, type Tone } from './form-message';
import { useHydrated } from '../../../shared/hooks/use-hydrated';
import styles from './auth.module.css';

export type FormNotice = { text: string; tone: Tone } | null;

/** What a page (or its inactive placeholder) passes to an auth form. */
export interface AuthFormState<F> {
  form: F;
  message: FormNotice;
  busy: boolean;
  /** True while the page's logic is still loading: the form is shown but cannot be used yet. */
  inactive?: boolean;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
}

/**
 * One input of an auth form (`label` and `hint` are message IDs); its value, change handler and disabled
 * state come from the form state.
 */
export type AuthField<F> = Omit<FieldProps, 'name' | 'value' | 'onChange' | 'disabled'> & {
  name: keyof F & string;
};

interface AuthFormViewProps<F> extends AuthFormState<F> {
  title: string;
  intro: string;
  fields: readonly AuthField<F>[];
  submitLabel: string;
  busyLabel: string;
  /** The line under the card linking to the other auth page. */
  footer: ReactNode;
  /** Other actions under the submit button (e.g. "Get a code", "Forgot password?"). */
  secondary?: ReactNode;
  /** The submit button cannot be used (e.g. a link without its token), without a busy label. */
  submitDisabled?: boolean;
  /** More of the form after the text fields (e.g. a consent checkbox); told whether it is inactive (a
   * placeholder's copy; server-rendered inputs are live before hydration). */
  extra?: (inactive: boolean) => ReactNode;
}

/** The auth screens' markup (card, fields, message, submit, footer link), without any state or API. */
export function AuthFormView<F extends { [K in keyof F]: string }>({
  title,
  intro,
  fields,
  submitLabel,
  busyLabel,
  footer,
  secondary,
  submitDisabled = false,
  extra,
  form,
  message,
  busy,
  inactive: inactiveProp = false,
  onChange,
  onSubmit,
}: AuthFormViewProps<F>) {
  // Server-rendered HTML can be typed into at once (each field keeps what was typed when the page
  // hydrates: useEarlyInput); only sending waits for the page's code.
  const hydrated = useHydrated();
  const inactive = inactiveProp || !hydrated;
  const { t } = useLocale();
  return (
    <AuthCard title={title} intro={intro}>
      <form
        className={styles.form}
        onSubmit={onSubmit}
        // Never GET: a server-rendered form submitted before its code loads must not put a password in the URL.
        method="post"
        noValidate
        aria-busy={inactive || undefined}
      >
        <noscript>
          {/* A server-rendered form read with JavaScript off: say why it stays inactive. */}
          <p role="note" className={`${styles.message} ${styles.info}`}>
            {t('public.auth.noScript')}
          </p>
        </noscript>
        {fields.map((field) => (
          <FormField
            key={field.name}
            {...field}
            label={t(field.label)}
            hint={field.hint && t(field.hint, { min: PASSWORD_MIN_LENGTH })}
            value={form[field.name]}
            onChange={onChange}
            disabled={inactiveProp}
          />
        ))}
        {extra?.(inactiveProp)}
        <FormMessage text={message?.text ?? null} tone={message?.tone ?? 'error'} />
        <button
          type="submit"
          className={styles.submit}
          disabled={inactive || busy || submitDisabled}
        >
          {busy ? busyLabel : submitLabel}
        </button>
        {secondary}
      </form>
      <p className={styles.alt}>{footer}</p>
    </AuthCard>
  );
}

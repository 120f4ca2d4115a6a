import { useCallback, type FormEvent } from 'react';
import { errorMessage, useRequestEmailChangeMutation } from '@yoga/api-client';
import { isValidEmail, type Profile } from '@yoga/contracts';
import { Trans, useLocale } from '@yoga/i18n';
import { Notice } from '../notice';
import { usePanelApp } from '../panel-message';
import {
  FormField,
  PlainButton,
  PlainPasswordInput,
  fieldAria,
  usePlainForm,
} from './plain-fields';
import styles from './account-form.module.css';

type Values = {
  email: string;
  password: string;
};

const EMPTY: Values = { email: '', password: '' };

function problemOf(field: keyof Values, all: Values): string | undefined {
  if (field === 'email')
    return all.email && isValidEmail(all.email) ? undefined : 'ui.invalidEmail';
  return all.password ? undefined : 'ui.fillAllFields';
}

/** The email changes only once the link sent to the new address is opened. Plain form elements (issue 38). */
export function EmailChangeForm({ profile }: { profile: Profile }) {
  const { message } = usePanelApp();
  const form = usePlainForm<Values>(EMPTY, useCallback(problemOf, []));
  const [requestChange, { isLoading }] = useRequestEmailChangeMutation();
  const { t } = useLocale();
  const { values, errors, change } = form;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = form.validate();
    if (!checked) return;
    try {
      await requestChange({
        email: checked.email.trim(),
        password: checked.password,
      }).unwrap();
      form.reset(EMPTY);
      // The server's success text is English: the same words from the catalogue.
      message.success(t('ui.email.sent'));
    } catch (error) {
      message.error(errorMessage(error) ?? t('ui.somethingWentWrong'));
    }
  };

  return (
    <>
      <p className={styles.paragraph}>
        <Trans
          id="ui.email.current"
          values={{ email: profile.email }}
          components={{ 0: <strong data-testid="current-email" /> }}
        />
      </p>
      {profile.pending_email ? (
        <Notice
          type="info"
          style={{ marginBottom: 16 }}
          title={t('ui.email.pending', { email: profile.pending_email })}
        />
      ) : null}
      <form className={styles.form} name="change-email" noValidate onSubmit={(e) => void submit(e)}>
        <FormField id="change-email_email" label={t('ui.email.new')} problem={errors.email}>
          <input
            id="change-email_email"
            type="email"
            autoComplete="email"
            aria-required="true"
            className={styles.input}
            value={values.email}
            onChange={(e) => change('email', e.target.value)}
            {...fieldAria('change-email_email', errors.email)}
          />
        </FormField>
        <FormField
          id="change-email_password"
          label={t('ui.email.password')}
          problem={errors.password}
        >
          <PlainPasswordInput
            id="change-email_password"
            autoComplete="current-password"
            aria-required="true"
            value={values.password}
            onChange={(e) => change('password', e.target.value)}
            {...fieldAria('change-email_password', errors.password)}
          />
        </FormField>
        <PlainButton type="submit" busy={isLoading}>
          {t('ui.email.submit')}
        </PlainButton>
      </form>
    </>
  );
}

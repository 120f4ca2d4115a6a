import { useCallback, type FormEvent } from 'react';
import { useDispatch } from 'react-redux';
import { errorMessage, useChangePasswordMutation } from '@yoga/api-client';
import { signedIn } from '@yoga/auth';
import { PASSWORD_MIN_LENGTH } from '@yoga/contracts';
import { useLocale } from '@yoga/i18n';
import { newPasswordProblem } from './account-rules';
import { usePanelApp } from '../panel-message';
import {
  FormField,
  PlainButton,
  PlainPasswordInput,
  fieldAria,
  usePlainForm,
} from './plain-fields';
import styles from './account-form.module.css';

/** The form's one error toast, replaced or cleared by the next attempt. */
const ERROR_KEY = 'change-password-error';

type Values = {
  current_password: string;
  new_password: string;
  confirm: string;
};

const EMPTY: Values = { current_password: '', new_password: '', confirm: '' };

function problemOf(field: keyof Values, all: Values): string | undefined {
  if (field === 'current_password') return all.current_password ? undefined : 'ui.fillAllFields';
  if (field === 'new_password') return newPasswordProblem(all.new_password);
  return all.confirm && all.confirm === all.new_password ? undefined : 'ui.password.mismatch';
}

/**
 * Current + new password. Every other session ends on the server; this one continues with the fresh token
 * the API returns (stored in place of the old one). Plain form elements (issue 38).
 */
export function ChangePasswordForm({ onChanged }: { onChanged?: () => void }) {
  const { message } = usePanelApp();
  const dispatch = useDispatch();
  const form = usePlainForm<Values>(EMPTY, useCallback(problemOf, []));
  const [changePassword, { isLoading }] = useChangePasswordMutation();
  const { t } = useLocale();
  const { values, errors, change } = form;

  // One error at a time: a new attempt clears the previous one ("The current password is not correct"
  // must not stay next to the next problem).
  const clearError = () => message.destroy(ERROR_KEY);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    clearError();
    const checked = form.validate();
    if (!checked) return;
    try {
      const session = await changePassword({
        current_password: checked.current_password,
        new_password: checked.new_password,
      }).unwrap();
      dispatch(signedIn(session));
      form.reset(EMPTY);
      message.success(t('ui.password.changed'));
      onChanged?.();
    } catch (error) {
      message.error({
        key: ERROR_KEY,
        content: errorMessage(error) ?? t('ui.somethingWentWrong'),
      });
    }
  };

  const field = (name: keyof Values, label: string, autoComplete: string, extra?: string) => {
    const id = `change-password_${name}`;
    return (
      <FormField id={id} label={label} problem={errors[name]} extra={extra}>
        <PlainPasswordInput
          id={id}
          name={name}
          autoComplete={autoComplete}
          aria-required="true"
          value={values[name]}
          onChange={(e) => change(name, e.target.value, name === 'new_password' ? ['confirm'] : [])}
          {...fieldAria(id, errors[name], Boolean(extra))}
        />
      </FormField>
    );
  };

  return (
    <form
      className={styles.form}
      name="change-password"
      noValidate
      onSubmit={(e) => void submit(e)}
    >
      {field('current_password', t('ui.password.current'), 'current-password')}
      {field(
        'new_password',
        t('ui.password.new'),
        'new-password',
        t('ui.password.newHint', { min: PASSWORD_MIN_LENGTH }),
      )}
      {field('confirm', t('ui.password.repeat'), 'new-password')}
      <PlainButton type="submit" primary busy={isLoading}>
        {t('ui.password.submit')}
      </PlainButton>
    </form>
  );
}

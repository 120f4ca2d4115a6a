import { useCallback, useEffect, type FormEvent } from 'react';
import { errorMessage, useUpdateProfileMutation } from '@yoga/api-client';
import { LANGUAGES, formatPhone, type Language, type Profile } from '@yoga/contracts';
import { HTML_LANG, LOCALE_NAMES, useLocale } from '@yoga/i18n';
import { useGstStateOptions } from '../gst-state-options';
import { nameProblem, phoneProblem } from './account-rules';
import { usePanelApp } from '../panel-message';
import { FormField, PlainButton, fieldAria, usePlainForm } from './plain-fields';
import styles from './account-form.module.css';

type Values = {
  name: string;
  phone: string;
  language: Language;
  /** A GST state's code, or '' for none. */
  state: string;
  whatsapp: boolean;
  email: boolean;
};

const valuesOf = (profile: Profile): Values => ({
  name: profile.name,
  phone: profile.phone ? formatPhone(profile.phone) : '',
  language: profile.language,
  state: profile.state ?? '',
  whatsapp: profile.consents.whatsapp,
  email: profile.consents.email,
});

function problemOf(field: keyof Values, all: Values): string | undefined {
  if (field === 'name') return nameProblem(all.name);
  if (field === 'phone') return phoneProblem(all.phone);
  return undefined;
}

/**
 * Name, phone, language, state (for invoices) and, for students, the reminder consents. Plain form
 * elements (issue 38): the language and the state in the browser's own list.
 */
export function ProfileDetailsForm({
  profile,
  showConsents = true,
}: {
  profile: Profile;
  showConsents?: boolean;
}) {
  const { message } = usePanelApp();
  const form = usePlainForm<Values>(valuesOf(profile), useCallback(problemOf, []));
  const [update, { isLoading }] = useUpdateProfileMutation();
  const { t, locale, setLocale } = useLocale();
  const stateOptions = useGstStateOptions();
  const { values, errors, change, reset } = form;

  useEffect(() => reset(valuesOf(profile)), [profile, reset]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = form.validate();
    if (!checked) return;
    try {
      await update({
        name: checked.name.trim(),
        phone: checked.phone.trim(),
        language: checked.language,
        state: checked.state || null,
        ...(showConsents ? { consents: { whatsapp: checked.whatsapp, email: checked.email } } : {}),
      }).unwrap();
      // The profile's language is also the interface's: switch to it when it changed.
      if (checked.language !== locale) await setLocale(checked.language);
      message.success(t('ui.profile.saved'));
    } catch (error) {
      message.error(errorMessage(error) ?? t('ui.somethingWentWrong'));
    }
  };

  const text = (
    name: 'name' | 'phone',
    label: string,
    input: Record<string, string>,
    extra?: string,
  ) => {
    const id = `profile_${name}`;
    return (
      <FormField id={id} label={label} problem={errors[name]} extra={extra}>
        <input
          id={id}
          aria-required="true"
          className={styles.input}
          value={values[name]}
          onChange={(e) => change(name, e.target.value)}
          {...fieldAria(id, errors[name], Boolean(extra))}
          {...input}
        />
      </FormField>
    );
  };

  return (
    <form className={styles.form} name="profile" noValidate onSubmit={(e) => void submit(e)}>
      {text('name', t('ui.profile.name'), { autoComplete: 'name' })}
      {text(
        'phone',
        t('ui.profile.phone'),
        { type: 'tel', inputMode: 'tel', autoComplete: 'tel' },
        t('ui.profile.phoneHint'),
      )}
      <FormField id="profile_language" label={t('ui.profile.language')}>
        {/* Each language in its own name and script ("English", "हिन्दी"), marked with its language. */}
        <select
          id="profile_language"
          className={`${styles.input} ${styles.select}`}
          value={values.language}
          onChange={(e) => change('language', e.target.value as Language)}
        >
          {LANGUAGES.map((value) => (
            <option key={value} value={value} lang={HTML_LANG[value]}>
              {LOCALE_NAMES[value]}
            </option>
          ))}
        </select>
      </FormField>
      <FormField id="profile_state" label={t('ui.profile.state')} extra={t('ui.profile.stateHint')}>
        <select
          id="profile_state"
          className={`${styles.input} ${styles.select} ${styles.narrow}`}
          aria-describedby="profile_state_extra"
          value={values.state}
          onChange={(e) => change('state', e.target.value)}
        >
          <option value="">{t('ui.profile.statePlaceholder')}</option>
          {stateOptions.map(({ value, label }) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </FormField>
      {showConsents ? (
        <Consents
          whatsapp={values.whatsapp}
          email={values.email}
          onChange={(field, on) => change(field, on)}
        />
      ) : null}
      <PlainButton type="submit" primary busy={isLoading}>
        {t('ui.profile.submit')}
      </PlainButton>
    </form>
  );
}

/** The reminder consents (students only): WhatsApp and email. */
function Consents({
  whatsapp,
  email,
  onChange,
}: {
  whatsapp: boolean;
  email: boolean;
  onChange: (field: 'whatsapp' | 'email', on: boolean) => void;
}) {
  const { t } = useLocale();
  return (
    <fieldset className={styles.consents}>
      <legend className={styles.legend}>{t('ui.profile.reminders')}</legend>
      <label className={styles.check}>
        <input
          type="checkbox"
          name="whatsapp"
          checked={whatsapp}
          onChange={(e) => onChange('whatsapp', e.target.checked)}
        />
        {t('ui.profile.whatsapp')}
      </label>
      <label className={styles.check}>
        <input
          type="checkbox"
          name="email"
          checked={email}
          onChange={(e) => onChange('email', e.target.checked)}
        />
        {t('ui.profile.emailReminders')}
      </label>
    </fieldset>
  );
}

import { useEffect } from 'react';
import { Button, Checkbox, Form, Input, Select } from 'antd';
import { errorMessage, useUpdateProfileMutation } from '@yoga/api-client';
import { LANGUAGES, formatPhone, type Language, type Profile } from '@yoga/contracts';
import { HTML_LANG, LOCALE_NAMES, useLocale } from '@yoga/i18n';
import { useGstStateOptions } from '../gst-state-options';
import { ruleFrom } from '../rule-from';
import { SEARCH_BY_LABEL } from '../theme';
import { nameProblem, phoneProblem } from './account-rules';
import { usePanelApp } from '../panel-message';

interface Values {
  name: string;
  phone: string;
  language: Language;
  state: string | undefined;
  whatsapp: boolean;
  email: boolean;
}

/** Each language in its own name and script ("English", "हिन्दी"), marked with its language. */
const LANGUAGE_OPTIONS = LANGUAGES.map((value) => ({
  value,
  label: <span lang={HTML_LANG[value]}>{LOCALE_NAMES[value]}</span>,
}));
/** Name, phone, language, state (for invoices) and, for students, the reminder consents. */
export function ProfileDetailsForm({
  profile,
  showConsents = true,
}: {
  profile: Profile;
  showConsents?: boolean;
}) {
  const { message } = usePanelApp();
  const [form] = Form.useForm<Values>();
  const [update, { isLoading }] = useUpdateProfileMutation();
  const { t, locale, setLocale } = useLocale();
  const stateOptions = useGstStateOptions();

  useEffect(() => {
    form.setFieldsValue({
      name: profile.name,
      phone: profile.phone ? formatPhone(profile.phone) : '',
      language: profile.language,
      state: profile.state ?? undefined,
      whatsapp: profile.consents.whatsapp,
      email: profile.consents.email,
    });
  }, [profile, form]);

  const submit = async (values: Values) => {
    try {
      await update({
        name: values.name.trim(),
        phone: values.phone.trim(),
        language: values.language,
        state: values.state ?? null,
        ...(showConsents ? { consents: { whatsapp: values.whatsapp, email: values.email } } : {}),
      }).unwrap();
      // The profile's language is also the interface's: switch to it when it changed.
      if (values.language !== locale) await setLocale(values.language);
      message.success(t('ui.profile.saved'));
    } catch (error) {
      message.error(errorMessage(error) ?? t('ui.somethingWentWrong'));
    }
  };

  return (
    <Form<Values> form={form} layout="vertical" name="profile" onFinish={submit}>
      <Form.Item label={t('ui.profile.name')} name="name" rules={[ruleFrom(nameProblem, t)]}>
        <Input autoComplete="name" />
      </Form.Item>
      <Form.Item
        label={t('ui.profile.phone')}
        name="phone"
        rules={[ruleFrom(phoneProblem, t)]}
        extra={t('ui.profile.phoneHint')}
      >
        <Input type="tel" inputMode="tel" autoComplete="tel" />
      </Form.Item>
      <Form.Item label={t('ui.profile.language')} name="language">
        <Select options={LANGUAGE_OPTIONS} aria-label={t('ui.profile.language')} />
      </Form.Item>
      <Form.Item label={t('ui.profile.state')} name="state" extra={t('ui.profile.stateHint')}>
        <Select
          options={stateOptions}
          aria-label={t('ui.profile.state')}
          placeholder={t('ui.profile.statePlaceholder')}
          allowClear
          showSearch={SEARCH_BY_LABEL}
          style={{ maxWidth: 360 }}
        />
      </Form.Item>
      {showConsents ? (
        <fieldset style={{ border: 0, padding: 0, margin: '0 0 16px' }}>
          <legend style={{ fontWeight: 600, marginBottom: 8 }}>{t('ui.profile.reminders')}</legend>
          <Form.Item name="whatsapp" valuePropName="checked" style={{ marginBottom: 4 }}>
            <Checkbox>{t('ui.profile.whatsapp')}</Checkbox>
          </Form.Item>
          <Form.Item name="email" valuePropName="checked" style={{ marginBottom: 0 }}>
            <Checkbox>{t('ui.profile.emailReminders')}</Checkbox>
          </Form.Item>
        </fieldset>
      ) : null}
      <Button type="primary" htmlType="submit" loading={isLoading}>
        {t('ui.profile.submit')}
      </Button>
    </Form>
  );
}

import { useEffect } from 'react';
import { App, Button, Checkbox, Form, Input, Select } from 'antd';
import { errorMessage, useUpdateProfileMutation } from '@yoga/api-client';
import {
  ACCOUNT_MESSAGES,
  LANGUAGE_LABELS,
  LANGUAGES,
  MESSAGES,
  formatPhone,
  type Language,
  type Profile,
} from '@yoga/contracts';
import { GST_STATE_OPTIONS } from '../gst-state-options';
import { ruleFrom } from '../rule-from';
import { nameProblem, phoneProblem } from './account-rules';

interface Values {
  name: string;
  phone: string;
  language: Language;
  state: string | undefined;
  whatsapp: boolean;
  email: boolean;
}

const LANGUAGE_OPTIONS = LANGUAGES.map((value) => ({ value, label: LANGUAGE_LABELS[value] }));
/** Name, phone, language, state (for invoices) and, for students, the reminder consents. */
export function ProfileDetailsForm({
  profile,
  showConsents = true,
}: {
  profile: Profile;
  showConsents?: boolean;
}) {
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [update, { isLoading }] = useUpdateProfileMutation();

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
      message.success(ACCOUNT_MESSAGES.profileSaved);
    } catch (error) {
      message.error(errorMessage(error) ?? MESSAGES.somethingWentWrong);
    }
  };

  return (
    <Form<Values> form={form} layout="vertical" name="profile" onFinish={submit}>
      <Form.Item label="Name" name="name" rules={[ruleFrom(nameProblem)]}>
        <Input autoComplete="name" />
      </Form.Item>
      <Form.Item
        label="Mobile number"
        name="phone"
        rules={[ruleFrom(phoneProblem)]}
        extra="10 digits for India, or + and the country code for another country."
      >
        <Input type="tel" inputMode="tel" autoComplete="tel" />
      </Form.Item>
      <Form.Item label="Language" name="language">
        <Select options={LANGUAGE_OPTIONS} aria-label="Language" />
      </Form.Item>
      <Form.Item
        label="State (for invoices)"
        name="state"
        extra="Where you live: it goes on your tax invoices."
      >
        <Select
          options={GST_STATE_OPTIONS}
          aria-label="State (for invoices)"
          placeholder="Choose your state"
          allowClear
          showSearch
          optionFilterProp="label"
          style={{ maxWidth: 360 }}
        />
      </Form.Item>
      {showConsents ? (
        <fieldset style={{ border: 0, padding: 0, margin: '0 0 16px' }}>
          <legend style={{ fontWeight: 600, marginBottom: 8 }}>Class reminders</legend>
          <Form.Item name="whatsapp" valuePropName="checked" style={{ marginBottom: 4 }}>
            <Checkbox>Send me class reminders on WhatsApp</Checkbox>
          </Form.Item>
          <Form.Item name="email" valuePropName="checked" style={{ marginBottom: 0 }}>
            <Checkbox>Send me class reminders by email</Checkbox>
          </Form.Item>
        </fieldset>
      ) : null}
      <Button type="primary" htmlType="submit" loading={isLoading}>
        Save profile
      </Button>
    </Form>
  );
}

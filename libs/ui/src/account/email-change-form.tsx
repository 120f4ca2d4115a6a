import { Alert, Button, Form, Input, Typography } from 'antd';
import { errorMessage, useRequestEmailChangeMutation } from '@yoga/api-client';
import { isValidEmail, type Profile } from '@yoga/contracts';
import { Trans, useLocale } from '@yoga/i18n';
import { PasswordInput } from '../password-input';
import { ruleFrom } from '../rule-from';
import { usePanelApp } from '../panel-message';

interface Values {
  email: string;
  password: string;
}

/** The email changes only once the link sent to the new address is opened. */
export function EmailChangeForm({ profile }: { profile: Profile }) {
  const { message } = usePanelApp();
  const [form] = Form.useForm<Values>();
  const [requestChange, { isLoading }] = useRequestEmailChangeMutation();
  const { t } = useLocale();

  const submit = async (values: Values) => {
    try {
      await requestChange({
        email: values.email.trim(),
        password: values.password,
      }).unwrap();
      form.resetFields();
      // The server's success text is English: the same words from the catalogue.
      message.success(t('ui.email.sent'));
    } catch (error) {
      message.error(errorMessage(error) ?? t('ui.somethingWentWrong'));
    }
  };

  return (
    <>
      <Typography.Paragraph>
        <Trans
          id="ui.email.current"
          values={{ email: profile.email }}
          components={{ 0: <strong data-testid="current-email" /> }}
        />
      </Typography.Paragraph>
      {profile.pending_email ? (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          title={t('ui.email.pending', { email: profile.pending_email })}
        />
      ) : null}
      <Form<Values> form={form} layout="vertical" name="change-email" onFinish={submit}>
        <Form.Item
          label={t('ui.email.new')}
          name="email"
          rules={[
            ruleFrom((v: string | undefined) =>
              v && isValidEmail(v) ? undefined : t('ui.invalidEmail'),
            ),
          ]}
        >
          <Input type="email" autoComplete="email" />
        </Form.Item>
        <Form.Item
          label={t('ui.email.password')}
          name="password"
          rules={[{ required: true, message: t('ui.fillAllFields') }]}
        >
          <PasswordInput autoComplete="current-password" />
        </Form.Item>
        <Button htmlType="submit" loading={isLoading}>
          {t('ui.email.submit')}
        </Button>
      </Form>
    </>
  );
}

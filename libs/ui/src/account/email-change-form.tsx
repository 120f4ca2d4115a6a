import { App, Alert, Button, Form, Input, Typography } from 'antd';
import { errorMessage, useRequestEmailChangeMutation } from '@yoga/api-client';
import { isValidEmail, MESSAGES, type Profile } from '@yoga/contracts';
import { ruleFrom } from '../rule-from';

interface Values {
  email: string;
  password: string;
}

/** The email changes only once the link sent to the new address is opened. */
export function EmailChangeForm({ profile }: { profile: Profile }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [requestChange, { isLoading }] = useRequestEmailChangeMutation();

  const submit = async (values: Values) => {
    try {
      const res = await requestChange({
        email: values.email.trim(),
        password: values.password,
      }).unwrap();
      form.resetFields();
      message.success(res.message);
    } catch (error) {
      message.error(errorMessage(error) ?? MESSAGES.somethingWentWrong);
    }
  };

  return (
    <>
      <Typography.Paragraph>
        Your email: <strong data-testid="current-email">{profile.email}</strong>
      </Typography.Paragraph>
      {profile.pending_email ? (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          title={`Waiting for confirmation: open the link we sent to ${profile.pending_email}.`}
        />
      ) : null}
      <Form<Values> form={form} layout="vertical" name="change-email" onFinish={submit}>
        <Form.Item
          label="New email"
          name="email"
          rules={[
            ruleFrom((v: string | undefined) =>
              v && isValidEmail(v) ? undefined : MESSAGES.invalidEmail,
            ),
          ]}
        >
          <Input type="email" autoComplete="email" />
        </Form.Item>
        <Form.Item
          label="Your password"
          name="password"
          rules={[{ required: true, message: MESSAGES.fillAllFields }]}
        >
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <Button htmlType="submit" loading={isLoading}>
          Send confirmation link
        </Button>
      </Form>
    </>
  );
}

import { App, Button, Form, Input } from 'antd';
import { useDispatch } from 'react-redux';
import { errorMessage, useChangePasswordMutation } from '@yoga/api-client';
import { signedIn } from '@yoga/auth';
import { ACCOUNT_MESSAGES, MESSAGES, PASSWORD_MIN_LENGTH } from '@yoga/contracts';
import { ruleFrom } from '../rule-from';
import { newPasswordProblem } from './account-rules';

interface Values {
  current_password: string;
  new_password: string;
  confirm: string;
}

/**
 * Current + new password. Every other session ends on the server; this one continues with the fresh token
 * the API returns (stored in place of the old one).
 */
export function ChangePasswordForm({ onChanged }: { onChanged?: () => void }) {
  const { message } = App.useApp();
  const dispatch = useDispatch();
  const [form] = Form.useForm<Values>();
  const [changePassword, { isLoading }] = useChangePasswordMutation();

  const submit = async (values: Values) => {
    try {
      const session = await changePassword({
        current_password: values.current_password,
        new_password: values.new_password,
      }).unwrap();
      dispatch(signedIn(session));
      form.resetFields();
      message.success(ACCOUNT_MESSAGES.passwordChanged);
      onChanged?.();
    } catch (error) {
      message.error(errorMessage(error) ?? MESSAGES.somethingWentWrong);
    }
  };

  return (
    <Form<Values> form={form} layout="vertical" name="change-password" onFinish={submit}>
      <Form.Item
        label="Current password"
        name="current_password"
        rules={[{ required: true, message: MESSAGES.fillAllFields }]}
      >
        <Input.Password autoComplete="current-password" />
      </Form.Item>
      <Form.Item
        label="New password"
        name="new_password"
        extra={`At least ${PASSWORD_MIN_LENGTH} characters.`}
        rules={[ruleFrom(newPasswordProblem)]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        label="Repeat the new password"
        name="confirm"
        dependencies={['new_password']}
        rules={[
          ({ getFieldValue }) => ({
            validator: (_r, value: string | undefined) =>
              value && value === getFieldValue('new_password')
                ? Promise.resolve()
                : Promise.reject(new Error('The two passwords do not match.')),
          }),
        ]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={isLoading}>
        Change password
      </Button>
    </Form>
  );
}

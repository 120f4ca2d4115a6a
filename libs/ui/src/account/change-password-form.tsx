import { Button, Form } from 'antd';
import { useDispatch } from 'react-redux';
import { errorMessage, useChangePasswordMutation } from '@yoga/api-client';
import { signedIn } from '@yoga/auth';
import { PASSWORD_MIN_LENGTH } from '@yoga/contracts';
import { useLocale } from '@yoga/i18n';
import { PasswordInput } from '../password-input';
import { ruleFrom } from '../rule-from';
import { newPasswordProblem } from './account-rules';
import { usePanelApp } from '../panel-message';

/** The form's one error toast, replaced or cleared by the next attempt. */
const ERROR_KEY = 'change-password-error';

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
  const { message } = usePanelApp();
  const dispatch = useDispatch();
  const [form] = Form.useForm<Values>();
  const [changePassword, { isLoading }] = useChangePasswordMutation();
  const { t } = useLocale();

  // One error at a time: a new attempt clears the previous one ("The current password is not correct"
  // must not stay next to the next problem).
  const clearError = () => message.destroy(ERROR_KEY);
  const submit = async (values: Values) => {
    clearError();
    try {
      const session = await changePassword({
        current_password: values.current_password,
        new_password: values.new_password,
      }).unwrap();
      dispatch(signedIn(session));
      form.resetFields();
      message.success(t('ui.password.changed'));
      onChanged?.();
    } catch (error) {
      message.error({
        key: ERROR_KEY,
        content: errorMessage(error) ?? t('ui.somethingWentWrong'),
      });
    }
  };

  return (
    <Form<Values>
      form={form}
      layout="vertical"
      name="change-password"
      onFinish={submit}
      onFinishFailed={clearError}
    >
      <Form.Item
        label={t('ui.password.current')}
        name="current_password"
        rules={[{ required: true, message: t('ui.fillAllFields') }]}
      >
        <PasswordInput autoComplete="current-password" />
      </Form.Item>
      <Form.Item
        label={t('ui.password.new')}
        name="new_password"
        extra={t('ui.password.newHint', { min: PASSWORD_MIN_LENGTH })}
        rules={[ruleFrom(newPasswordProblem, t)]}
      >
        <PasswordInput autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        label={t('ui.password.repeat')}
        name="confirm"
        dependencies={['new_password']}
        rules={[
          ({ getFieldValue }) => ({
            validator: (_r, value: string | undefined) =>
              value && value === getFieldValue('new_password')
                ? Promise.resolve()
                : Promise.reject(new Error(t('ui.password.mismatch'))),
          }),
        ]}
      >
        <PasswordInput autoComplete="new-password" />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={isLoading}>
        {t('ui.password.submit')}
      </Button>
    </Form>
  );
}

import { useState } from 'react';
import { Button, Form, Input, Select } from 'antd';
import {
  Role,
  UserStatus,
  type CreateManagedUserResponse,
  type ManagedUserInput,
} from '@yoga/contracts';
import { useLocale } from '@yoga/i18n';
import { deferred, ruleFrom } from '@yoga/ui';
import { PlainCard } from '../../../components/plain-card';
import { useMutationFeedback } from '../../../components/use-error-toast';
import { useCreateManagedUserMutation } from '../users.api';
import { normaliseUserInput, validateEmail, validateName, validatePhone } from '../user-validation';
import { roleOptions, statusOptions } from './role-options';
import '../i18n';

/** Said once a user is added: antd's Alert, loaded then (issue 38: every admin page within 300 KB). */
const Alert = deferred(() => import('antd/es/alert').then((m) => m.default));

const INITIAL: Partial<ManagedUserInput> = { role: Role.User, status: UserStatus.Active };

/**
 * Adds a user. No password is shown: the server emails the new user a link to set their own, and the
 * admin is told it was sent (or that it could not be, with the way to send one later).
 */
export function AddUserForm() {
  const { t } = useLocale();
  const [form] = Form.useForm<ManagedUserInput>();
  const [createUser, { isLoading }] = useCreateManagedUserMutation();
  const run = useMutationFeedback();
  const [created, setCreated] = useState<CreateManagedUserResponse | null>(null);

  const onFinish = async (values: ManagedUserInput) => {
    const result = await run(
      () => createUser(normaliseUserInput(values)).unwrap(),
      t('admin.users.added'),
    );
    if (result) {
      setCreated(result);
      form.resetFields();
    }
  };

  return (
    <PlainCard title={t('admin.users.add')} style={{ marginBottom: 24 }}>
      {created && (
        <Alert
          type={created.set_password_link_sent ? 'success' : 'warning'}
          showIcon
          role="status"
          closable={{ onClose: () => setCreated(null) }}
          style={{ marginBottom: 16 }}
          title={t(
            created.set_password_link_sent
              ? 'admin.users.passwordLinkSent'
              : 'admin.users.passwordLinkFailed',
            { name: created.name, email: created.email },
          )}
        />
      )}
      <Form<ManagedUserInput>
        form={form}
        name="add-user"
        noValidate
        layout="vertical"
        initialValues={INITIAL}
        onFinish={onFinish}
        aria-label={t('admin.users.add')}
        style={{
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fit, minmax(180px, 1fr))',
          columnGap: 16,
        }}
      >
        <Form.Item
          name="name"
          required
          label={t('admin.common.name')}
          rules={[ruleFrom(validateName)]}
        >
          <Input autoComplete="off" />
        </Form.Item>
        <Form.Item
          name="email"
          required
          label={t('admin.common.email')}
          rules={[ruleFrom(validateEmail)]}
        >
          <Input type="email" autoComplete="off" />
        </Form.Item>
        <Form.Item name="phone" label={t('admin.common.phone')} rules={[ruleFrom(validatePhone)]}>
          <Input type="tel" autoComplete="off" />
        </Form.Item>
        <Form.Item name="role" label={t('admin.common.role')} rules={[{ required: true }]}>
          <Select options={roleOptions(t)} />
        </Form.Item>
        <Form.Item name="status" label={t('admin.common.status')} rules={[{ required: true }]}>
          <Select options={statusOptions(t)} />
        </Form.Item>
        <Form.Item label=" ">
          <Button type="primary" htmlType="submit" loading={isLoading}>
            {t('admin.users.add')}
          </Button>
        </Form.Item>
      </Form>
    </PlainCard>
  );
}

import { useState } from 'react';
import { Alert, Button, Card, Form, Input, Select, Typography } from 'antd';
import {
  Role,
  UserStatus,
  type CreateManagedUserResponse,
  type ManagedUserInput,
} from '@yoga/contracts';
import { useLocale } from '@yoga/i18n';
import { ruleFrom } from '@yoga/ui';
import { useMutationFeedback } from '../../../components/use-error-toast';
import { useCreateManagedUserMutation } from '../users.api';
import { normaliseUserInput, validateEmail, validateName, validatePhone } from '../user-validation';
import { roleOptions, statusOptions } from './role-options';
import '../i18n';

const INITIAL: Partial<ManagedUserInput> = { role: Role.User, status: UserStatus.Active };

/** Adds a user; the server's one-time temporary password is shown until dismissed. */
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
    <Card title={t('admin.users.add')} size="small" style={{ marginBottom: 24 }}>
      {created && (
        <Alert
          type="success"
          showIcon
          closable={{ onClose: () => setCreated(null) }}
          style={{ marginBottom: 16 }}
          title={t('admin.users.temporaryPassword', { name: created.name })}
          description={
            <Typography.Text copyable strong code data-testid="temporary-password">
              {created.temporary_password}
            </Typography.Text>
          }
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
    </Card>
  );
}

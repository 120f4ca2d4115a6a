import { useState } from 'react';
import { Alert, Button, Card, Form, Input, Select, Typography } from 'antd';
import {
  Role,
  UserStatus,
  type CreateManagedUserResponse,
  type ManagedUserInput,
} from '@yoga/contracts';
import { ruleFrom } from '@yoga/ui';
import { useMutationFeedback } from '../../../components/use-error-toast';
import { useCreateManagedUserMutation } from '../users.api';
import { normaliseUserInput, validateEmail, validateName, validatePhone } from '../user-validation';
import { ROLE_OPTIONS, STATUS_OPTIONS } from './role-options';

const INITIAL: Partial<ManagedUserInput> = { role: Role.User, status: UserStatus.Active };

/** Adds a user; the server's one-time temporary password is shown until dismissed. */
export function AddUserForm() {
  const [form] = Form.useForm<ManagedUserInput>();
  const [createUser, { isLoading }] = useCreateManagedUserMutation();
  const run = useMutationFeedback();
  const [created, setCreated] = useState<CreateManagedUserResponse | null>(null);

  const onFinish = async (values: ManagedUserInput) => {
    const result = await run(() => createUser(normaliseUserInput(values)).unwrap(), 'User added');
    if (result) {
      setCreated(result);
      form.resetFields();
    }
  };

  return (
    <Card title="Add User" size="small" style={{ marginBottom: 24 }}>
      {created && (
        <Alert
          type="success"
          showIcon
          closable={{ onClose: () => setCreated(null) }}
          style={{ marginBottom: 16 }}
          title={`${created.name} can now sign in with this temporary password (shown only once):`}
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
        aria-label="Add User"
        style={{
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fit, minmax(180px, 1fr))',
          columnGap: 16,
        }}
      >
        <Form.Item name="name" required label="Name" rules={[ruleFrom(validateName)]}>
          <Input autoComplete="off" />
        </Form.Item>
        <Form.Item name="email" required label="Email" rules={[ruleFrom(validateEmail)]}>
          <Input type="email" autoComplete="off" />
        </Form.Item>
        <Form.Item name="phone" label="Phone" rules={[ruleFrom(validatePhone)]}>
          <Input type="tel" autoComplete="off" />
        </Form.Item>
        <Form.Item name="role" label="Role" rules={[{ required: true }]}>
          <Select options={ROLE_OPTIONS} />
        </Form.Item>
        <Form.Item name="status" label="Status" rules={[{ required: true }]}>
          <Select options={STATUS_OPTIONS} />
        </Form.Item>
        <Form.Item label=" ">
          <Button type="primary" htmlType="submit" loading={isLoading}>
            Add User
          </Button>
        </Form.Item>
      </Form>
    </Card>
  );
}

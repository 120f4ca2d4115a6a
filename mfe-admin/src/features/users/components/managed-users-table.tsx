import { useState, type HTMLAttributes, type ReactNode } from 'react';
import { Button, Form, Input, Popconfirm, Select, Space, Table, Tag } from 'antd';
import type { FormRule, TableProps } from 'antd';
import { useSelector } from 'react-redux';
import {
  ACCOUNT_MESSAGES,
  formatPhone,
  MESSAGES,
  ROLE_LABELS,
  UserStatus,
  type ManagedUser,
  type ManagedUserInput,
} from '@yoga/contracts';
import { selectCurrentUser } from '@yoga/auth';
import { ruleFrom } from '@yoga/ui';
import { useMutationFeedback } from '../../../components/use-error-toast';
import {
  useDeleteManagedUserMutation,
  useSendResetLinkMutation,
  useSetManagedUserStatusMutation,
  useUpdateManagedUserMutation,
} from '../users.api';
import { normaliseUserInput, validateEmail, validateName, validatePhone } from '../user-validation';
import { ROLE_OPTIONS, STATUS_OPTIONS } from './role-options';
import { TAG_COLORS } from '../../../components/tag-colors';
import { lastSignIn } from '../../../components/last-sign-in';

interface ManagedUsersTableProps {
  users: ManagedUser[];
  loading: boolean;
  pagination: TableProps<ManagedUser>['pagination'];
}

type EditableField = keyof ManagedUserInput;

const FIELD_RULES: Record<EditableField, FormRule[]> = {
  name: [ruleFrom(validateName)],
  email: [ruleFrom(validateEmail)],
  phone: [ruleFrom(validatePhone)],
  role: [{ required: true }],
  status: [{ required: true }],
};

/** Users with inline row editing (Edit, then Save or Cancel), Block/Unblock and Delete. */
export function ManagedUsersTable({ users, loading, pagination }: ManagedUsersTableProps) {
  const me = useSelector(selectCurrentUser);
  const [form] = Form.useForm<ManagedUserInput>();
  const [editingId, setEditingId] = useState<number | null>(null);
  const [updateUser, { isLoading: saving }] = useUpdateManagedUserMutation();
  const [setStatus] = useSetManagedUserStatusMutation();
  const [deleteUser] = useDeleteManagedUserMutation();
  const [sendResetLink] = useSendResetLinkMutation();
  const run = useMutationFeedback();

  const startEdit = (user: ManagedUser) => {
    form.setFieldsValue({
      name: user.name,
      email: user.email,
      phone: user.phone ? formatPhone(user.phone) : '',
      role: user.role,
      status: user.status,
    });
    setEditingId(user.id);
  };

  const save = async (id: number) => {
    let values: ManagedUserInput;
    try {
      values = await form.validateFields();
    } catch {
      return; // the form shows the field errors
    }
    const saved = await run(
      () => updateUser({ id, body: normaliseUserInput(values) }).unwrap(),
      'User updated',
    );
    if (saved) setEditingId(null);
  };

  const toggleStatus = (user: ManagedUser) => {
    const status = user.status === UserStatus.Blocked ? UserStatus.Active : UserStatus.Blocked;
    void run(
      () => setStatus({ id: user.id, status }).unwrap(),
      status === UserStatus.Blocked ? `${user.name} is blocked` : `${user.name} is active again`,
    );
  };

  const editable = (
    field: EditableField,
    title: string,
    input: ReactNode,
    show: (u: ManagedUser) => ReactNode,
  ) => ({
    title,
    key: field,
    render: (_: unknown, user: ManagedUser) =>
      user.id === editingId ? (
        <Form.Item name={field} style={{ margin: 0 }} rules={FIELD_RULES[field]}>
          {input}
        </Form.Item>
      ) : (
        show(user)
      ),
  });

  const columns: TableProps<ManagedUser>['columns'] = [
    editable('name', 'Name', <Input aria-label="Name" />, (u) => u.name),
    editable('email', 'Email', <Input aria-label="Email" type="email" />, (u) => u.email),
    editable('phone', 'Phone', <Input aria-label="Phone" type="tel" />, (u) =>
      u.phone ? formatPhone(u.phone) : '',
    ),
    editable(
      'role',
      'Role',
      <Select aria-label="Role" options={ROLE_OPTIONS} style={{ minWidth: 120 }} />,
      (u) => ROLE_LABELS[u.role] ?? u.role,
    ),
    editable(
      'status',
      'Status',
      <Select aria-label="Status" options={STATUS_OPTIONS} style={{ minWidth: 110 }} />,
      (u) => (
        <Tag color={u.status === UserStatus.Active ? TAG_COLORS.active : TAG_COLORS.blocked}>
          {u.status}
        </Tag>
      ),
    ),
    { title: 'Referral code', dataIndex: 'referral_code', key: 'referral_code' },
    {
      title: 'Last sign-in',
      dataIndex: 'last_login_at',
      key: 'last_login_at',
      render: (value: string | null) => lastSignIn(value),
    },
    {
      title: 'Actions',
      key: 'actions',
      render: (_: unknown, user: ManagedUser) =>
        user.id === editingId ? (
          <Space>
            <Button type="primary" size="small" loading={saving} onClick={() => void save(user.id)}>
              Save
            </Button>
            <Button size="small" onClick={() => setEditingId(null)}>
              Cancel
            </Button>
          </Space>
        ) : (
          <Space wrap>
            <Button size="small" disabled={editingId !== null} onClick={() => startEdit(user)}>
              Edit
            </Button>
            <Button
              size="small"
              danger={user.status === UserStatus.Active}
              disabled={user.id === me?.id}
              onClick={() => toggleStatus(user)}
            >
              {user.status === UserStatus.Blocked ? 'Unblock' : 'Block'}
            </Button>
            <Popconfirm
              title={`Email ${user.name} a link to choose a new password?`}
              okText="Send link"
              cancelText="Cancel"
              onConfirm={() =>
                run(() => sendResetLink(user.id).unwrap(), ACCOUNT_MESSAGES.resetLinkSent)
              }
            >
              <Button size="small">Reset password</Button>
            </Popconfirm>
            <Popconfirm
              title={MESSAGES.confirmDeleteUser}
              okText="Delete"
              okButtonProps={{ danger: true }}
              cancelText="Cancel"
              onConfirm={() => run(() => deleteUser(user.id).unwrap(), 'User deleted')}
            >
              <Button size="small" danger disabled={user.id === me?.id}>
                Delete
              </Button>
            </Popconfirm>
          </Space>
        ),
    },
  ];

  return (
    <Form form={form} name="edit-user" component={false}>
      <Table<ManagedUser>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={users}
        loading={loading}
        pagination={pagination}
        scroll={{ x: 'max-content' }}
        onRow={(user) =>
          ({ 'data-testid': `user-row-${user.email}` }) as HTMLAttributes<HTMLElement>
        }
      />
    </Form>
  );
}

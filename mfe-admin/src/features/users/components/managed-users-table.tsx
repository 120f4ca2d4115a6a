import { useState, type HTMLAttributes, type ReactNode } from 'react';
import { Button, Form, Input, Popconfirm, Select, Space, Table, Tag } from 'antd';
import type { FormRule, TableProps } from 'antd';
import { useSelector } from 'react-redux';
import { formatPhone, UserStatus, type ManagedUser, type ManagedUserInput } from '@yoga/contracts';
import { selectCurrentUser } from '@yoga/auth';
import { useLocale } from '@yoga/i18n';
import { ruleFrom } from '@yoga/ui';
import { Verbatim } from '../../../components/verbatim';
import { DeleteButton } from '../../../components/delete-button';
import { useMutationFeedback } from '../../../components/use-error-toast';
import {
  useDeleteManagedUserMutation,
  useSendResetLinkMutation,
  useSetManagedUserStatusMutation,
  useUpdateManagedUserMutation,
} from '../users.api';
import { normaliseUserInput, validateEmail, validateName, validatePhone } from '../user-validation';
import { roleOptions, statusOptions } from './role-options';
import { TAG_COLORS } from '../../../components/tag-colors';
import { lastSignIn } from '../../../components/last-sign-in';
import '../i18n';
import { BREAK_ANYWHERE, useFitTable } from '../../../components/fit-table';

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
  const { t } = useLocale();
  const me = useSelector(selectCurrentUser);
  const [form] = Form.useForm<ManagedUserInput>();
  const [editingId, setEditingId] = useState<number | null>(null);
  const [updateUser, { isLoading: saving }] = useUpdateManagedUserMutation();
  const [setStatus] = useSetManagedUserStatusMutation();
  const [deleteUser] = useDeleteManagedUserMutation();
  const [sendResetLink] = useSendResetLinkMutation();
  const run = useMutationFeedback();
  const fit = useFitTable();

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
      t('admin.users.updated'),
    );
    if (saved) setEditingId(null);
  };

  const toggleStatus = (user: ManagedUser) => {
    const status = user.status === UserStatus.Blocked ? UserStatus.Active : UserStatus.Blocked;
    void run(
      () => setStatus({ id: user.id, status }).unwrap(),
      t(status === UserStatus.Blocked ? 'admin.users.blocked' : 'admin.users.activeAgain', {
        name: user.name,
      }),
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
    editable(
      'name',
      t('admin.common.name'),
      <Input aria-label={t('admin.common.name')} />,
      (u) => u.name,
    ),
    editable(
      'email',
      t('admin.common.email'),
      <Input aria-label={t('admin.common.email')} type="email" />,
      (u) => <span style={BREAK_ANYWHERE}>{u.email}</span>,
    ),
    editable(
      'phone',
      t('admin.common.phone'),
      <Input aria-label={t('admin.common.phone')} type="tel" />,
      (u) => (u.phone ? formatPhone(u.phone) : ''),
    ),
    editable(
      'role',
      t('admin.common.role'),
      <Select
        aria-label={t('admin.common.role')}
        options={roleOptions(t)}
        style={{ minWidth: 120 }}
      />,
      (u) => t(`admin.role.${u.role}`),
    ),
    editable(
      'status',
      t('admin.common.status'),
      <Select
        aria-label={t('admin.common.status')}
        options={statusOptions(t)}
        style={{ minWidth: 110 }}
      />,
      (u) => (
        <Tag color={u.status === UserStatus.Active ? TAG_COLORS.active : TAG_COLORS.blocked}>
          {t(`admin.userStatus.${u.status}`)}
        </Tag>
      ),
    ),
    {
      title: t('admin.common.referralCode'),
      dataIndex: 'referral_code',
      key: 'referral_code',
      render: (code: string) => <Verbatim>{code}</Verbatim>,
    },
    {
      title: t('admin.common.lastSignIn'),
      dataIndex: 'last_login_at',
      key: 'last_login_at',
      render: (value: string | null) => lastSignIn(value),
    },
    {
      title: t('admin.common.actions'),
      key: 'actions',
      render: (_: unknown, user: ManagedUser) =>
        user.id === editingId ? (
          <Space>
            <Button type="primary" size="small" loading={saving} onClick={() => void save(user.id)}>
              {t('admin.common.save')}
            </Button>
            <Button size="small" onClick={() => setEditingId(null)}>
              {t('admin.common.cancel')}
            </Button>
          </Space>
        ) : (
          <Space wrap>
            <Button size="small" disabled={editingId !== null} onClick={() => startEdit(user)}>
              {t('admin.common.edit')}
            </Button>
            <Button
              size="small"
              danger={user.status === UserStatus.Active}
              disabled={user.id === me?.id}
              onClick={() => toggleStatus(user)}
            >
              {t(user.status === UserStatus.Blocked ? 'admin.users.unblock' : 'admin.users.block')}
            </Button>
            <Popconfirm
              title={t('admin.users.resetConfirm', { name: user.name })}
              okText={t('admin.users.sendLink')}
              cancelText={t('admin.common.cancel')}
              onConfirm={() =>
                run(() => sendResetLink(user.id).unwrap(), t('admin.users.resetLinkSent'))
              }
            >
              <Button size="small">{t('admin.users.resetPassword')}</Button>
            </Popconfirm>
            <DeleteButton
              confirm={t('admin.users.confirmDelete')}
              onConfirm={() => run(() => deleteUser(user.id).unwrap(), t('admin.users.deleted'))}
              disabled={user.id === me?.id}
            />
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
        {...fit}
        onRow={(user) =>
          ({ 'data-testid': `user-row-${user.email}` }) as HTMLAttributes<HTMLElement>
        }
      />
    </Form>
  );
}

import { useState } from 'react';
import { Form } from 'antd';
import type { PaginationProps } from 'antd';
import { useSelector } from 'react-redux';
import { formatPhone, UserStatus, type ManagedUser, type ManagedUserInput } from '@yoga/contracts';
import { selectCurrentUser } from '@yoga/auth';
import { useLocale } from '@yoga/i18n';
import { useMutationFeedback } from '../../../components/use-error-toast';
import {
  useDeleteManagedUserMutation,
  useSendResetLinkMutation,
  useSetManagedUserStatusMutation,
  useUpdateManagedUserMutation,
} from '../users.api';
import { normaliseUserInput } from '../user-validation';
import { editableUserColumns, readOnlyUserColumns } from './managed-users-columns';
import { UserRowActions } from './user-row-actions';
import '../i18n';
import { useFitTable } from '../../../components/fit-table';
import { PagePagination } from '../../../components/page-pagination';
import { PlainTable, TableEmpty, type PlainColumn } from '../../../components/plain-table';

interface ManagedUsersTableProps {
  users: ManagedUser[];
  loading: boolean;
  pagination: PaginationProps;
}

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

  const columns: PlainColumn<ManagedUser>[] = [
    ...editableUserColumns(t, editingId),
    ...readOnlyUserColumns(t),
    {
      title: t('admin.common.actions'),
      key: 'actions',
      render: (user: ManagedUser) => (
        <UserRowActions
          t={t}
          user={user}
          editing={user.id === editingId}
          saving={saving}
          isMe={user.id === me?.id}
          onEdit={() => startEdit(user)}
          onSave={() => void save(user.id)}
          onCancel={() => setEditingId(null)}
          onToggleStatus={() => toggleStatus(user)}
          onSendReset={() =>
            run(() => sendResetLink(user.id).unwrap(), t('admin.users.resetLinkSent'))
          }
          onDelete={() => run(() => deleteUser(user.id).unwrap(), t('admin.users.deleted'))}
        />
      ),
    },
  ];

  // Drawn plain, with antd's Pagination below (issue 38: every admin page within 300 KB).
  return (
    <Form form={form} name="edit-user" component={false}>
      <PlainTable<ManagedUser>
        rowKey={(user) => user.id}
        size="middle"
        columns={columns}
        rows={users}
        loading={loading}
        empty={<TableEmpty />}
        scrollX={fit.scroll !== undefined}
        rowProps={(user) => ({ 'data-testid': `user-row-${user.email}` })}
      />
      <PagePagination {...pagination} />
    </Form>
  );
}

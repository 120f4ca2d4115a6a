import { Button, Popconfirm, Space } from 'antd';
import { UserStatus, type ManagedUser } from '@yoga/contracts';
import type { LocaleState } from '@yoga/i18n';
import { DeleteButton } from '../../../components/delete-button';
import '../i18n';

interface UserRowActionsProps {
  t: LocaleState['t'];
  user: ManagedUser;
  /** This row is being edited: Save and Cancel instead. */
  editing: boolean;
  saving: boolean;
  /** The signed-in admin's own row: not blocked or deleted from here. */
  isMe: boolean;
  onEdit: () => void;
  onSave: () => void;
  onCancel: () => void;
  onToggleStatus: () => void;
  onSendReset: () => unknown;
  onDelete: () => unknown;
}

/** A user's row actions: Edit (then Save or Cancel), Block/Unblock, reset password, Delete. */
export function UserRowActions({
  t,
  user,
  editing,
  saving,
  isMe,
  onEdit,
  onSave,
  onCancel,
  onToggleStatus,
  onSendReset,
  onDelete,
}: UserRowActionsProps) {
  if (editing)
    return (
      <Space>
        <Button type="primary" size="small" loading={saving} onClick={onSave}>
          {t('admin.common.save')}
        </Button>
        <Button size="small" onClick={onCancel}>
          {t('admin.common.cancel')}
        </Button>
      </Space>
    );
  return (
    <Space wrap>
      <Button size="small" onClick={onEdit}>
        {t('admin.common.edit')}
      </Button>
      <Button
        size="small"
        danger={user.status === UserStatus.Active}
        disabled={isMe}
        onClick={onToggleStatus}
      >
        {t(user.status === UserStatus.Blocked ? 'admin.users.unblock' : 'admin.users.block')}
      </Button>
      <Popconfirm
        title={t('admin.users.resetConfirm', { name: user.name })}
        okText={t('admin.users.sendLink')}
        cancelText={t('admin.common.cancel')}
        onConfirm={onSendReset}
      >
        <Button size="small">{t('admin.users.resetPassword')}</Button>
      </Popconfirm>
      <DeleteButton confirm={t('admin.users.confirmDelete')} onConfirm={onDelete} disabled={isMe} />
    </Space>
  );
}

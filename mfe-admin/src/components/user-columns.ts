import type { TableColumnType } from 'antd';
import type { Role } from '@yoga/contracts';
import type { LocaleState } from '@yoga/i18n';

/** "Role": User, Instructor or Admin in the active language (the users table and the erasure log). */
export function roleColumn<R extends { role: Role }>(t: LocaleState['t']): TableColumnType<R> {
  return {
    title: t('admin.common.role'),
    dataIndex: 'role',
    key: 'role',
    render: (role: Role) => t(`admin.role.${role}`),
  };
}

import { Button, Space } from 'antd';
import type { ClassType } from '@yoga/contracts';
import type { LocaleState } from '@yoga/i18n';
import { DeleteButton } from '../delete-button';
import type { PlainColumn } from '../plain-table';
import { PlainTag } from '../plain-tag';
import { TAG_COLORS } from '../tag-colors';

/** The columns the classes table (Manage Class) and the timetable's slots table share. */

type T = LocaleState['t'];

export function titleColumn<R extends { title: string }>(t: T): PlainColumn<R> {
  return { title: t('admin.common.title'), key: 'title', render: (r) => r.title };
}

export function classTypeColumn<R extends { class_type: ClassType }>(t: T): PlainColumn<R> {
  return {
    title: t('admin.common.type'),
    key: 'class_type',
    render: ({ class_type: type }) => (
      <PlainTag color={type === 'demo' ? TAG_COLORS.demo : TAG_COLORS.paid}>
        {t(type === 'demo' ? 'admin.common.demo' : 'admin.common.paid')}
      </PlainTag>
    ),
  };
}

/** Who teaches: the instructor account's name, else a name typed before accounts (marked as such). */
export function instructorColumn<
  R extends { instructor_name: string | null; instructor_legacy: string | null },
>(t: T): PlainColumn<R> {
  return {
    title: t('admin.common.instructor'),
    key: 'instructor',
    render: (r) =>
      r.instructor_name ??
      (r.instructor_legacy ? t('admin.common.legacyShort', { name: r.instructor_legacy }) : '—'),
  };
}

interface RowActions<R> {
  /** The row loaded in the form above, highlighted. */
  editingId: number | null;
  onEdit: (row: R) => void;
  onDelete: (id: number) => unknown;
  /** The question asked before deleting. */
  confirm: string;
}

/** "Edit" (loads the row into the form above) and "Delete" (asks first). */
export function editDeleteColumn<R extends { id: number }>(
  t: T,
  { editingId, onEdit, onDelete, confirm }: RowActions<R>,
): PlainColumn<R> {
  return {
    title: t('admin.common.actions'),
    key: 'actions',
    render: (row) => (
      <Space>
        <Button
          size="small"
          type={row.id === editingId ? 'primary' : 'default'}
          onClick={() => onEdit(row)}
        >
          {t('admin.common.edit')}
        </Button>
        <DeleteButton confirm={confirm} onConfirm={() => onDelete(row.id)} />
      </Space>
    ),
  };
}

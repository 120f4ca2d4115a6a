import { Table, Tag } from 'antd';
import type { TableProps } from 'antd';
import type { TimetableSlot } from '@yoga/contracts';
import {
  classTypeColumn,
  editDeleteColumn,
  instructorColumn,
  titleColumn,
} from '../../../components/schedule/schedule-columns';
import { useAdminFormats } from '../../../components/use-admin-formats';
import { useMutationFeedback } from '../../../components/use-error-toast';
import { TAG_COLORS } from '../../../components/tag-colors';
import { useDeleteSlotMutation } from '../timetable.api';
import { weekdayName } from '../slot-validation';
import '../i18n';

interface SlotsTableProps {
  slots: TimetableSlot[];
  loading: boolean;
  editingId: number | null;
  onEdit: (slot: TimetableSlot) => void;
  onDeleted: (id: number) => void;
  /** Ticked slots, for one meeting link on many (kept while the day filter changes). */
  selectedIds: number[];
  onSelect: (ids: number[]) => void;
}

export function SlotsTable({
  slots,
  loading,
  editingId,
  onEdit,
  onDeleted,
  selectedIds,
  onSelect,
}: SlotsTableProps) {
  const { t, formatClock } = useAdminFormats();
  const [deleteSlot] = useDeleteSlotMutation();
  const run = useMutationFeedback();

  const remove = async (id: number) => {
    const done = await run(() => deleteSlot(id).unwrap(), t('admin.timetable.slotDeleted'));
    if (done) onDeleted(id);
  };

  const columns: TableProps<TimetableSlot>['columns'] = [
    {
      title: t('admin.timetable.day'),
      dataIndex: 'day_of_week',
      key: 'day',
      render: (day: number) => weekdayName(day),
    },
    {
      title: t('admin.timetable.start'),
      dataIndex: 'start_time',
      key: 'start',
      render: (time: string) => <time dateTime={time}>{formatClock(time)}</time>,
    },
    {
      title: t('admin.timetable.duration'),
      dataIndex: 'duration_minutes',
      key: 'duration',
      render: (minutes: number) => t('admin.timetable.minutes', { minutes }),
    },
    titleColumn(t),
    instructorColumn(t),
    classTypeColumn(t),
    { title: t('admin.common.capacity'), dataIndex: 'capacity', key: 'capacity' },
    {
      title: t('admin.common.status'),
      dataIndex: 'active',
      key: 'active',
      render: (active: boolean) =>
        active ? (
          <Tag color={TAG_COLORS.active}>{t('admin.timetable.active')}</Tag>
        ) : (
          <Tag>{t('admin.timetable.paused')}</Tag>
        ),
    },
    editDeleteColumn<TimetableSlot>(t, {
      editingId,
      onEdit,
      onDelete: remove,
      confirm: t('admin.timetable.confirmDelete'),
    }),
  ];

  return (
    <Table<TimetableSlot>
      rowKey="id"
      size="middle"
      columns={columns}
      dataSource={slots}
      loading={loading}
      rowSelection={{
        selectedRowKeys: selectedIds,
        preserveSelectedRowKeys: true,
        // "Select all shown" is a button of the link bar: antd's header checkbox would also sit,
        // focusable, in the table's hidden measuring row (an accessibility fault).
        hideSelectAll: true,
        onChange: (keys) => onSelect(keys.map(Number)),
        getCheckboxProps: (slot) => ({
          'aria-label': `${t('admin.timetable.bulk.select')}: ${weekdayName(slot.day_of_week)} ${slot.start_time}`,
        }),
      }}
      pagination={{ pageSize: 50, hideOnSinglePage: true }}
      scroll={{ x: 'max-content' }}
    />
  );
}

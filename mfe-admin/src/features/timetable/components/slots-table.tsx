import type { TimetableSlot } from '@yoga/contracts';
import {
  classTypeColumn,
  editDeleteColumn,
  instructorColumn,
  titleColumn,
} from '../../../components/schedule/schedule-columns';
import { PlainTable, TableEmpty, type PlainColumn } from '../../../components/plain-table';
import { PlainTag } from '../../../components/plain-tag';
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

  // Fits the panel at 1280 px without scrolling sideways (issue 38): the day, start and length in one
  // column, the places with the status, the actions wrapping.
  const columns: PlainColumn<TimetableSlot>[] = [
    {
      title: t('admin.timetable.when'),
      key: 'when',
      render: (slot) => (
        <>
          <div>{weekdayName(slot.day_of_week)}</div>
          <time dateTime={slot.start_time}>{formatClock(slot.start_time)}</time>
          <div>{t('admin.timetable.minutes', { minutes: slot.duration_minutes })}</div>
        </>
      ),
    },
    titleColumn(t),
    instructorColumn(t),
    classTypeColumn(t),
    {
      title: t('admin.common.status'),
      key: 'active',
      render: (slot) => (
        <>
          {slot.active ? (
            <PlainTag color={TAG_COLORS.active}>{t('admin.timetable.active')}</PlainTag>
          ) : (
            <PlainTag>{t('admin.timetable.paused')}</PlainTag>
          )}
          <div>{t('admin.timetable.places', { count: slot.capacity })}</div>
        </>
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
    <PlainTable<TimetableSlot>
      rowKey={(slot) => slot.id}
      size="middle"
      columns={columns}
      rows={slots}
      loading={loading}
      empty={<TableEmpty />}
      pageSize={50}
      // "Select all shown" is a button of the link bar; ticked slots stay ticked while the day filter
      // hides them.
      selection={{
        selected: selectedIds,
        onChange: (keys) => onSelect(keys.map(Number)),
        label: (slot) =>
          `${t('admin.timetable.bulk.select')}: ${weekdayName(slot.day_of_week)} ${slot.start_time}`,
      }}
    />
  );
}

import { Button, Popconfirm, Space, Table, Tag } from 'antd';
import type { TableProps } from 'antd';
import { formatIstClock, WEEKDAY_NAMES, type TimetableSlot } from '@yoga/contracts';
import { useMutationFeedback } from '../../../components/use-error-toast';
import { TAG_COLORS } from '../../../components/tag-colors';
import { useDeleteSlotMutation } from '../timetable.api';

interface SlotsTableProps {
  slots: TimetableSlot[];
  loading: boolean;
  editingId: number | null;
  onEdit: (slot: TimetableSlot) => void;
  onDeleted: (id: number) => void;
}

export const CONFIRM_DELETE_SLOT =
  'Delete this slot? Its upcoming classes that nobody has booked are removed.';

export function SlotsTable({ slots, loading, editingId, onEdit, onDeleted }: SlotsTableProps) {
  const [deleteSlot] = useDeleteSlotMutation();
  const run = useMutationFeedback();

  const remove = async (id: number) => {
    const done = await run(() => deleteSlot(id).unwrap(), 'Slot deleted');
    if (done) onDeleted(id);
  };

  const columns: TableProps<TimetableSlot>['columns'] = [
    {
      title: 'Day',
      dataIndex: 'day_of_week',
      key: 'day',
      render: (day: number) => WEEKDAY_NAMES[day],
    },
    {
      title: 'Start (IST)',
      dataIndex: 'start_time',
      key: 'start',
      render: (time: string) => <time dateTime={time}>{formatIstClock(time)}</time>,
    },
    {
      title: 'Duration',
      dataIndex: 'duration_minutes',
      key: 'duration',
      render: (m: number) => `${m} min`,
    },
    { title: 'Title', dataIndex: 'title', key: 'title' },
    { title: 'Instructor', dataIndex: 'instructor', key: 'instructor' },
    {
      title: 'Type',
      dataIndex: 'class_type',
      key: 'class_type',
      render: (type: TimetableSlot['class_type']) => (
        <Tag color={type === 'demo' ? TAG_COLORS.demo : TAG_COLORS.paid}>{type}</Tag>
      ),
    },
    { title: 'Capacity', dataIndex: 'capacity', key: 'capacity' },
    {
      title: 'Status',
      dataIndex: 'active',
      key: 'active',
      render: (active: boolean) =>
        active ? <Tag color={TAG_COLORS.active}>active</Tag> : <Tag>paused</Tag>,
    },
    {
      title: 'Actions',
      key: 'actions',
      render: (_: unknown, slot: TimetableSlot) => (
        <Space>
          <Button
            size="small"
            type={slot.id === editingId ? 'primary' : 'default'}
            onClick={() => onEdit(slot)}
          >
            Edit
          </Button>
          <Popconfirm
            title={CONFIRM_DELETE_SLOT}
            okText="Delete"
            okButtonProps={{ danger: true }}
            cancelText="Cancel"
            onConfirm={() => remove(slot.id)}
          >
            <Button size="small" danger>
              Delete
            </Button>
          </Popconfirm>
        </Space>
      ),
    },
  ];

  return (
    <Table<TimetableSlot>
      rowKey="id"
      size="middle"
      columns={columns}
      dataSource={slots}
      loading={loading}
      pagination={{ pageSize: 50, hideOnSinglePage: true }}
      scroll={{ x: 'max-content' }}
    />
  );
}

import { Button, Popconfirm, Space, Table, Tag } from 'antd';
import type { TableProps } from 'antd';
import { MESSAGES, type YogaClass } from '@yoga/contracts';
import { useMutationFeedback } from '../../../components/use-error-toast';
import { useDeleteClassMutation } from '../classes.api';
import { TAG_COLORS } from '../../../components/tag-colors';
import { placesText } from '../class-validation';

interface ClassesTableProps {
  classes: YogaClass[];
  loading: boolean;
  editingId: number | null;
  onEdit: (yogaClass: YogaClass) => void;
  onDeleted: (id: number) => void;
}

export function ClassesTable({
  classes,
  loading,
  editingId,
  onEdit,
  onDeleted,
}: ClassesTableProps) {
  const [deleteClass] = useDeleteClassMutation();
  const run = useMutationFeedback();

  const remove = async (id: number) => {
    const done = await run(() => deleteClass(id).unwrap(), 'Class deleted');
    if (done) onDeleted(id);
  };

  const columns: TableProps<YogaClass>['columns'] = [
    { title: 'Title', dataIndex: 'title', key: 'title' },
    {
      title: 'Type',
      dataIndex: 'class_type',
      key: 'class_type',
      render: (type: YogaClass['class_type']) => (
        <Tag color={type === 'demo' ? TAG_COLORS.demo : TAG_COLORS.paid}>{type}</Tag>
      ),
    },
    { title: 'Date', dataIndex: 'date', key: 'date' },
    { title: 'Time (IST)', dataIndex: 'time', key: 'time' },
    {
      title: 'Places',
      key: 'places',
      render: (_: unknown, c: YogaClass) => placesText(c),
    },
    {
      title: 'Source',
      key: 'source',
      render: (_: unknown, c: YogaClass) => (c.slot_id === null ? 'One-off' : 'Timetable'),
    },
    {
      title: 'Link',
      dataIndex: 'link',
      key: 'link',
      render: (link?: string) =>
        link ? (
          <a href={link} target="_blank" rel="noreferrer noopener">
            {link}
          </a>
        ) : null,
    },
    {
      title: 'Actions',
      key: 'actions',
      render: (_: unknown, yogaClass: YogaClass) => (
        <Space>
          <Button
            size="small"
            type={yogaClass.id === editingId ? 'primary' : 'default'}
            onClick={() => onEdit(yogaClass)}
          >
            Edit
          </Button>
          <Popconfirm
            title={MESSAGES.confirmDeleteClass}
            okText="Delete"
            okButtonProps={{ danger: true }}
            cancelText="Cancel"
            onConfirm={() => remove(yogaClass.id)}
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
    <Table<YogaClass>
      rowKey="id"
      size="middle"
      columns={columns}
      dataSource={classes}
      loading={loading}
      pagination={{ pageSize: 20, hideOnSinglePage: true }}
      scroll={{ x: 'max-content' }}
    />
  );
}

import { Table } from 'antd';
import type { TableProps } from 'antd';
import { type YogaClass } from '@yoga/contracts';
import {
  classTypeColumn,
  editDeleteColumn,
  titleColumn,
} from '../../../components/schedule/schedule-columns';
import { useAdminFormats } from '../../../components/use-admin-formats';
import { useMutationFeedback } from '../../../components/use-error-toast';
import { useDeleteClassMutation } from '../classes.api';
import { placesText } from '../class-validation';
import '../i18n';

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
  const { t, formatDate } = useAdminFormats();
  const [deleteClass] = useDeleteClassMutation();
  const run = useMutationFeedback();

  const remove = async (id: number) => {
    const done = await run(() => deleteClass(id).unwrap(), t('admin.classes.deleted'));
    if (done) onDeleted(id);
  };

  const columns: TableProps<YogaClass>['columns'] = [
    titleColumn(t),
    classTypeColumn(t),
    {
      title: t('admin.common.date'),
      dataIndex: 'date',
      key: 'date',
      render: (date: string) => <time dateTime={date}>{formatDate(date)}</time>,
    },
    { title: t('admin.common.timeIst'), dataIndex: 'time', key: 'time' },
    {
      title: t('admin.classes.places'),
      key: 'places',
      render: (_: unknown, c: YogaClass) => placesText(c),
    },
    {
      title: t('admin.classes.source'),
      key: 'source',
      render: (_: unknown, c: YogaClass) =>
        t(c.slot_id === null ? 'admin.classes.oneOff' : 'admin.classes.fromTimetable'),
    },
    {
      title: t('admin.common.link'),
      dataIndex: 'link',
      key: 'link',
      render: (link?: string) =>
        link ? (
          <a href={link} target="_blank" rel="noreferrer noopener">
            {link}
          </a>
        ) : null,
    },
    editDeleteColumn<YogaClass>(t, {
      editingId,
      onEdit,
      onDelete: remove,
      confirm: t('admin.common.confirmDelete'),
    }),
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

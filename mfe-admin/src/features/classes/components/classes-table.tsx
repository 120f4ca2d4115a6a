import { useState } from 'react';
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
import { useClassRecordingsQuery, useDeleteClassMutation } from '../classes.api';
import { AttendanceDrawer } from './attendance-drawer';
import {
  attendanceColumn,
  recordingColumn,
  teacherColumn,
  whenAndWhereColumns,
} from './classes-columns';
import { RecordingDrawer } from './recording-drawer';
import '../i18n';
import { useFitTable } from '../../../components/fit-table';

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
  const fit = useFitTable();
  const [attendanceOf, setAttendanceOf] = useState<YogaClass | null>(null);
  const [recordingOf, setRecordingOf] = useState<YogaClass | null>(null);
  const recorded = new Map((useClassRecordingsQuery().data ?? []).map((r) => [r.class_id, r]));

  const remove = async (id: number) => {
    const done = await run(() => deleteClass(id).unwrap(), t('admin.classes.deleted'));
    if (done) onDeleted(id);
  };

  const columns: TableProps<YogaClass>['columns'] = [
    titleColumn(t),
    classTypeColumn(t),
    teacherColumn(t),
    ...whenAndWhereColumns(t, formatDate),
    attendanceColumn(t, setAttendanceOf),
    recordingColumn(t, recorded, setRecordingOf),
    editDeleteColumn<YogaClass>(t, {
      editingId,
      onEdit,
      onDelete: remove,
      confirm: t('admin.common.confirmDelete'),
    }),
  ];

  return (
    <>
      <Table<YogaClass>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={classes}
        loading={loading}
        pagination={{ pageSize: 20, hideOnSinglePage: true }}
        {...fit}
      />
      <AttendanceDrawer yogaClass={attendanceOf} onClose={() => setAttendanceOf(null)} />
      <RecordingDrawer yogaClass={recordingOf} onClose={() => setRecordingOf(null)} />
    </>
  );
}

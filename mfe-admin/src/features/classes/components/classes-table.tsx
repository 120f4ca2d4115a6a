import { useState } from 'react';
import { type YogaClass } from '@yoga/contracts';
import { PlainTable, TableEmpty, type PlainColumn } from '../../../components/plain-table';
import {
  classTypeColumn,
  editDeleteColumn,
  titleColumn,
} from '../../../components/schedule/schedule-columns';
import { useAdminFormats } from '../../../components/use-admin-formats';
import { useMutationFeedback } from '../../../components/use-error-toast';
import { useClassRecordingsQuery, useDeleteClassMutation } from '../classes.api';
import {
  attendanceColumn,
  recordingColumn,
  teacherColumn,
  whenAndWhereColumns,
} from './classes-columns';
import '../i18n';
import { useFitScroll } from '../../../components/fit-table';
import { deferred } from '@yoga/ui';

// The drawers (antd's Drawer, Descriptions, Skeleton) load when one is first opened (issue 38).
const AttendanceDrawer = deferred(() =>
  import('./attendance-drawer').then((m) => m.AttendanceDrawer),
);
const RecordingDrawer = deferred(() => import('./recording-drawer').then((m) => m.RecordingDrawer));

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
  const scrollX = useFitScroll();
  const [attendanceOf, setAttendanceOf] = useState<YogaClass | null>(null);
  const [recordingOf, setRecordingOf] = useState<YogaClass | null>(null);
  // A drawer once opened stays mounted, so it closes with antd's slide as before.
  const [opened, setOpened] = useState({ attendance: false, recording: false });
  const openAttendance = (c: YogaClass) => {
    setOpened((o) => ({ ...o, attendance: true }));
    setAttendanceOf(c);
  };
  const openRecording = (c: YogaClass) => {
    setOpened((o) => ({ ...o, recording: true }));
    setRecordingOf(c);
  };
  const recorded = new Map((useClassRecordingsQuery().data ?? []).map((r) => [r.class_id, r]));

  const remove = async (id: number) => {
    const done = await run(() => deleteClass(id).unwrap(), t('admin.classes.deleted'));
    if (done) onDeleted(id);
  };

  const columns: PlainColumn<YogaClass>[] = [
    titleColumn(t),
    classTypeColumn(t),
    teacherColumn(t),
    ...whenAndWhereColumns(t, formatDate),
    attendanceColumn(t, openAttendance),
    recordingColumn(t, recorded, openRecording),
    editDeleteColumn<YogaClass>(t, {
      editingId,
      onEdit,
      onDelete: remove,
      confirm: t('admin.common.confirmDelete'),
    }),
  ];

  return (
    <>
      <PlainTable<YogaClass>
        rowKey={(c) => c.id}
        size="middle"
        columns={columns}
        rows={classes}
        loading={loading}
        empty={<TableEmpty />}
        pageSize={20}
        scrollX={scrollX}
      />
      {opened.attendance ? (
        <AttendanceDrawer yogaClass={attendanceOf} onClose={() => setAttendanceOf(null)} />
      ) : null}
      {opened.recording ? (
        <RecordingDrawer yogaClass={recordingOf} onClose={() => setRecordingOf(null)} />
      ) : null}
    </>
  );
}

import { useState } from 'react';
import { Button, Table } from 'antd';
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
import { placesText } from '../class-validation';
import { AttendanceDrawer } from './attendance-drawer';
import { RecordingDrawer } from './recording-drawer';
import '../i18n';
import { BREAK_ANYWHERE, useFitTable } from '../../../components/fit-table';

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
          <a href={link} target="_blank" rel="noreferrer noopener" style={BREAK_ANYWHERE}>
            {link}
          </a>
        ) : null,
    },
    {
      title: t('admin.classes.attendance'),
      key: 'attendance',
      render: (_: unknown, c: YogaClass) => (
        <Button
          size="small"
          onClick={() => setAttendanceOf(c)}
          aria-label={t('admin.classes.attendanceOf', {
            title: c.title,
            date: c.date,
            time: c.time,
          })}
        >
          {t('admin.classes.attendance')}
        </Button>
      ),
    },
    {
      title: t('admin.classes.recording'),
      key: 'recording',
      render: (_: unknown, c: YogaClass) => {
        const r = recorded.get(c.id);
        const action = r
          ? t(`admin.classes.recordingStatus.${r.status}`)
          : t('admin.classes.recordingAdd');
        return (
          <Button
            size="small"
            onClick={() => setRecordingOf(c)}
            // The accessible name starts with the visible text (WCAG 2.5.3, label in name).
            aria-label={t('admin.classes.recordingButton', {
              action,
              title: c.title,
              date: c.date,
              time: c.time,
            })}
          >
            {action}
          </Button>
        );
      },
    },
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

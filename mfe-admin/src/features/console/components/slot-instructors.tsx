import { Select, Table, Typography } from 'antd';
import type { TableProps } from 'antd';
import type { InstructorOption, TimetableSlot } from '@yoga/contracts';
import { QueryError } from '../../../components/query-error';
import { useAdminFormats } from '../../../components/use-admin-formats';
import { useMutationFeedback } from '../../../components/use-error-toast';
import {
  useAssignSlotMutation,
  useConsoleSlotsQuery,
  useInstructorOptionsQuery,
  useSlotInstructorsQuery,
} from '../console.api';
import '../i18n';

/** The instructor picker of a slot or a class: an instructor account, or none. */
export function InstructorSelect({
  value,
  options,
  onChange,
  label,
}: {
  value: number | null;
  options: readonly InstructorOption[];
  onChange: (id: number | null) => void;
  label: string;
}) {
  const { t } = useAdminFormats();
  return (
    <Select<number | null>
      aria-label={label}
      style={{ minWidth: 180 }}
      value={value}
      onChange={(v) => onChange(v ?? null)}
      options={[
        { value: null, label: t('admin.console.noInstructor') },
        ...options.map((o) => ({ value: o.id, label: o.name })),
      ]}
    />
  );
}

/** Admin: the instructor of each timetable slot (its classes inherit it). */
export function SlotInstructors() {
  const { t, formatClock } = useAdminFormats();
  const slots = useConsoleSlotsQuery();
  const assigned = useSlotInstructorsQuery();
  const instructors = useInstructorOptionsQuery();
  const [assign] = useAssignSlotMutation();
  const feedback = useMutationFeedback();
  const of = new Map((assigned.data ?? []).map((a) => [a.slot_id, a.instructor_id]));
  const columns: TableProps<TimetableSlot>['columns'] = [
    {
      title: t('admin.console.day'),
      key: 'day',
      render: (_: unknown, s) => t(`admin.common.weekday.${s.day_of_week}`),
    },
    {
      title: t('admin.console.time'),
      key: 'time',
      render: (_: unknown, s) => formatClock(s.start_time),
    },
    { title: t('admin.common.title'), dataIndex: 'title', key: 'title' },
    {
      title: t('admin.common.instructor'),
      key: 'instructor',
      render: (_: unknown, s) => (
        <InstructorSelect
          label={t('admin.console.instructorOf', { title: s.title })}
          value={of.get(s.id) ?? null}
          options={instructors.data ?? []}
          onChange={(instructor_id) =>
            void feedback(
              () => assign({ id: s.id, instructor_id }).unwrap(),
              t('admin.console.assigned'),
            )
          }
        />
      ),
    },
  ];
  return (
    <>
      <Typography.Title level={2} style={{ fontSize: 20 }}>
        {t('admin.console.slotsTitle')}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t('admin.console.slotsHint')}</Typography.Paragraph>
      <QueryError error={slots.error ?? assigned.error} onRetry={slots.refetch} />
      <Table<TimetableSlot>
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={slots.data ?? []}
        loading={slots.isFetching || assigned.isFetching}
        pagination={false}
      />
    </>
  );
}

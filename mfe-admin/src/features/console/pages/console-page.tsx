import { useState } from 'react';
import { useSelector } from 'react-redux';
import { Button, Empty, Space, Table, Tag, Typography } from 'antd';
import type { TableProps } from 'antd';
import { selectCurrentUser } from '@yoga/auth';
import { Role, type ConsoleClass } from '@yoga/contracts';
import { useCatalog } from '@yoga/i18n';
import { QueryError } from '../../../components/query-error';
import { useAdminFormats } from '../../../components/use-admin-formats';
import { useMutationFeedback } from '../../../components/use-error-toast';
import { ClassDetail } from '../components/class-detail';
import { InstructorSelect, SlotInstructors } from '../components/slot-instructors';
import {
  useAssignClassMutation,
  useConsoleClassesQuery,
  useInstructorOptionsQuery,
} from '../console.api';
import { consoleCatalog } from '../i18n';

/** Admin: the class's instructor, changeable for this one class (a substitute; students are told). */
function ClassInstructor({ yogaClass }: { yogaClass: ConsoleClass }) {
  const { t } = useAdminFormats();
  const instructors = useInstructorOptionsQuery();
  const [assign] = useAssignClassMutation();
  const feedback = useMutationFeedback();
  return (
    <Space>
      <InstructorSelect
        label={t('admin.console.instructorOf', { title: yogaClass.title })}
        value={yogaClass.instructor_id}
        options={instructors.data ?? []}
        onChange={(instructor_id) =>
          void feedback(
            () => assign({ id: yogaClass.id, instructor_id }).unwrap(),
            t('admin.console.substituteSaved'),
          )
        }
      />
      {yogaClass.substitute ? <Tag color="#ad4e00">{t('admin.console.substitute')}</Tag> : null}
    </Space>
  );
}

/**
 * The instructor console (issue 25), where an instructor lands after signing in: the classes they teach
 * today and in the next 7 days, each with Start, the roster (with the health notes students share), the
 * attendance and a message to its students. An admin sees every class and assigns the instructors.
 */
export default function ConsolePage() {
  useCatalog(consoleCatalog);
  const { t, formatDate, formatClock } = useAdminFormats();
  const admin = useSelector(selectCurrentUser)?.role === Role.Admin;
  const { data, error, isFetching, refetch } = useConsoleClassesQuery(undefined, {
    refetchOnMountOrArgChange: 60,
  });
  const [openId, setOpenId] = useState<number | null>(null);
  const classes = data ?? [];
  const open = classes.find((c) => c.id === openId) ?? null;
  const columns: TableProps<ConsoleClass>['columns'] = [
    {
      title: t('admin.console.when'),
      key: 'when',
      render: (_: unknown, c) => `${formatDate(c.date)}, ${formatClock(c.time)}`,
    },
    { title: t('admin.common.title'), dataIndex: 'title', key: 'title' },
    {
      title: t('admin.common.instructor'),
      key: 'instructor',
      render: (_: unknown, c) =>
        admin ? <ClassInstructor yogaClass={c} /> : (c.instructor_name ?? '—'),
    },
    { title: t('admin.console.booked'), dataIndex: 'booked', key: 'booked', align: 'right' },
    {
      title: t('admin.common.actions'),
      key: 'open',
      render: (_: unknown, c) => (
        <Button
          onClick={() => setOpenId(c.id)}
          aria-label={t('admin.console.openClass', { title: c.title })}
        >
          {t('admin.console.open')}
        </Button>
      ),
    },
  ];
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <Typography.Title level={1} style={{ fontSize: 28 }}>
        {t('admin.console.title')}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t('admin.console.intro')}</Typography.Paragraph>
      <QueryError error={error} onRetry={refetch} />
      <Table<ConsoleClass>
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={classes}
        loading={isFetching}
        pagination={{ pageSize: 25, hideOnSinglePage: true }}
        locale={{ emptyText: <Empty description={t('admin.console.noClasses')} /> }}
      />
      {open ? <ClassDetail key={open.id} yogaClass={open} /> : null}
      {admin ? <SlotInstructors /> : null}
    </Space>
  );
}

import { useState } from 'react';
import { Button, Card, Form, Input, Space, Table, Tabs, Tag, Typography } from 'antd';
import type { TableProps } from 'antd';
import {
  CLASS_MESSAGE_MAX_LENGTH,
  type ClassAttendanceRow,
  type ConsoleClass,
  type ConsoleRosterRow,
} from '@yoga/contracts';
import { QueryError } from '../../../components/query-error';
import { useAdminFormats } from '../../../components/use-admin-formats';
import { describeError, useMutationFeedback } from '../../../components/use-error-toast';
import { usePanelApp } from '@yoga/ui';
import {
  useConsoleAttendanceQuery,
  useConsoleRosterQuery,
  useMessageClassMutation,
  useStartClassMutation,
} from '../console.api';
import { HealthCheckMark } from './health-check-mark';
import { HealthNote } from './health-note';
import '../i18n';

function Roster({ classId }: { classId: number }) {
  const { t } = useAdminFormats();
  const { data, error, isFetching, refetch } = useConsoleRosterQuery(classId, {
    refetchOnMountOrArgChange: true,
  });
  const columns: TableProps<ConsoleRosterRow>['columns'] = [
    { title: t('admin.common.name'), dataIndex: 'name', key: 'name' },
    {
      title: t('admin.console.healthNotes'),
      key: 'health',
      render: (_: unknown, r) => <HealthNote note={r.health} />,
    },
    {
      title: t('admin.console.healthCheck'),
      key: 'health_check',
      render: (_: unknown, r) => <HealthCheckMark check={r.health_check} />,
    },
  ];
  return (
    <>
      <Typography.Paragraph type="secondary">{t('admin.console.rosterHint')}</Typography.Paragraph>
      <StudentTable
        query={{ data, error, isFetching, refetch }}
        columns={columns}
        empty={t('admin.console.noStudents')}
      />
    </>
  );
}

/** A class's students (roster or attendance) as the console draws them: one row per student, its refusal above. */
function StudentTable<Row extends { user_id: number }>({
  query,
  columns,
  empty,
}: {
  query: { data?: Row[]; error?: unknown; isFetching: boolean; refetch: () => unknown };
  columns: TableProps<Row>['columns'];
  empty: string;
}) {
  return (
    <>
      <QueryError error={query.error} onRetry={query.refetch} />
      <Table<Row>
        rowKey="user_id"
        size="small"
        columns={columns}
        dataSource={query.data ?? []}
        loading={query.isFetching}
        pagination={false}
        locale={{ emptyText: empty }}
      />
    </>
  );
}

function Attendance({ classId }: { classId: number }) {
  const { t } = useAdminFormats();
  const { data, error, isFetching, refetch } = useConsoleAttendanceQuery(classId, {
    refetchOnMountOrArgChange: true,
  });
  const columns: TableProps<ClassAttendanceRow>['columns'] = [
    { title: t('admin.common.name'), dataIndex: 'name', key: 'name' },
    { title: t('admin.console.minutes'), dataIndex: 'minutes', key: 'minutes', align: 'right' },
    {
      title: t('admin.console.attendance'),
      key: 'attended',
      render: (_: unknown, r) => (
        <Tag color={r.attended ? '#2f7d32' : '#595959'}>
          {t(r.attended ? 'admin.console.attended' : 'admin.console.noShow')}
        </Tag>
      ),
    },
  ];
  return (
    <>
      <StudentTable
        query={{ data, error, isFetching, refetch }}
        columns={columns}
        empty={t('admin.console.noAttendance')}
      />
    </>
  );
}

function MessageForm({ classId }: { classId: number }) {
  const { t } = useAdminFormats();
  const { message } = usePanelApp();
  const [form] = Form.useForm<{ text: string }>();
  const [send, { isLoading }] = useMessageClassMutation();
  const onFinish = async ({ text }: { text: string }) => {
    try {
      const sent = await send({ id: classId, text }).unwrap();
      message.success(t('admin.console.messageQueued', { count: sent.recipients }));
      form.resetFields();
    } catch (err) {
      message.error(describeError(err));
    }
  };
  return (
    <Form form={form} layout="vertical" onFinish={onFinish}>
      <Form.Item
        name="text"
        label={t('admin.console.messageLabel')}
        extra={t('admin.console.messageHint')}
        rules={[{ required: true, whitespace: true, message: t('admin.console.messageRequired') }]}
      >
        <Input.TextArea rows={4} maxLength={CLASS_MESSAGE_MAX_LENGTH} showCount />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={isLoading}>
        {t('admin.console.send')}
      </Button>
    </Form>
  );
}

/** One class of the console: Start (the host's link), the roster, the attendance, a message. */
export function ClassDetail({ yogaClass }: { yogaClass: ConsoleClass }) {
  const { t, formatDate, formatClock } = useAdminFormats();
  const [start, { isLoading }] = useStartClassMutation();
  const feedback = useMutationFeedback();
  const [hostUrl, setHostUrl] = useState<string | null>(null);
  const onStart = async () => {
    // The tab is opened on the click itself, so popup blockers (Safari) let it through, and pointed at the
    // host's link once the API answers (asked of Zoom then). Blocked anyway: the link is shown below.
    const tab = window.open('', '_blank');
    const answer = await feedback(() => start(yogaClass.id).unwrap());
    if (!answer) {
      tab?.close();
      return;
    }
    setHostUrl(answer.url);
    if (tab) {
      tab.opener = null;
      tab.location.href = answer.url;
    }
  };
  return (
    <Card
      title={`${yogaClass.title} · ${formatDate(yogaClass.date)}, ${formatClock(yogaClass.time)}`}
      extra={
        <Space>
          <Button type="primary" onClick={onStart} loading={isLoading}>
            {t('admin.console.start')}
          </Button>
        </Space>
      }
    >
      {hostUrl ? (
        <Typography.Paragraph>
          <a href={hostUrl} target="_blank" rel="noopener noreferrer" data-testid="host-link">
            {t('admin.console.openHost')}
          </a>
        </Typography.Paragraph>
      ) : null}
      <Tabs
        items={[
          {
            key: 'roster',
            label: t('admin.console.roster', { count: yogaClass.booked }),
            children: <Roster classId={yogaClass.id} />,
          },
          {
            key: 'attendance',
            label: t('admin.console.attendance'),
            children: <Attendance classId={yogaClass.id} />,
          },
          {
            key: 'message',
            label: t('admin.console.message'),
            children: <MessageForm classId={yogaClass.id} />,
          },
        ]}
      />
    </Card>
  );
}

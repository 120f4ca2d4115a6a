import { useState } from 'react';
import { Button, Card, Empty, Grid, List, Space, Table, Tag, Typography } from 'antd';
import type { TableProps } from 'antd';
import type { ConsoleClass } from '@yoga/contracts';
import { useCatalog } from '@yoga/i18n';
import { QueryError } from '../../../components/query-error';
import { useAdminFormats } from '../../../components/use-admin-formats';
import { ClassDetail } from '../components/class-detail';
import { useConsoleClassesQuery } from '../console.api';
import { consoleCatalog } from '../i18n';

/** Who teaches the class, with "Substitute" when someone else than its slot's instructor does. */
function Teacher({ yogaClass }: { yogaClass: ConsoleClass }) {
  const { t } = useAdminFormats();
  return (
    <Space size={4} wrap>
      <span translate="no">{yogaClass.instructor_name ?? '—'}</span>
      {yogaClass.substitute ? <Tag color="#ad4e00">{t('admin.console.substitute')}</Tag> : null}
      {/* Issue 33: a webinar (students unseen), and where students go when the meeting is full. */}
      {yogaClass.video_format === 'webinar' ? (
        <Tag color="#0b5cad">{t('admin.console.webinar')}</Tag>
      ) : null}
      {yogaClass.video_overflow !== 'none' ? (
        <Tag color="#595959">{t(`admin.console.overflow.${yogaClass.video_overflow}`)}</Tag>
      ) : null}
    </Space>
  );
}

/**
 * The instructor console (issue 25), where an instructor lands after signing in: the classes they teach
 * today and in the next 7 days (a slot's classes, or one they substitute in), each with Start, the roster
 * (with the health notes students share), the attendance and a message to its students. An admin sees
 * every class; who teaches is set on the Timetable (a slot's instructor) and in Manage Class (a
 * substitute). On a phone the classes are cards, one under the other (no sideways scrolling).
 */
export default function ConsolePage() {
  useCatalog(consoleCatalog);
  const { t, formatDate, formatClock } = useAdminFormats();
  const screens = Grid.useBreakpoint();
  const phone = !(screens.md ?? (typeof window !== 'undefined' && window.innerWidth >= 768));
  const { data, error, isFetching, refetch } = useConsoleClassesQuery(undefined, {
    refetchOnMountOrArgChange: true,
  });
  const [openId, setOpenId] = useState<number | null>(null);
  const classes = data ?? [];
  const open = classes.find((c) => c.id === openId) ?? null;
  const when = (c: ConsoleClass) => `${formatDate(c.date)}, ${formatClock(c.time)}`;
  const openButton = (c: ConsoleClass) => (
    <Button
      onClick={() => setOpenId(c.id)}
      aria-label={t('admin.console.openClass', { title: c.title })}
    >
      {t('admin.console.open')}
    </Button>
  );
  const columns: TableProps<ConsoleClass>['columns'] = [
    { title: t('admin.console.when'), key: 'when', render: (_: unknown, c) => when(c) },
    { title: t('admin.common.title'), dataIndex: 'title', key: 'title' },
    {
      title: t('admin.common.instructor'),
      key: 'instructor',
      render: (_: unknown, c) => <Teacher yogaClass={c} />,
    },
    { title: t('admin.console.booked'), dataIndex: 'booked', key: 'booked', align: 'right' },
    { title: t('admin.common.actions'), key: 'open', render: (_: unknown, c) => openButton(c) },
  ];
  const empty = <Empty description={t('admin.console.noClasses')} />;
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%', minWidth: 0 }}>
      <Typography.Title level={1} style={{ fontSize: 28 }}>
        {t('admin.console.title')}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t('admin.console.intro')}</Typography.Paragraph>
      <QueryError error={error} onRetry={refetch} />
      {phone ? (
        <List<ConsoleClass>
          data-testid="console-cards"
          dataSource={classes}
          loading={isFetching}
          locale={{ emptyText: empty }}
          pagination={classes.length > 25 ? { pageSize: 25, size: 'small' } : false}
          renderItem={(c) => (
            <List.Item style={{ padding: '6px 0', border: 'none' }}>
              <Card
                size="small"
                style={{ width: '100%' }}
                title={<span style={{ whiteSpace: 'normal' }}>{c.title}</span>}
              >
                <Space direction="vertical" size={4} style={{ width: '100%' }}>
                  <span>{when(c)}</span>
                  <span>
                    {t('admin.common.instructor')}: <Teacher yogaClass={c} />
                  </span>
                  <span>
                    {t('admin.console.booked')}: {c.booked}
                  </span>
                  {openButton(c)}
                </Space>
              </Card>
            </List.Item>
          )}
        />
      ) : (
        <Table<ConsoleClass>
          rowKey="id"
          size="small"
          columns={columns}
          dataSource={classes}
          loading={isFetching}
          pagination={{ pageSize: 25, hideOnSinglePage: true }}
          locale={{ emptyText: empty }}
        />
      )}
      {open ? <ClassDetail key={open.id} yogaClass={open} /> : null}
    </Space>
  );
}

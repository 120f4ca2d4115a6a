import { useState } from 'react';
import { Button, Grid, Space, Tag, Typography } from 'antd';
import type { ConsoleClass } from '@yoga/contracts';
import { useCatalog } from '@yoga/i18n';
import { deferred } from '@yoga/ui';
import { EmptyNote, PlainTable, type PlainColumn } from '../../../components/plain-table';
import { QueryError } from '../../../components/query-error';
import { useAdminFormats } from '../../../components/use-admin-formats';
import { useConsoleClassesQuery } from '../console.api';
import { consoleCatalog } from '../i18n';

// A class's detail (its tabs, roster, attendance and message form) loads when a class is first opened;
// the phone's cards on a phone only (issue 38: every admin page within 300 KB).
const ClassDetail = deferred(() => import('../components/class-detail').then((m) => m.ClassDetail));
const ConsoleCards = deferred(() =>
  import('../components/console-cards').then((m) => m.ConsoleCards),
);

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
  const columns: PlainColumn<ConsoleClass>[] = [
    { title: t('admin.console.when'), key: 'when', render: (c) => when(c) },
    { title: t('admin.common.title'), key: 'title', render: (c) => c.title },
    {
      title: t('admin.common.instructor'),
      key: 'instructor',
      render: (c) => <Teacher yogaClass={c} />,
    },
    { title: t('admin.console.booked'), key: 'booked', align: 'end', render: (c) => c.booked },
    { title: t('admin.common.actions'), key: 'open', render: (c) => openButton(c) },
  ];
  const empty = <EmptyNote description={t('admin.console.noClasses')} />;
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%', minWidth: 0 }}>
      <Typography.Title level={1} style={{ fontSize: 28 }}>
        {t('admin.console.title')}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t('admin.console.intro')}</Typography.Paragraph>
      <QueryError error={error} onRetry={refetch} />
      {phone ? (
        <ConsoleCards
          classes={classes}
          loading={isFetching}
          empty={empty}
          lines={(c) => (
            <>
              <span>{when(c)}</span>
              <span>
                {t('admin.common.instructor')}: <Teacher yogaClass={c} />
              </span>
              <span>
                {t('admin.console.booked')}: {c.booked}
              </span>
              {openButton(c)}
            </>
          )}
        />
      ) : (
        <PlainTable<ConsoleClass>
          rowKey={(c) => c.id}
          columns={columns}
          rows={classes}
          loading={isFetching}
          pageSize={25}
          empty={empty}
        />
      )}
      {open ? <ClassDetail key={open.id} yogaClass={open} /> : null}
    </Space>
  );
}

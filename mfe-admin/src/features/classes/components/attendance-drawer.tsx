import { Drawer, Table, Tag, Typography } from 'antd';
import type { TableProps } from 'antd';
import type { ClassAttendanceRow, YogaClass } from '@yoga/contracts';
import { useLocale } from '@yoga/i18n';
import { QueryError } from '../../../components/query-error';
import { useVideoStatusQuery } from '../../../components/video-status.api';
import { useClassAttendanceQuery } from '../classes.api';
import { VideoRoomsTable } from './video-rooms-table';
import '../i18n';

interface AttendanceDrawerProps {
  /** The class whose attendance is shown; null: closed. */
  yogaClass: YogaClass | null;
  onClose: () => void;
}

/**
 * A class's attendance: with Zoom the minutes the platform confirmed (attended from ATTENDED_MINUTES,
 * a link used by two devices at once flagged); with a pasted link the join clicks. No-shows (booked,
 * never in) are listed with 0 minutes.
 */
export function AttendanceDrawer({ yogaClass, onClose }: AttendanceDrawerProps) {
  const { t } = useLocale();
  const status = useVideoStatusQuery().data;
  const { data, error, isFetching, refetch } = useClassAttendanceQuery(yogaClass?.id ?? 0, {
    skip: !yogaClass,
    refetchOnMountOrArgChange: true,
  });
  const rows = data ?? [];
  const zoom = status?.provider === 'zoom' && !!yogaClass && rows.some((r) => r.minutes > 0);
  const columns: TableProps<ClassAttendanceRow>['columns'] = [
    { title: t('admin.common.name'), dataIndex: 'name', key: 'name' },
    {
      title: t('admin.classes.minutes'),
      dataIndex: 'minutes',
      key: 'minutes',
      align: 'right',
    },
    {
      title: t('admin.classes.attendance'),
      key: 'attended',
      render: (_: unknown, r: ClassAttendanceRow) => (
        <>
          <Tag color={r.attended ? '#2f7d32' : '#595959'}>
            {t(r.attended ? 'admin.classes.attended' : 'admin.classes.noShow')}
          </Tag>
          {r.shared_link ? <Tag color="#a8071a">{t('admin.classes.sharedLink')}</Tag> : null}
        </>
      ),
    },
  ];
  return (
    <Drawer
      open={!!yogaClass}
      onClose={onClose}
      width={560}
      title={
        yogaClass
          ? t('admin.classes.attendanceOf', {
              title: yogaClass.title,
              date: yogaClass.date,
              time: yogaClass.time,
            })
          : ''
      }
    >
      <Typography.Paragraph type="secondary">
        {t(
          status?.provider === 'zoom' || zoom
            ? 'admin.classes.attendanceZoom'
            : 'admin.classes.attendanceManual',
          { minutes: status?.attended_minutes ?? 10 },
        )}
      </Typography.Paragraph>
      {status?.provider === 'zoom' && yogaClass ? <VideoRoomsTable classId={yogaClass.id} /> : null}
      <QueryError error={error} onRetry={refetch} />
      <Table<ClassAttendanceRow>
        rowKey="user_id"
        size="small"
        columns={columns}
        dataSource={rows}
        loading={isFetching}
        pagination={{ pageSize: 50, hideOnSinglePage: true }}
        locale={{ emptyText: t('admin.classes.noAttendance') }}
      />
    </Drawer>
  );
}

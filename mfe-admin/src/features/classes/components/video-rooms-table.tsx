import { Table, Typography } from 'antd';
import type { TableProps } from 'antd';
import type { ClassVideoRoom } from '@yoga/contracts';
import { useLocale } from '@yoga/i18n';
import { QueryError } from '../../../components/query-error';
import '../../../components/video-format/i18n';
import { useClassVideoRoomsQuery } from '../classes.api';

/**
 * The class's video rooms (issue 33, with Zoom): its meeting or webinar and its overflow, each with the
 * students given a personal link, those Zoom saw join (its webhooks) and the room's capacity.
 */
export function VideoRoomsTable({ classId }: { classId: number }) {
  const { t } = useLocale();
  const { data, error, isFetching, refetch } = useClassVideoRoomsQuery(classId, {
    refetchOnMountOrArgChange: true,
  });
  const kind = (r: ClassVideoRoom) => t(`admin.video.kind.${r.kind}`);
  const columns: TableProps<ClassVideoRoom>['columns'] = [
    {
      title: t('admin.video.room'),
      key: 'room',
      render: (_: unknown, r: ClassVideoRoom) => t(`admin.video.room.${r.room}`, { kind: kind(r) }),
    },
    {
      title: t('admin.video.registered'),
      dataIndex: 'registered',
      key: 'registered',
      align: 'right',
    },
    { title: t('admin.video.joined'), dataIndex: 'joined', key: 'joined', align: 'right' },
    { title: t('admin.video.capacity'), dataIndex: 'capacity', key: 'capacity', align: 'right' },
  ];
  return (
    <section aria-label={t('admin.video.rooms')}>
      <Typography.Title level={3}>{t('admin.video.rooms')}</Typography.Title>
      <QueryError error={error} onRetry={refetch} />
      <Table<ClassVideoRoom>
        rowKey="room"
        size="small"
        columns={columns}
        dataSource={data?.rooms ?? []}
        loading={isFetching}
        pagination={false}
      />
    </section>
  );
}

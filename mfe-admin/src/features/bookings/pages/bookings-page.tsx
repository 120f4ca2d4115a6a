import { useState } from 'react';
import { Input, Select, Space, Table, Tag, Typography } from 'antd';
import type { TableProps } from 'antd';
import { formatPhone, type Booking } from '@yoga/contracts';
import { QueryError } from '../../../components/query-error';
import { useAdminFormats } from '../../../components/use-admin-formats';
import { useAllBookingsQuery } from '../bookings.api';
import {
  bookedClassOptions,
  bookingDate,
  classNumber,
  filterBookings,
  type BookingFilter,
} from '../booking-filter';
import { TAG_COLORS } from '../../../components/tag-colors';
import { useCatalog } from '@yoga/i18n';
import { bookingsCatalog } from '../i18n';

/** Long names, addresses and notes wrap inside their cell. */
const WRAP = { overflowWrap: 'anywhere', whiteSpace: 'normal' } as const;

export default function BookingsPage() {
  useCatalog(bookingsCatalog);
  const { t, formatDate, formatClock } = useAdminFormats();
  const { data, error, isFetching, refetch } = useAllBookingsQuery(undefined, {
    refetchOnMountOrArgChange: true,
  });
  const [filter, setFilter] = useState<BookingFilter>({ classId: 'all', date: '' });
  const bookings = data ?? [];
  const classOptions = [
    { value: 'all' as const, label: t('admin.bookings.allClasses') },
    { value: 'demo' as const, label: t('admin.bookings.demoBookings') },
    ...bookedClassOptions(bookings, formatDate),
  ];

  // Four columns that fit the panel at 1280 px without scrolling sideways (issue 38): who, which class
  // and when, the status, the notes (long texts wrap).
  const columns: TableProps<Booking>['columns'] = [
    {
      title: t('admin.bookings.student'),
      key: 'name',
      render: (_: unknown, b: Booking) => (
        <div style={WRAP}>
          <div>{b.name}</div>
          <Typography.Text type="secondary">{b.email}</Typography.Text>
          {b.phone ? (
            <div>
              <Typography.Text type="secondary">{formatPhone(b.phone)}</Typography.Text>
            </div>
          ) : null}
        </div>
      ),
    },
    {
      title: t('admin.bookings.class'),
      key: 'class',
      render: (_: unknown, b: Booking) => (
        <div style={WRAP}>
          <div>
            {b.type === 'demo' ? (
              <Tag color={TAG_COLORS.demo}>{t('admin.common.demo')}</Tag>
            ) : (
              (b.class?.title ?? classNumber(b.class_id))
            )}
          </div>
          <Typography.Text type="secondary">
            {formatDate(bookingDate(b))}, {formatClock(b.class?.time ?? b.preferred_time)}
          </Typography.Text>
        </div>
      ),
    },
    {
      title: t('admin.common.status'),
      key: 'status',
      render: (_: unknown, b: Booking) =>
        b.status === 'waitlisted' ? (
          <Tag>{t('admin.bookings.waitlisted')}</Tag>
        ) : (
          <Tag color={TAG_COLORS.active}>{t('admin.bookings.booked')}</Tag>
        ),
    },
    {
      title: t('admin.bookings.notes'),
      dataIndex: 'notes',
      key: 'notes',
      render: (notes: string | null) => <div style={WRAP}>{notes}</div>,
    },
  ];

  return (
    <>
      <Typography.Title level={1} style={{ fontSize: 28 }}>
        {t('admin.bookings.title')}
      </Typography.Title>
      <Space wrap style={{ marginBottom: 16 }}>
        <Select<BookingFilter['classId']>
          aria-label={t('admin.bookings.filterByClass')}
          value={filter.classId}
          options={classOptions}
          onChange={(classId) => setFilter((f) => ({ ...f, classId }))}
          style={{ minWidth: 240 }}
        />
        <Input
          type="date"
          aria-label={t('admin.bookings.filterByDate')}
          value={filter.date}
          onChange={(e) => setFilter((f) => ({ ...f, date: e.target.value }))}
          allowClear
        />
      </Space>
      <QueryError error={error} onRetry={refetch} />
      <Table<Booking>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={filterBookings(bookings, filter)}
        loading={isFetching}
        pagination={{ pageSize: 20, hideOnSinglePage: true }}
        tableLayout="fixed"
      />
    </>
  );
}

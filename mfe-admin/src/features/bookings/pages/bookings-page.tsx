import { useState } from 'react';
import { Input, Select, Space, Table, Tag, Typography } from 'antd';
import type { TableProps } from 'antd';
import { formatPhone, type Booking } from '@yoga/contracts';
import { QueryError } from '../../../components/query-error';
import { useAllBookingsQuery } from '../bookings.api';
import {
  bookedClassOptions,
  bookingDate,
  filterBookings,
  type BookingFilter,
} from '../booking-filter';
import { TAG_COLORS } from '../../../components/tag-colors';

const columns: TableProps<Booking>['columns'] = [
  { title: 'Name', dataIndex: 'name', key: 'name' },
  { title: 'Email', dataIndex: 'email', key: 'email' },
  {
    title: 'Phone',
    key: 'phone',
    render: (_: unknown, b: Booking) => (b.phone ? formatPhone(b.phone) : ''),
  },
  {
    title: 'Class',
    key: 'class',
    render: (_: unknown, b: Booking) =>
      b.type === 'demo' ? (
        <Tag color={TAG_COLORS.demo}>Demo</Tag>
      ) : (
        (b.class?.title ?? `Class #${b.class_id}`)
      ),
  },
  { title: 'Date', key: 'date', render: (_: unknown, b: Booking) => bookingDate(b) },
  {
    title: 'Time (IST)',
    key: 'time',
    render: (_: unknown, b: Booking) => b.class?.time ?? b.preferred_time,
  },
  {
    title: 'Status',
    key: 'status',
    render: (_: unknown, b: Booking) =>
      b.status === 'waitlisted' ? (
        <Tag>Waitlisted</Tag>
      ) : (
        <Tag color={TAG_COLORS.active}>Booked</Tag>
      ),
  },
  { title: 'Notes', dataIndex: 'notes', key: 'notes' },
];

export default function BookingsPage() {
  const { data, error, isFetching, refetch } = useAllBookingsQuery(undefined, {
    refetchOnMountOrArgChange: true,
  });
  const [filter, setFilter] = useState<BookingFilter>({ classId: 'all', date: '' });
  const bookings = data ?? [];
  const classOptions = [
    { value: 'all' as const, label: 'All classes' },
    { value: 'demo' as const, label: 'Demo bookings' },
    ...bookedClassOptions(bookings),
  ];

  return (
    <>
      <Typography.Title level={1} style={{ fontSize: 28 }}>
        Bookings
      </Typography.Title>
      <Space wrap style={{ marginBottom: 16 }}>
        <Select<BookingFilter['classId']>
          aria-label="Filter by class"
          value={filter.classId}
          options={classOptions}
          onChange={(classId) => setFilter((f) => ({ ...f, classId }))}
          style={{ minWidth: 240 }}
        />
        <Input
          type="date"
          aria-label="Filter by date"
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
        scroll={{ x: 'max-content' }}
      />
    </>
  );
}

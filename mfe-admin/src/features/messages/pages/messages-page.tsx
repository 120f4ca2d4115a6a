import { useState } from 'react';
import { Button, Empty, Input, Select, Space, Table, Tag, Typography } from 'antd';
import type { TableProps } from 'antd';
import {
  formatIstDateTime,
  LANGUAGE_LABELS,
  MESSAGE_CHANNELS,
  MESSAGE_EVENT_LABELS,
  MESSAGE_MAX_ATTEMPTS,
  MESSAGE_STATUSES,
  MESSAGE_STATUS_LABELS,
  PAGE_LIMIT_MAX,
  RETRYABLE_MESSAGE_STATUSES,
  type AdminMessageRow,
  type MessageChannel,
  type MessageStatus,
} from '@yoga/contracts';
import { QueryError } from '../../../components/query-error';
import { useDebouncedValue } from '../../../components/use-debounced-value';
import { useMutationFeedback } from '../../../components/use-error-toast';
import { EMPTY_MESSAGE_FILTER, messagesQuery, type MessageFilter } from '../message-filter';
import { useAdminMessagesQuery, useRetryMessageMutation } from '../messages.api';

const DEFAULT_PAGE_SIZE = 20;
const SEARCH_DEBOUNCE_MS = 300;

export const CHANNEL_LABELS: Record<MessageChannel, string> = {
  email: 'Email',
  whatsapp: 'WhatsApp',
};

/** Solid colours with white text at AA contrast. */
const STATUS_COLORS: Record<MessageStatus, string> = {
  queued: '#595959',
  sending: '#0958d9',
  retrying: '#ad4e00',
  sent: '#2f7d32',
  failed: '#a8071a',
  not_sent_no_provider: '#a8071a',
  skipped_no_consent: '#595959',
  skipped_no_address: '#595959',
};

const CHANNEL_OPTIONS = [
  { value: 'all' as const, label: 'All channels' },
  ...MESSAGE_CHANNELS.map((c) => ({ value: c, label: CHANNEL_LABELS[c] })),
];
const STATUS_OPTIONS = [
  { value: 'all' as const, label: 'All statuses' },
  ...MESSAGE_STATUSES.map((s) => ({ value: s, label: MESSAGE_STATUS_LABELS[s] })),
];

function RetryButton({ message }: { message: AdminMessageRow }) {
  const [retry, { isLoading }] = useRetryMessageMutation();
  const run = useMutationFeedback();
  if (!RETRYABLE_MESSAGE_STATUSES.includes(message.status)) return null;
  return (
    <Button
      size="small"
      loading={isLoading}
      aria-label={`Retry message ${message.id}`}
      onClick={() => run(() => retry(message.id).unwrap(), 'The message is queued again.')}
    >
      Retry
    </Button>
  );
}

const columns: TableProps<AdminMessageRow>['columns'] = [
  {
    title: 'Queued (IST)',
    key: 'created',
    render: (_: unknown, m) => formatIstDateTime(m.created_at),
  },
  {
    title: 'Student',
    key: 'student',
    render: (_: unknown, m) => (
      <>
        <div>{m.user_name ?? `#${m.user_id}`}</div>
        <Typography.Text type="secondary">{m.user_email}</Typography.Text>
      </>
    ),
  },
  {
    title: 'Message',
    key: 'event',
    render: (_: unknown, m) => (
      <>
        <div>{MESSAGE_EVENT_LABELS[m.event] ?? m.event}</div>
        <Typography.Text type="secondary">
          {LANGUAGE_LABELS[m.language] ?? m.language}
        </Typography.Text>
      </>
    ),
  },
  {
    title: 'Channel',
    key: 'channel',
    render: (_: unknown, m) => (
      <>
        <div>{CHANNEL_LABELS[m.channel] ?? m.channel}</div>
        <Typography.Text type="secondary">{m.recipient || '—'}</Typography.Text>
      </>
    ),
  },
  {
    title: 'Status',
    key: 'status',
    render: (_: unknown, m) => (
      <Tag color={STATUS_COLORS[m.status]}>{MESSAGE_STATUS_LABELS[m.status] ?? m.status}</Tag>
    ),
  },
  {
    title: 'Attempts',
    key: 'attempts',
    render: (_: unknown, m) => `${m.attempts} of ${MESSAGE_MAX_ATTEMPTS}`,
  },
  {
    title: 'Provider reason',
    key: 'reason',
    render: (_: unknown, m) => (
      <>
        <div style={{ maxWidth: 360, whiteSpace: 'normal' }}>{m.reason ?? '—'}</div>
        {m.status === 'retrying' && m.next_attempt_at && (
          <Typography.Text type="secondary">
            Next attempt {formatIstDateTime(m.next_attempt_at)}
          </Typography.Text>
        )}
      </>
    ),
  },
  {
    title: 'Sent (IST)',
    key: 'sent',
    render: (_: unknown, m) => (m.sent_at ? formatIstDateTime(m.sent_at) : '—'),
  },
  { title: '', key: 'actions', render: (_: unknown, m) => <RetryButton message={m} /> },
];

/** The outbox: every reminder, nudge, receipt and notice to students, with the provider's answer. */
export default function MessagesPage() {
  const [filter, setFilter] = useState<MessageFilter>(EMPTY_MESSAGE_FILTER);
  const [page, setPage] = useState({ current: 1, size: DEFAULT_PAGE_SIZE });
  const settled = useDebouncedValue(filter, SEARCH_DEBOUNCE_MS);
  const { data, error, isFetching, refetch } = useAdminMessagesQuery(messagesQuery(settled, page), {
    refetchOnMountOrArgChange: true,
  });
  const filtered = settled.channel !== 'all' || settled.status !== 'all' || settled.student !== '';
  const set = (patch: Partial<MessageFilter>) => {
    setFilter({ ...filter, ...patch });
    setPage((p) => ({ ...p, current: 1 }));
  };

  return (
    <>
      <Typography.Title level={1} style={{ fontSize: 28 }}>
        Messages
      </Typography.Title>
      <Typography.Paragraph>
        Reminders, trial nudges, receipts and notices sent to students by email and WhatsApp. A
        failed message is retried up to {MESSAGE_MAX_ATTEMPTS} times; &quot;Not sent: no
        provider&quot; means the channel has no provider configured yet.
      </Typography.Paragraph>
      <Space wrap style={{ marginBottom: 16 }}>
        <Input.Search
          allowClear
          placeholder="Student: id, name or email"
          aria-label="Student"
          value={filter.student}
          onChange={(e) => set({ student: e.target.value })}
          style={{ width: 260 }}
        />
        <Select
          aria-label="Channel filter"
          value={filter.channel}
          options={CHANNEL_OPTIONS}
          onChange={(channel) => set({ channel })}
          style={{ width: 150 }}
        />
        <Select
          aria-label="Status filter"
          value={filter.status}
          options={STATUS_OPTIONS}
          onChange={(status) => set({ status })}
          style={{ width: 200 }}
        />
        <Button onClick={() => refetch()}>Refresh</Button>
      </Space>
      <QueryError error={error} onRetry={refetch} />
      {data && data.total === 0 && !filtered ? (
        <Empty description="No messages yet." />
      ) : (
        <Table<AdminMessageRow>
          rowKey="id"
          size="middle"
          columns={columns}
          dataSource={data?.items ?? []}
          loading={isFetching}
          locale={{ emptyText: 'No messages match these filters.' }}
          pagination={{
            current: page.current,
            pageSize: page.size,
            total: data?.total ?? 0,
            showSizeChanger: true,
            pageSizeOptions: [10, 20, 50, PAGE_LIMIT_MAX],
            showTotal: (total) => (total === 1 ? '1 message' : `${total} messages`),
            onChange: (current, size) => setPage({ current, size }),
          }}
          scroll={{ x: 'max-content' }}
        />
      )}
    </>
  );
}

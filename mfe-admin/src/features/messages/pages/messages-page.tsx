import { useState } from 'react';
import { Button, Empty, Input, Select, Space, Table, Tag, Typography } from 'antd';
import type { TableProps } from 'antd';
import {
  MESSAGE_CHANNELS,
  MESSAGE_MAX_ATTEMPTS,
  MESSAGE_STATUSES,
  PAGE_LIMIT_MAX,
  RETRYABLE_MESSAGE_STATUSES,
  type AdminMessageRow,
  type MessageChannel,
  type MessageStatus,
} from '@yoga/contracts';
import { useLocale, type LocaleState, useCatalog } from '@yoga/i18n';
import { QueryError } from '../../../components/query-error';
import { formatPanelDateTime } from '../../../components/use-admin-formats';
import { useDebouncedValue } from '../../../components/use-debounced-value';
import { useMutationFeedback } from '../../../components/use-error-toast';
import { EMPTY_MESSAGE_FILTER, messagesQuery, type MessageFilter } from '../message-filter';
import { useAdminMessagesQuery, useRetryMessageMutation } from '../messages.api';
import { messagesCatalog } from '../i18n';

const DEFAULT_PAGE_SIZE = 20;
const SEARCH_DEBOUNCE_MS = 300;

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

type T = LocaleState['t'];
const channelLabel = (t: T, channel: MessageChannel) => t(`admin.messages.channel.${channel}`);
const statusLabel = (t: T, status: MessageStatus) => t(`admin.messages.status.${status}`);
/** The outbox's own reasons worded for the owner from their code; a provider's answer as it came. */
const reasonText = (t: T, m: AdminMessageRow) =>
  m.reason_code ? t(`admin.messages.reasonText.${m.reason_code}`) : m.reason;

/** Long addresses and names wrap inside their cell: the table fits the panel without scrolling sideways. */
const WRAP = { overflowWrap: 'anywhere', whiteSpace: 'normal' } as const;

function RetryButton({ message }: { message: AdminMessageRow }) {
  const { t } = useLocale();
  const [retry, { isLoading }] = useRetryMessageMutation();
  const run = useMutationFeedback();
  if (!RETRYABLE_MESSAGE_STATUSES.includes(message.status)) return null;
  return (
    <Button
      size="small"
      loading={isLoading}
      aria-label={t('admin.messages.retryLabel', { id: message.id })}
      onClick={() => run(() => retry(message.id).unwrap(), t('admin.messages.requeued'))}
    >
      {t('admin.messages.retry')}
    </Button>
  );
}

function columns({ t, locale }: LocaleState): TableProps<AdminMessageRow>['columns'] {
  const dateTime = (value: string) => formatPanelDateTime(value, locale);
  return [
    {
      title: t('admin.messages.queuedAt'),
      key: 'created',
      width: '18%',
      render: (_: unknown, m) => (
        <div style={WRAP}>
          <div>{dateTime(m.created_at)}</div>
          {m.sent_at && (
            <Typography.Text type="secondary">
              {t('admin.messages.sentOn', { time: dateTime(m.sent_at) })}
            </Typography.Text>
          )}
        </div>
      ),
    },
    {
      title: t('admin.messages.recipient'),
      key: 'recipient',
      width: '27%',
      render: (_: unknown, m) => {
        const name = m.recipient_name ?? m.user_name ?? `#${m.user_id}`;
        return (
          <div style={WRAP}>
            <div>{name}</div>
            <Typography.Text type="secondary">{m.recipient || '—'}</Typography.Text>
            {/* A gift's message is the buyer's row: say whose gift it is. */}
            {m.user_name && m.user_name !== name && (
              <div>
                <Typography.Text type="secondary">
                  {t('admin.messages.onBehalfOf', { name: m.user_name })}
                </Typography.Text>
              </div>
            )}
          </div>
        );
      },
    },
    {
      title: t('admin.messages.message'),
      key: 'event',
      width: '22%',
      render: (_: unknown, m) => (
        <div style={WRAP}>
          <div>{t(`admin.messages.event.${m.event}`)}</div>
          <Typography.Text type="secondary">
            {channelLabel(t, m.channel)} · {t(`admin.messages.language.${m.language}`)}
          </Typography.Text>
        </div>
      ),
    },
    {
      title: t('admin.common.status'),
      key: 'status',
      render: (_: unknown, m) => {
        const reason = reasonText(t, m);
        return (
          <div style={WRAP}>
            <Space wrap size={4}>
              <Tag color={STATUS_COLORS[m.status]}>{statusLabel(t, m.status)}</Tag>
              <Typography.Text type="secondary">
                {t('admin.messages.attemptsOf', {
                  attempts: m.attempts,
                  max: MESSAGE_MAX_ATTEMPTS,
                })}
              </Typography.Text>
            </Space>
            {reason && <div>{reason}</div>}
            {m.status === 'retrying' && m.next_attempt_at && (
              <Typography.Text type="secondary">
                {t('admin.messages.nextAttempt', { time: dateTime(m.next_attempt_at) })}
              </Typography.Text>
            )}
            <div>
              <RetryButton message={m} />
            </div>
          </div>
        );
      },
    },
  ];
}

/** The outbox: every reminder, nudge, receipt and notice to students, with the provider's answer. */
export default function MessagesPage() {
  useCatalog(messagesCatalog);
  const locale = useLocale();
  const { t } = locale;
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
        {t('admin.messages.title')}
      </Typography.Title>
      <Typography.Paragraph>
        {t('admin.messages.intro', { max: MESSAGE_MAX_ATTEMPTS })}
      </Typography.Paragraph>
      <Space wrap style={{ marginBottom: 16 }}>
        <Input.Search
          allowClear
          placeholder={t('admin.messages.studentSearch')}
          aria-label={t('admin.common.student')}
          value={filter.student}
          onChange={(e) => set({ student: e.target.value })}
          style={{ width: 260 }}
        />
        <Select
          aria-label={t('admin.messages.channelFilter')}
          value={filter.channel}
          options={[
            { value: 'all' as const, label: t('admin.messages.allChannels') },
            ...MESSAGE_CHANNELS.map((c) => ({ value: c, label: channelLabel(t, c) })),
          ]}
          onChange={(channel) => set({ channel })}
          style={{ width: 150 }}
        />
        <Select
          aria-label={t('admin.common.statusFilter')}
          value={filter.status}
          options={[
            { value: 'all' as const, label: t('admin.common.allStatuses') },
            ...MESSAGE_STATUSES.map((s) => ({ value: s, label: statusLabel(t, s) })),
          ]}
          onChange={(status) => set({ status })}
          style={{ width: 200 }}
        />
        <Button onClick={() => refetch()}>{t('admin.messages.refresh')}</Button>
      </Space>
      <QueryError error={error} onRetry={refetch} />
      {data && data.total === 0 && !filtered ? (
        <Empty description={t('admin.messages.empty')} />
      ) : (
        <Table<AdminMessageRow>
          rowKey="id"
          size="middle"
          columns={columns(locale)}
          dataSource={data?.items ?? []}
          loading={isFetching}
          locale={{ emptyText: t('admin.messages.noMatch') }}
          pagination={{
            current: page.current,
            pageSize: page.size,
            total: data?.total ?? 0,
            showSizeChanger: true,
            pageSizeOptions: [10, 20, 50, PAGE_LIMIT_MAX],
            showTotal: (count) => t('admin.messages.total', { count }),
            onChange: (current, size) => setPage({ current, size }),
            // The page-size box is the screen's own Select (the admin's stand-in, already on the page):
            // antd's Pagination would load a second copy with its styles (~7 KB gzipped; issue 38).
            selectComponentClass: Select,
          }}
          tableLayout="fixed"
        />
      )}
    </>
  );
}

import { useState } from 'react';
import { Button, Segmented, Space, Tag, Typography } from 'antd';
import { formatPhone, type DemoRequest, type DemoRequestFilter } from '@yoga/contracts';
import { deferred } from '@yoga/ui';
import { useCatalog } from '@yoga/i18n';
import { QueryError } from '../../../components/query-error';
import { PlainTable, type PlainColumn } from '../../../components/plain-table';
import { TAG_COLORS } from '../../../components/tag-colors';
import { useAdminFormats } from '../../../components/use-admin-formats';
import { useDemoRequestsQuery } from '../../../components/demo-requests.api';
import { bookingsCatalog } from '../i18n';

// The dialog's code (Modal, the form engine, Input) loads when "Send link" is first pressed.
const SendLinkDialog = deferred(() =>
  import('../components/send-link-dialog').then((m) => m.SendLinkDialog),
);

const FILTERS: DemoRequestFilter[] = ['new', 'sent', 'all'];

/**
 * Demo requests: who asked for a demo class, when, and how to reach them; "Send link" messages the
 * student the joining link (email, and WhatsApp with their consent) and marks the request sent.
 */
export default function DemoRequestsPage() {
  useCatalog(bookingsCatalog);
  const { t, formatDate, formatClock, formatDateTime } = useAdminFormats();
  const [status, setStatus] = useState<DemoRequestFilter>('new');
  const { data, error, isFetching, refetch } = useDemoRequestsQuery(status, {
    refetchOnMountOrArgChange: true,
  });
  const [sending, setSending] = useState<DemoRequest | null>(null);

  const columns: PlainColumn<DemoRequest>[] = [
    { title: t('admin.common.name'), key: 'name', render: (r) => r.name },
    {
      title: t('admin.demo.when'),
      key: 'when',
      render: (r: DemoRequest) => (
        <>
          {formatDate(r.preferred_date)}, {formatClock(r.preferred_time)}
        </>
      ),
    },
    {
      title: t('admin.demo.contact'),
      key: 'contact',
      render: (r: DemoRequest) => (
        <Space direction="vertical" size={0}>
          <a href={`mailto:${r.email}`}>{r.email}</a>
          {r.phone ? <a href={`tel:${r.phone}`}>{formatPhone(r.phone)}</a> : null}
        </Space>
      ),
    },
    {
      title: t('admin.demo.requested'),
      key: 'requested',
      render: (r: DemoRequest) => formatDateTime(r.created_at),
    },
    { title: t('admin.bookings.notes'), key: 'notes', render: (r) => r.notes },
    {
      title: t('admin.demo.status'),
      key: 'status',
      render: (r: DemoRequest) =>
        r.link_sent_at ? (
          <Tag color={TAG_COLORS.active}>
            {t('admin.demo.statusSent', { when: formatDateTime(r.link_sent_at) })}
          </Tag>
        ) : r.past ? (
          <Tag>{t('admin.demo.statusPast')}</Tag>
        ) : (
          <Tag color="orange">{t('admin.demo.statusNew')}</Tag>
        ),
    },
    {
      title: t('admin.demo.actions'),
      key: 'actions',
      render: (r: DemoRequest) =>
        r.past ? null : (
          <Button
            type={r.link_sent_at ? 'default' : 'primary'}
            size="small"
            aria-label={`${t(r.link_sent_at ? 'admin.demo.resend' : 'admin.demo.send')}: ${r.name}`}
            onClick={() => setSending(r)}
          >
            {t(r.link_sent_at ? 'admin.demo.resend' : 'admin.demo.send')}
          </Button>
        ),
    },
  ];

  return (
    <>
      <Typography.Title level={1} style={{ fontSize: 28 }}>
        {t('admin.demo.title')}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t('admin.demo.intro')}</Typography.Paragraph>
      <Space style={{ marginBottom: 16 }}>
        <span id="demo-filter-label">{t('admin.demo.show')}</span>
        <Segmented<DemoRequestFilter>
          aria-labelledby="demo-filter-label"
          value={status}
          onChange={setStatus}
          options={FILTERS.map((value) => ({ value, label: t(`admin.demo.filter.${value}`) }))}
        />
      </Space>
      <QueryError error={error} onRetry={refetch} />
      {/* Drawn plain, antd's Table only past a page of 20 (issue 38: every admin page within 300 KB). */}
      <PlainTable<DemoRequest>
        rowKey={(r) => r.id}
        size="middle"
        columns={columns}
        rows={data ?? []}
        loading={isFetching}
        pageSize={20}
        empty={<Typography.Text>{t('admin.demo.empty')}</Typography.Text>}
        scrollX
      />
      {sending ? <SendLinkDialog request={sending} onClose={() => setSending(null)} /> : null}
    </>
  );
}

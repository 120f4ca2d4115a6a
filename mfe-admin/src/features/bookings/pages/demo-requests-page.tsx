import { useState } from 'react';
import { Button, Form, Input, Modal, Segmented, Space, Table, Tag, Typography } from 'antd';
import type { TableProps } from 'antd';
import { formatPhone, type DemoRequest, type DemoRequestFilter } from '@yoga/contracts';
import { ruleFrom } from '@yoga/ui';
import { useCatalog } from '@yoga/i18n';
import { QueryError } from '../../../components/query-error';
import { isHttpUrl } from '../../../components/schedule/meeting-link';
import { TAG_COLORS } from '../../../components/tag-colors';
import { useAdminFormats } from '../../../components/use-admin-formats';
import { useMutationFeedback } from '../../../components/use-error-toast';
import {
  useDemoRequestsQuery,
  useSendDemoLinkMutation,
} from '../../../components/demo-requests.api';
import { bookingsCatalog } from '../i18n';

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

  const columns: TableProps<DemoRequest>['columns'] = [
    { title: t('admin.common.name'), dataIndex: 'name', key: 'name' },
    {
      title: t('admin.demo.when'),
      key: 'when',
      render: (_: unknown, r: DemoRequest) => (
        <>
          {formatDate(r.preferred_date)}, {formatClock(r.preferred_time)}
        </>
      ),
    },
    {
      title: t('admin.demo.contact'),
      key: 'contact',
      render: (_: unknown, r: DemoRequest) => (
        <Space direction="vertical" size={0}>
          <a href={`mailto:${r.email}`}>{r.email}</a>
          {r.phone ? <a href={`tel:${r.phone}`}>{formatPhone(r.phone)}</a> : null}
        </Space>
      ),
    },
    {
      title: t('admin.demo.requested'),
      key: 'requested',
      render: (_: unknown, r: DemoRequest) => formatDateTime(r.created_at),
    },
    { title: t('admin.bookings.notes'), dataIndex: 'notes', key: 'notes' },
    {
      title: t('admin.demo.status'),
      key: 'status',
      render: (_: unknown, r: DemoRequest) =>
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
      render: (_: unknown, r: DemoRequest) =>
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
      <Table<DemoRequest>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={data ?? []}
        loading={isFetching}
        locale={{ emptyText: <Typography.Text>{t('admin.demo.empty')}</Typography.Text> }}
        pagination={{ pageSize: 20, hideOnSinglePage: true }}
        scroll={{ x: 'max-content' }}
      />
      {sending ? <SendLinkDialog request={sending} onClose={() => setSending(null)} /> : null}
    </>
  );
}

function SendLinkDialog({ request, onClose }: { request: DemoRequest; onClose: () => void }) {
  const { t } = useAdminFormats();
  const [form] = Form.useForm<{ link: string }>();
  const [send, { isLoading }] = useSendDemoLinkMutation();
  const run = useMutationFeedback();
  const linkRule = ruleFrom<unknown>((v) =>
    isHttpUrl(v) ? undefined : t('admin.demo.linkRequired'),
  );

  const submit = async ({ link }: { link: string }) => {
    const done = await run(
      () => send({ id: request.id, link: link.trim() }).unwrap(),
      t('admin.demo.sent', { name: request.name }),
    );
    if (done) {
      form.resetFields();
      onClose();
    }
  };

  return (
    <Modal
      open
      title={t('admin.demo.sendTo', { name: request.name })}
      onCancel={() => !isLoading && onClose()}
      footer={null}
    >
      <Form
        form={form}
        layout="vertical"
        onFinish={submit}
        initialValues={{ link: request.demo_link ?? '' }}
      >
        <Form.Item name="link" label={t('admin.demo.link')} rules={[linkRule]}>
          <Input type="url" inputMode="url" placeholder="https://" autoFocus />
        </Form.Item>
        <Space>
          <Button type="primary" htmlType="submit" loading={isLoading}>
            {t('admin.demo.sendButton')}
          </Button>
          <Button onClick={onClose}>{t('admin.demo.cancel')}</Button>
        </Space>
      </Form>
    </Modal>
  );
}

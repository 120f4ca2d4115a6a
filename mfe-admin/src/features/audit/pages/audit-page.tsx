import { useState } from 'react';
import { Empty, Input, Select, Space, Table, Typography } from 'antd';
import type { TableProps } from 'antd';
import { AUDIT_PAGE_SIZE, type AuditEntry, type AuditQuery } from '@yoga/contracts';
import { useCatalog, useLocale, type LocaleState } from '@yoga/i18n';
import { QueryError } from '../../../components/query-error';
import { formatPanelDateTime } from '../../../components/use-admin-formats';
import { useDebouncedValue } from '../../../components/use-debounced-value';
import { auditChanges } from '../audit-diff';
import { useAuditLogQuery } from '../audit.api';
import { auditCatalog } from '../i18n';

const ENTITIES = [
  'plan',
  'coupon',
  'content',
  'site_settings',
  'business_rules',
  'blog',
  'slot_instructor',
  'class_instructor',
] as const;

interface AuditFilter {
  entity: string;
  entityId: string;
  actor: string;
  from: string;
  to: string;
}

const EMPTY: AuditFilter = { entity: 'all', entityId: '', actor: '', from: '', to: '' };

/** The GET /api/admin/audit query of a filter and page (empty filters are not sent). */
export function auditQuery(f: AuditFilter, page: number, size: number): AuditQuery {
  const q: AuditQuery = { page, page_size: size };
  if (f.entity !== 'all') q.entity = f.entity;
  if (f.entityId.trim()) q.entity_id = f.entityId.trim();
  if (/^\d+$/.test(f.actor.trim())) q.actor = Number(f.actor.trim());
  if (f.from) q.from = f.from;
  if (f.to) q.to = f.to;
  return q;
}

function ChangeView({ entry }: { entry: AuditEntry }) {
  const { t } = useLocale();
  const changes = auditChanges(entry.before, entry.after);
  if (!changes.length)
    return <Typography.Text type="secondary">{t('admin.audit.noChange')}</Typography.Text>;
  return (
    <Table
      size="small"
      pagination={false}
      rowKey="path"
      dataSource={changes}
      columns={[
        { title: t('admin.audit.field'), dataIndex: 'path', key: 'path' },
        {
          title: t('admin.audit.before'),
          dataIndex: 'before',
          key: 'before',
          render: (v: string) => <Typography.Text delete={!!v}>{v || '—'}</Typography.Text>,
        },
        {
          title: t('admin.audit.after'),
          dataIndex: 'after',
          key: 'after',
          render: (v: string) => <Typography.Text strong>{v || '—'}</Typography.Text>,
        },
      ]}
    />
  );
}

function columns({ t, locale }: LocaleState): TableProps<AuditEntry>['columns'] {
  return [
    {
      title: t('admin.audit.when'),
      key: 'at',
      render: (_: unknown, e) => formatPanelDateTime(e.at, locale),
    },
    {
      title: t('admin.audit.who'),
      key: 'actor',
      render: (_: unknown, e) => e.actor_name ?? `#${e.actor_id}`,
    },
    {
      title: t('admin.audit.what'),
      key: 'entity',
      render: (_: unknown, e) => (
        <>
          <div>
            {(ENTITIES as readonly string[]).includes(e.entity)
              ? t(`admin.audit.entity.${e.entity}`)
              : e.entity}
          </div>
          <Typography.Text type="secondary">{e.entity_id}</Typography.Text>
        </>
      ),
    },
    { title: t('admin.audit.action'), dataIndex: 'action', key: 'action' },
  ];
}

/** The audit log: who changed what and when, each row opening its before/after. */
export default function AuditPage() {
  useCatalog(auditCatalog);
  const locale = useLocale();
  const { t } = locale;
  const [filter, setFilter] = useState<AuditFilter>(EMPTY);
  const [page, setPage] = useState<{ current: number; size: number }>({
    current: 1,
    size: AUDIT_PAGE_SIZE.default,
  });
  const settled = useDebouncedValue(filter, 300);
  const { data, error, isFetching, refetch } = useAuditLogQuery(
    auditQuery(settled, page.current, page.size),
  );
  const change = (next: Partial<AuditFilter>) => {
    setFilter((f) => ({ ...f, ...next }));
    setPage((p) => ({ ...p, current: 1 }));
  };
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <Typography.Title level={1} style={{ fontSize: 28 }}>
        {t('admin.audit.title')}
      </Typography.Title>
      <Space wrap>
        <Select
          aria-label={t('admin.audit.entityFilter')}
          value={filter.entity}
          style={{ minWidth: 180 }}
          onChange={(entity: string) => change({ entity })}
          options={[
            { value: 'all', label: t('admin.audit.allEntities') },
            ...ENTITIES.map((e) => ({ value: e, label: t(`admin.audit.entity.${e}`) })),
          ]}
        />
        <Input
          aria-label={t('admin.audit.entityId')}
          placeholder={t('admin.audit.entityId')}
          value={filter.entityId}
          maxLength={100}
          onChange={(e) => change({ entityId: e.target.value })}
        />
        <Input
          aria-label={t('admin.audit.actorId')}
          placeholder={t('admin.audit.actorId')}
          value={filter.actor}
          inputMode="numeric"
          onChange={(e) => change({ actor: e.target.value })}
        />
        <label>
          {t('admin.audit.from')}{' '}
          <input
            type="date"
            value={filter.from}
            onChange={(e) => change({ from: e.target.value })}
          />
        </label>
        <label>
          {t('admin.audit.to')}{' '}
          <input type="date" value={filter.to} onChange={(e) => change({ to: e.target.value })} />
        </label>
      </Space>
      {error ? (
        <QueryError error={error} onRetry={refetch} />
      ) : (
        <Table<AuditEntry>
          rowKey="id"
          loading={isFetching}
          dataSource={data?.items ?? []}
          columns={columns(locale)}
          expandable={{ expandedRowRender: (entry) => <ChangeView entry={entry} /> }}
          locale={{ emptyText: <Empty description={t('admin.audit.empty')} /> }}
          pagination={{
            current: page.current,
            pageSize: page.size,
            total: data?.total ?? 0,
            showSizeChanger: true,
            pageSizeOptions: [10, 25, 50, AUDIT_PAGE_SIZE.max],
            onChange: (current, size) => setPage({ current, size }),
          }}
        />
      )}
    </Space>
  );
}

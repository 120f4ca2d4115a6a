import { useState } from 'react';
import { Empty, Input, Select, Space, Table, Typography } from 'antd';
import type { TableProps } from 'antd';
import { AUDIT_PAGE_SIZE, type AuditEntry, type AuditQuery } from '@yoga/contracts';
import { useCatalog, useLocale, type LocaleState } from '@yoga/i18n';
import { QueryError } from '../../../components/query-error';
import { formatPanelDateTime } from '../../../components/use-admin-formats';
import { useDebouncedValue } from '../../../components/use-debounced-value';
import { auditSentence, changeItems } from '../audit-sentence';
import { useAuditLogQuery } from '../audit.api';
import { auditCatalog } from '../i18n';

const ENTITIES = [
  'plan',
  'coupon',
  'payment',
  'recurring',
  'reconciliation',
  'user',
  'class',
  'timetable_slot',
  'slot_instructor',
  'class_instructor',
  'recording',
  'demo_request',
  'message',
  'challenge',
  'blog',
  'content',
  'content_photo',
  'message_wording',
  'site_settings',
  'business_rules',
  'health_questionnaire',
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

/** The values an entry changed, each in words ("price from ₹3,099 to ₹3,599"). */
function ChangeView({ entry }: { entry: AuditEntry }) {
  const { t, locale } = useLocale();
  const items = changeItems(entry, t, locale);
  if (!items.length)
    return <Typography.Text type="secondary">{t('admin.audit.noChange')}</Typography.Text>;
  return (
    <ul style={{ margin: 0, paddingInlineStart: 20 }}>
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

function columns({ t, locale }: LocaleState): TableProps<AuditEntry>['columns'] {
  return [
    {
      title: t('admin.audit.when'),
      key: 'at',
      width: 190,
      render: (_: unknown, e) => formatPanelDateTime(e.at, locale),
    },
    {
      title: t('admin.audit.change'),
      key: 'sentence',
      render: (_: unknown, e) => (
        <span data-testid="audit-sentence">{auditSentence(e, t, locale)}</span>
      ),
    },
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
          expandable={{
            expandedRowRender: (entry) => <ChangeView entry={entry} />,
            rowExpandable: (entry) => changeItems(entry, locale.t, locale.locale).length > 0,
          }}
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

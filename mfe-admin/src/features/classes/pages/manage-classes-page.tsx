import { useRef, useState } from 'react';
import { Input, Space, Typography } from 'antd';
import { deferred } from '@yoga/ui';
import { PlainSwitch } from '../../../components/plain-controls';
import { useClassesQuery } from '@yoga/api-client';
import type { YogaClass } from '@yoga/contracts';
import { useLocale, useCatalog } from '@yoga/i18n';
import { videoFormatCatalog } from '../../../components/video-format/i18n';
import { QueryError } from '../../../components/query-error';
import { useDebouncedValue } from '../../../components/use-debounced-value';
import { CLASS_DAY_SETTLE_MS, classDayToAsk, classRange, istTodayForClasses } from '../class-range';
import { useZoomProvider } from '../../../components/video-status.api';
import { useVideoFailuresQuery } from '../classes.api';
import { ClassForm } from '../components/class-form';
import { ClassesTable } from '../components/classes-table';
import { StandardDayForm } from '../components/standard-day-form';
import { classesCatalog } from '../i18n';

// antd's Alert loads when a meeting could not be made (issue 38: every admin page within 300 KB).
const Alert = deferred(() => import('antd/es/alert').then((m) => m.default));

const byDateTime = (a: YogaClass, b: YogaClass) =>
  `${a.date} ${a.time}`.localeCompare(`${b.date} ${b.time}`);

export default function ManageClassesPage() {
  useCatalog(classesCatalog);
  useCatalog(videoFormatCatalog);
  const { t } = useLocale();
  const [showPast, setShowPast] = useState(false);
  const [day, setDay] = useState('');
  // One request once the typed day settles into a real date, not one per key of its year.
  const settledDay = useDebouncedValue(day, CLASS_DAY_SETTLE_MS);
  const asked = useRef('');
  asked.current = classDayToAsk(settledDay, asked.current);
  const { data, error, isFetching, refetch } = useClassesQuery(
    classRange(asked.current, showPast, istTodayForClasses()),
  );
  const [editing, setEditing] = useState<YogaClass | null>(null);
  const classes = [...(data ?? [])].sort(byDateTime);
  const zoom = useZoomProvider();
  const failures = useVideoFailuresQuery(undefined, { skip: !zoom, pollingInterval: 60_000 }).data;

  return (
    <>
      <Typography.Title level={1} style={{ fontSize: 28 }}>
        {t('admin.classes.title')}
      </Typography.Title>
      {failures?.length ? (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          message={t('admin.classes.meetingFailures', { count: failures.length })}
          description={
            <ul style={{ margin: 0, paddingInlineStart: 20 }}>
              {failures.map((f) => (
                <li key={f.class_id}>
                  {t('admin.classes.meetingFailure', {
                    title: f.title,
                    date: f.date,
                    time: f.time,
                    error: f.last_error ?? '',
                  })}
                </li>
              ))}
            </ul>
          }
        />
      ) : null}
      <ClassForm editing={editing} onDone={() => setEditing(null)} />
      <StandardDayForm />
      <Space wrap size="large" style={{ marginBottom: 12 }}>
        <label style={{ display: 'inline-flex', gap: 8, alignItems: 'center' }}>
          {t('admin.classes.classesOn')}
          <Input
            type="date"
            value={day}
            onChange={(e) => setDay(e.target.value)}
            allowClear
            style={{ width: 180 }}
          />
        </label>
        <label style={{ display: 'inline-flex', gap: 8, alignItems: 'center' }}>
          <PlainSwitch
            checked={showPast}
            onChange={setShowPast}
            size="small"
            disabled={day !== ''}
          />
          {t('admin.classes.showPast')}
        </label>
      </Space>
      <QueryError error={error} onRetry={refetch} />
      <ClassesTable
        classes={classes}
        loading={isFetching}
        editingId={editing?.id ?? null}
        onEdit={(c) => {
          setEditing(c);
          window.scrollTo({ top: 0, behavior: 'smooth' });
        }}
        onDeleted={(id) => setEditing((current) => (current?.id === id ? null : current))}
      />
    </>
  );
}

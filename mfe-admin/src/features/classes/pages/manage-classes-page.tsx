import { useState } from 'react';
import { Switch, Typography } from 'antd';
import { useClassesQuery } from '@yoga/api-client';
import type { YogaClass } from '@yoga/contracts';
import { QueryError } from '../../../components/query-error';
import { ClassForm } from '../components/class-form';
import { ClassesTable } from '../components/classes-table';
import { StandardDayForm } from '../components/standard-day-form';

/** Today as YYYY-MM-DD in the admin's own time zone. */
function localToday(): string {
  const now = new Date();
  return new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
}

const byDateTime = (a: YogaClass, b: YogaClass) =>
  `${a.date} ${a.time}`.localeCompare(`${b.date} ${b.time}`);

export default function ManageClassesPage() {
  const [showPast, setShowPast] = useState(false);
  // Upcoming classes by default: the list is capped at one page, which past days would fill.
  const { data, error, isFetching, refetch } = useClassesQuery(
    showPast ? undefined : { from: localToday() },
  );
  const [editing, setEditing] = useState<YogaClass | null>(null);
  const classes = [...(data ?? [])].sort(byDateTime);

  return (
    <>
      <Typography.Title level={1} style={{ fontSize: 28 }}>
        Manage Class
      </Typography.Title>
      <ClassForm editing={editing} onDone={() => setEditing(null)} />
      <StandardDayForm />
      <label style={{ display: 'inline-flex', gap: 8, alignItems: 'center', marginBottom: 12 }}>
        <Switch checked={showPast} onChange={setShowPast} size="small" />
        Show past classes
      </label>
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

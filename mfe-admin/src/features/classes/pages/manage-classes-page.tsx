import { useState } from 'react';
import { Typography } from 'antd';
import { useClassesQuery } from '@yoga/api-client';
import type { YogaClass } from '@yoga/contracts';
import { QueryError } from '../../../components/query-error';
import { ClassForm } from '../components/class-form';
import { ClassesTable } from '../components/classes-table';
import { StandardDayForm } from '../components/standard-day-form';

const byDateTime = (a: YogaClass, b: YogaClass) =>
  `${a.date} ${a.time}`.localeCompare(`${b.date} ${b.time}`);

export default function ManageClassesPage() {
  const { data, error, isFetching, refetch } = useClassesQuery();
  const [editing, setEditing] = useState<YogaClass | null>(null);
  const classes = [...(data ?? [])].sort(byDateTime);

  return (
    <>
      <Typography.Title level={1} style={{ fontSize: 28 }}>
        Manage Class
      </Typography.Title>
      <ClassForm editing={editing} onDone={() => setEditing(null)} />
      <StandardDayForm />
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

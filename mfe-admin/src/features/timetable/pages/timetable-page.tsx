import { useState } from 'react';
import { Select, Space, Typography } from 'antd';
import { istToday, istWeekday, TIMETABLE_DAYS_AHEAD, type TimetableSlot } from '@yoga/contracts';
import { useLocale, useCatalog } from '@yoga/i18n';
import { videoFormatCatalog } from '../../../components/video-format/i18n';
import { QueryError } from '../../../components/query-error';
import { SlotForm } from '../components/slot-form';
import { SlotsLinkBar } from '../components/slots-link-bar';
import { SlotsTable } from '../components/slots-table';
import { sortSlots, weekdayOptions } from '../slot-validation';
import { useTimetableSlotsQuery } from '../timetable.api';
import { timetableCatalog } from '../i18n';

type DayFilter = number | 'all';

export default function TimetablePage() {
  useCatalog(timetableCatalog);
  useCatalog(videoFormatCatalog);
  const { t } = useLocale();
  const { data, error, isFetching, refetch } = useTimetableSlotsQuery();
  const [editing, setEditing] = useState<TimetableSlot | null>(null);
  const [selected, setSelected] = useState<number[]>([]);
  // Today's day in India first (six slots, not the whole week); "Every day" shows all.
  const [day, setDay] = useState<DayFilter>(() => istWeekday(istToday()));
  const slots = sortSlots(data ?? []).filter((s) => day === 'all' || s.day_of_week === day);

  return (
    <>
      <Typography.Title level={1} style={{ fontSize: 28 }}>
        {t('admin.timetable.title')}
      </Typography.Title>
      <Typography.Paragraph type="secondary">
        {t('admin.timetable.intro', { days: TIMETABLE_DAYS_AHEAD })}
      </Typography.Paragraph>
      <SlotForm
        editing={editing}
        onDone={(saved) => {
          setEditing(null);
          // Show the day of the slot just saved, so the admin sees it in the table.
          if (saved) setDay((current) => (current === 'all' ? current : saved.day_of_week));
        }}
      />
      <Space style={{ marginBottom: 12 }}>
        <label style={{ display: 'inline-flex', gap: 8, alignItems: 'center' }}>
          {t('admin.timetable.show')}
          <Select<DayFilter>
            aria-label={t('admin.timetable.showDay')}
            value={day}
            onChange={setDay}
            options={[
              { value: 'all' as const, label: t('admin.timetable.everyDay') },
              ...weekdayOptions(),
            ]}
            style={{ minWidth: 160 }}
          />
        </label>
      </Space>
      <SlotsLinkBar
        selectedIds={selected}
        shownIds={slots.map((s) => s.id)}
        onSelect={setSelected}
        onClear={() => setSelected([])}
      />
      <QueryError error={error} onRetry={refetch} />
      <SlotsTable
        slots={slots}
        loading={isFetching}
        editingId={editing?.id ?? null}
        onEdit={(slot) => {
          setEditing(slot);
          window.scrollTo({ top: 0, behavior: 'smooth' });
        }}
        onDeleted={(id) => {
          setEditing((current) => (current?.id === id ? null : current));
          setSelected((ids) => ids.filter((other) => other !== id));
        }}
        selectedIds={selected}
        onSelect={setSelected}
      />
    </>
  );
}

import { Button } from 'antd';
import type { ClassRecording, YogaClass } from '@yoga/contracts';
import type { LocaleState } from '@yoga/i18n';
import { BREAK_ANYWHERE } from '../../../components/fit-table';
import type { PlainColumn } from '../../../components/plain-table';
import { placesText } from '../class-validation';
import { TranscodingLine } from './transcoding-state';
import styles from './classes-table.module.css';

/** The classes table's own columns (the shared ones are in components/schedule/schedule-columns). */

type T = LocaleState['t'];
type Column = PlainColumn<YogaClass>;

/** Who teaches it (issue 38): the substitute's name when one stands in, marked as such. */
export function teacherColumn(t: T): Column {
  return {
    title: t('admin.common.instructor'),
    key: 'instructor',
    render: (c: YogaClass) =>
      c.instructor ? (
        <>
          <span translate="no">{c.instructor}</span>
          {c.substitute_id !== null ? (
            <div className={styles.note}>{t('admin.classes.substitute')}</div>
          ) : null}
        </>
      ) : (
        '—'
      ),
  };
}

/** Date, time, places, where it came from (timetable or one-off) and the join link. */
export function whenAndWhereColumns(t: T, formatDate: (date: string) => string): Column[] {
  return [
    {
      title: t('admin.common.date'),
      key: 'date',
      render: ({ date }) => <time dateTime={date}>{formatDate(date)}</time>,
    },
    { title: t('admin.common.timeIst'), key: 'time', render: (c) => c.time },
    {
      title: t('admin.classes.places'),
      key: 'places',
      render: (c: YogaClass) => placesText(c),
    },
    {
      title: t('admin.classes.source'),
      key: 'source',
      render: (c: YogaClass) =>
        t(c.slot_id === null ? 'admin.classes.oneOff' : 'admin.classes.fromTimetable'),
    },
    {
      title: t('admin.common.link'),
      key: 'link',
      render: ({ link }) =>
        link ? (
          <a href={link} target="_blank" rel="noreferrer noopener" style={BREAK_ANYWHERE}>
            {link}
          </a>
        ) : null,
    },
  ];
}

/** "Attendance": opens the class's attendance drawer. */
export function attendanceColumn(t: T, onOpen: (c: YogaClass) => void): Column {
  return {
    title: t('admin.classes.attendance'),
    key: 'attendance',
    render: (c: YogaClass) => (
      <Button
        size="small"
        onClick={() => onOpen(c)}
        aria-label={t('admin.classes.attendanceOf', {
          title: c.title,
          date: c.date,
          time: c.time,
        })}
      >
        {t('admin.classes.attendance')}
      </Button>
    ),
  };
}

/** The recording's state as the button's text (or "Add recording"), with its transcoding line. */
export function recordingColumn(
  t: T,
  recorded: Map<number, ClassRecording>,
  onOpen: (c: YogaClass) => void,
): Column {
  return {
    title: t('admin.classes.recording'),
    key: 'recording',
    render: (c: YogaClass) => {
      const r = recorded.get(c.id);
      const action = r
        ? t(`admin.classes.recordingStatus.${r.status}`)
        : t('admin.classes.recordingAdd');
      return (
        <>
          <Button
            size="small"
            onClick={() => onOpen(c)}
            // The accessible name starts with the visible text (WCAG 2.5.3, label in name).
            aria-label={t('admin.classes.recordingButton', {
              action,
              title: c.title,
              date: c.date,
              time: c.time,
            })}
          >
            {action}
          </Button>
          {r ? <TranscodingLine recording={r} /> : null}
        </>
      );
    },
  };
}

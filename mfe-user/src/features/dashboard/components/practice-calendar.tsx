import { useLocale } from '@yoga/i18n';
import {
  dayLabel,
  monthGrid,
  monthTitle,
  weekdayNames,
  type MonthKey,
} from '../practice-calendar-grid';
import styles from './practice.module.css';

interface Props {
  month: MonthKey;
  /** The IST dates practised (in this month; others are ignored). */
  practised: ReadonlySet<string>;
  today: string;
  /** The earliest month the student may browse back to (their registration), if known. */
  canGoBack: boolean;
  canGoForward: boolean;
  onPrevious(): void;
  onNext(): void;
  loading?: boolean;
}

/**
 * A month of practice: a table (Monday first) whose practised days carry a filled mark and say
 * "practised" to screen readers; today is outlined and is the table's current date.
 */
export function PracticeCalendar(props: Props) {
  const { t, locale } = useLocale();
  const title = monthTitle(props.month, locale);
  const days = weekdayNames(locale);
  return (
    <div className={styles.calendar} data-testid="practice-calendar">
      <div className={styles.calendarHead}>
        <button
          type="button"
          className={styles.monthButton}
          aria-label={t('user.practice.previousMonth')}
          disabled={!props.canGoBack}
          onClick={props.onPrevious}
        >
          <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true">
            <path
              d="M10 3 5 8l5 5"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
        </button>
        <h3 className={styles.month} aria-live="polite" id="practice-month">
          {title}
        </h3>
        <button
          type="button"
          className={styles.monthButton}
          aria-label={t('user.practice.nextMonth')}
          disabled={!props.canGoForward}
          onClick={props.onNext}
        >
          <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true">
            <path
              d="m6 3 5 5-5 5"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
        </button>
      </div>
      <table className={styles.grid} aria-labelledby="practice-month" aria-busy={props.loading}>
        <thead>
          <tr>
            {days.map((d) => (
              <th key={d.long} scope="col" abbr={d.long}>
                {d.short}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthGrid(props.month).map((week, i) => (
            <tr key={i}>
              {week.map((date, j) => {
                if (!date) return <td key={j} />;
                const practised = props.practised.has(date);
                const isToday = date === props.today;
                const label = [
                  dayLabel(date, locale),
                  practised ? t('user.practice.dayPractised') : null,
                  isToday ? t('user.practice.today') : null,
                ]
                  .filter(Boolean)
                  .join(', ');
                return (
                  <td key={date} aria-current={isToday ? 'date' : undefined}>
                    <span
                      className={[
                        styles.day,
                        practised ? styles.practised : '',
                        isToday ? styles.today : '',
                      ].join(' ')}
                      data-date={date}
                      data-practised={practised || undefined}
                      aria-label={label}
                      role="img"
                    >
                      {Number(date.slice(8))}
                    </span>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      <p className={styles.legend}>
        <span className={`${styles.day} ${styles.practised} ${styles.legendMark}`} aria-hidden />
        {t('user.practice.legendPractised')}
        <span className={`${styles.day} ${styles.today} ${styles.legendMark}`} aria-hidden />
        {t('user.practice.legendToday')}
      </p>
    </div>
  );
}

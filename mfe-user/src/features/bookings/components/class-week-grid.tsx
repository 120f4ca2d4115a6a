import { useState } from 'react';
import type { BookingStatus, ScheduleDay, YogaClass } from '@yoga/contracts';
import { useLocale, useTimePair, type Locale } from '@yoga/i18n';
import { IST_TIME_ZONE, HTML_LANG, titleIn } from '@yoga/contracts';
import { indiaDateTime, formatBookingDate } from '../../../shared/booking-time';
import styles from './class-week-grid.module.css';

/** "Thu 26" / "गुरु 26": a day's button on a phone. */
function shortDay(date: string, locale: Locale): string {
  const instant = indiaDateTime(date, '12:00');
  if (!instant) return date;
  return new Intl.DateTimeFormat(HTML_LANG[locale], {
    timeZone: IST_TIME_ZONE,
    numberingSystem: 'latn',
    weekday: 'short',
    day: 'numeric',
  }).format(instant);
}

interface ClassWeekGridProps {
  days: ScheduleDay<YogaClass>[];
  today: string;
  /** The student's own bookings, by class id. */
  states: ReadonlyMap<number, BookingStatus>;
  /** Booking is closed (trial or plan ended): the classes are shown, not offered. */
  disabled: boolean;
  onChoose: (cls: YogaClass) => void;
}

/** What a class offers the student: booked already, waiting, full (the waitlist), or places left. */
function stateText(
  cls: YogaClass,
  state: BookingStatus | undefined,
  t: ReturnType<typeof useLocale>['t'],
) {
  if (state === 'booked') return { text: t('user.booking.state.booked'), tone: styles.booked };
  if (state === 'waitlisted')
    return { text: t('user.booking.state.waitlisted'), tone: styles.waiting };
  if (cls.capacity === null) return null;
  const left = cls.capacity - cls.booked_count;
  if (left <= 0) return { text: t('user.booking.fullLabel'), tone: styles.full };
  return { text: t('user.booking.state.placesLeft', { count: left }), tone: styles.places };
}

/**
 * The coming week: every day side by side on a wide screen; on a phone the day buttons choose one day
 * at a time (no sideways scrolling, nothing cut off). Morning and evening apart; each class a button.
 */
export function ClassWeekGrid({ days, today, states, disabled, onChoose }: ClassWeekGridProps) {
  const { t, locale } = useLocale();
  const { classTime } = useTimePair();
  const [shown, setShown] = useState(
    () => days.find((d) => d.morning.length + d.evening.length)?.date ?? today,
  );

  const slot = (cls: YogaClass) => {
    const state = states.get(cls.id);
    const info = stateText(cls, state, t);
    return (
      <li key={cls.id}>
        <button
          type="button"
          className={styles.slot}
          disabled={disabled || state !== undefined}
          onClick={() => onChoose(cls)}
          data-testid="week-class"
          data-class-id={cls.id}
        >
          <span className={styles.time}>{classTime(cls.date, cls.time)}</span>
          <span className={styles.title} translate="no">
            {titleIn(cls, locale)}
          </span>
          {cls.instructor ? (
            <span className={styles.who}>
              {t('user.booking.instructor')} <span translate="no">{cls.instructor}</span>
            </span>
          ) : null}
          {info ? <span className={`${styles.state} ${info.tone}`}>{info.text}</span> : null}
        </button>
      </li>
    );
  };

  const period = (date: string, name: 'morning' | 'evening', classes: YogaClass[]) => (
    <section className={styles.period} aria-labelledby={`week-${date}-${name}`}>
      <h3 id={`week-${date}-${name}`} className={styles.periodTitle}>
        {t(`user.booking.${name}`)}
      </h3>
      {classes.length ? (
        <ul className={styles.slots}>{classes.map(slot)}</ul>
      ) : (
        <p className={styles.none}>{t('user.booking.noClassesThen')}</p>
      )}
    </section>
  );

  return (
    <div className={styles.week}>
      <div className={styles.dayPicker} role="group" aria-label={t('user.booking.chooseDay')}>
        {days.map((day) => (
          <button
            key={day.date}
            type="button"
            className={styles.dayButton}
            aria-pressed={day.date === shown}
            onClick={() => setShown(day.date)}
          >
            {day.date === today ? t('user.booking.today') : shortDay(day.date, locale)}
          </button>
        ))}
      </div>
      <div className={styles.days}>
        {days.map((day) => (
          <section
            key={day.date}
            className={styles.day}
            data-shown={day.date === shown}
            aria-labelledby={`week-${day.date}`}
            data-testid="week-day"
          >
            <h2 id={`week-${day.date}`} className={styles.dayTitle}>
              {formatBookingDate(day.date, locale)}
              {day.date === today ? (
                <span className={styles.today}>{t('user.booking.today')}</span>
              ) : null}
            </h2>
            {period(day.date, 'morning', day.morning)}
            {period(day.date, 'evening', day.evening)}
          </section>
        ))}
      </div>
    </div>
  );
}

import { useLocale } from '@yoga/i18n';
import { formatBookingDate } from '../../../shared/booking-time';
import type { TvClass } from '../tv-focus';
import { TV_FOCUS } from '../use-remote-focus';
import styles from '../tv.module.css';

interface TvDayProps {
  which: TvClass['day'];
  /** Her booked classes of today and tomorrow, soonest first (this day's are shown). */
  classes: TvClass[];
  /** The booking whose Join is focused on arrival. */
  firstClass: number | undefined;
  /** A class's time as shown (India time, and hers beside it when the TV is abroad). */
  when: (cls: TvClass) => string;
  onJoin: (cls: TvClass) => void;
}

/** One day on the TV (today or tomorrow): its date and its classes, each with Join. */
export function TvDay({ which, classes, firstClass, when, onJoin }: TvDayProps) {
  const { t, locale } = useLocale();
  const list = classes.filter((c) => c.day === which);
  return (
    <section aria-labelledby={`tv-${which}`}>
      <h2 id={`tv-${which}`}>
        {t(`user.tv.classes.${which}`)}
        {list[0] ? ` · ${formatBookingDate(list[0].date, locale)}` : ''}
      </h2>
      {list.length === 0 ? (
        <p className={styles.hint}>{t('user.tv.classes.none_that_day')}</p>
      ) : (
        <ul className={styles.list}>
          {list.map((cls) => (
            <li key={cls.bookingId} className={styles.row} data-testid="tv-class">
              <span className={styles.when}>{when(cls)}</span>
              <span className={styles.title} id={`tv-class-${cls.bookingId}`}>
                {cls.title}
              </span>
              <button
                type="button"
                className={`${styles.button} ${cls.joinOpen ? styles.primary : styles.waiting}`}
                {...{ [TV_FOCUS]: '' }}
                {...(cls.bookingId === firstClass ? { 'data-tv-first': '' } : {})}
                aria-describedby={`tv-class-${cls.bookingId}`}
                aria-disabled={!cls.joinOpen}
                data-testid="tv-join"
                onClick={() => onJoin(cls)}
              >
                {cls.joinOpen
                  ? t('user.join.button')
                  : t('user.tv.classes.join_at', { when: when(cls) })}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

import { Link } from 'react-router-dom';
import { useClassesQuery } from '@yoga/api-client';
import { titleIn, USER_ROUTES, type YogaClass } from '@yoga/contracts';
import { useBusinessRules } from '@yoga/site-settings';
import { useLocale, useTimePair } from '@yoga/i18n';
import { formatBookingDate, indiaDateTime, indiaToday } from '../../../shared/booking-time';
import styles from '../pages/dashboard-page.module.css';

/** How many of the next classes the card lists. */
const SHOWN = 3;

/** The next classes that have not started yet, soonest first. */
export function nextClasses(classes: readonly YogaClass[], now: Date = new Date()): YogaClass[] {
  return classes
    .map((cls) => ({ cls, start: indiaDateTime(cls.date, cls.time)?.getTime() }))
    .filter((x): x is { cls: YogaClass; start: number } => (x.start ?? 0) > now.getTime())
    .sort((a, b) => a.start - b.start)
    .slice(0, SHOWN)
    .map((x) => x.cls);
}

/**
 * The first screen of a student with no booking yet: how joining works, in one sentence, and the next
 * live classes with the way to book them.
 */
export function FirstClassCard() {
  const { t, locale } = useLocale();
  const { classTime } = useTimePair();
  const rules = useBusinessRules();
  const { data } = useClassesQuery({ from: indiaToday() });
  const upcoming = nextClasses(data ?? []);
  return (
    <section className={styles.panel} aria-labelledby="first-class-title" data-testid="first-class">
      <h2 id="first-class-title" className={styles.cardTitle}>
        {t('user.dashboard.first.title')}
      </h2>
      <p className={styles.text}>
        {t('user.dashboard.first.how', { minutes: rules.join_window.before_minutes })}
      </p>
      {upcoming.length ? (
        <>
          <h3 className={styles.subTitle}>{t('user.dashboard.first.next')}</h3>
          <ul className={styles.classes}>
            {upcoming.map((cls) => (
              <li key={cls.id} className={styles.classItem}>
                <span className={styles.classTitle}>{titleIn(cls, locale)}</span>
                <span>
                  {formatBookingDate(cls.date, locale)}, {classTime(cls.date, cls.time)}
                </span>
                {cls.instructor ? (
                  <span>{t('user.dashboard.first.with', { instructor: cls.instructor })}</span>
                ) : null}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <Link to={USER_ROUTES.classbook} className={styles.primaryLink}>
        {t('user.dashboard.first.book')}
      </Link>
    </section>
  );
}

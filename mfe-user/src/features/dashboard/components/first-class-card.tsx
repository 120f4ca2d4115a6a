import { Link } from 'react-router-dom';
import { useClassesQuery } from '@yoga/api-client';
import { titleIn, USER_ROUTES } from '@yoga/contracts';
import { useBusinessRules } from '@yoga/site-settings';
import { useLocale, useTimePair } from '@yoga/i18n';
import { formatBookingDate, indiaToday } from '../../../shared/booking-time';
import { nextClasses } from '../next-classes';
import styles from '../pages/dashboard-page.module.css';

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

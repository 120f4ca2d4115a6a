import { Link } from 'react-router-dom';
import {
  AUTH_ROUTES,
  loginPathWithNext,
  scheduleWeek,
  titleIn,
  SCHEDULE_DAYS,
  USER_ROUTES,
  type ScheduleDay,
  type YogaClass,
} from '@yoga/contracts';
import { useBusinessRules } from '@yoga/site-settings';
import { Trans, useCatalog, useLocale, useLocalePath, useTimePair } from '@yoga/i18n';
import { PageHero } from '../../../shared/components/page-hero';
import { useContentMeta } from '../../../shared/hooks/use-content-meta';
import pageStyles from '../../../shared/components/page.module.css';
import type { Translate } from '../../../shared/i18n';
import { scheduleCatalog } from '../i18n';
import { useWeekSchedule } from '../week-schedule';
import styles from './schedule-page.module.css';

/** "Thursday, 26 November" / "गुरुवार, 26 नवंबर", from the catalogue (no Intl: the same on server and browser). */
export function dayLabel(date: string, weekday: number, t: Translate): string {
  const [, month, day] = date.split('-').map(Number);
  return t('public.schedule.dayLabel', {
    weekday: t(`public.schedule.weekday.${weekday}`),
    day: String(day),
    month: t(`public.schedule.month.${month}`),
  });
}

const isFull = (c: YogaClass) => c.capacity !== null && c.booked_count >= c.capacity;

function ClassRow({ cls, day }: { cls: YogaClass; day: string }) {
  const { t, locale } = useLocale();
  const to = useLocalePath();
  // India time, and hers beside it when she is abroad (added in the browser: the server prints IST).
  const time = useTimePair().classTime(cls.date, cls.time);
  const full = isFull(cls);
  // Booking is in the student panel: the sign-in page brings the visitor back to this class there.
  const href = to(loginPathWithNext(`${USER_ROUTES.classbook}?class=${cls.id}`));
  const title = titleIn(cls, locale);
  const label = { title, day, time };
  return (
    <li className={styles.slot}>
      <span className={styles.time}>{time}</span>
      <span className={styles.what}>
        <span className={styles.classTitle} translate="no">
          {title}
        </span>
        {cls.instructor ? (
          <span className={styles.instructor}>
            {t('public.schedule.instructor')} <span translate="no">{cls.instructor}</span>
          </span>
        ) : null}
        {full ? <span className={styles.full}>{t('public.schedule.full')}</span> : null}
      </span>
      <Link
        to={href}
        className={styles.book}
        aria-label={t(full ? 'public.schedule.waitlistLabel' : 'public.schedule.bookLabel', label)}
      >
        {t(full ? 'public.schedule.waitlist' : 'public.schedule.book')}
      </Link>
    </li>
  );
}

function Period({
  id,
  title,
  classes,
  day,
}: {
  id: string;
  title: string;
  classes: YogaClass[];
  day: string;
}) {
  const { t } = useLocale();
  return (
    <section aria-labelledby={id} className={styles.period}>
      <h3 id={id} className={styles.periodTitle}>
        {title}
      </h3>
      {classes.length ? (
        <ul className={styles.slots}>
          {classes.map((cls) => (
            <ClassRow key={cls.id} cls={cls} day={day} />
          ))}
        </ul>
      ) : (
        <p className={styles.none}>{t('public.schedule.none')}</p>
      )}
    </section>
  );
}

function Day({ day, today }: { day: ScheduleDay<YogaClass>; today: boolean }) {
  const { t } = useLocale();
  const label = dayLabel(day.date, day.weekday, t);
  const id = `day-${day.date}`;
  return (
    <li className={styles.day} aria-labelledby={id}>
      <h2 id={id} className={styles.dayTitle}>
        {label}
        {today ? <span className={styles.today}>{t('public.schedule.today')}</span> : null}
      </h2>
      <Period
        id={`${id}-morning`}
        title={t('public.schedule.morning')}
        classes={day.morning}
        day={label}
      />
      <Period
        id={`${id}-evening`}
        title={t('public.schedule.evening')}
        classes={day.evening}
        day={label}
      />
    </li>
  );
}

/** The coming week's live classes by day, morning and evening, each with its instructor and a Book link. */
export default function SchedulePage() {
  useCatalog(scheduleCatalog);
  const { t } = useLocale();
  const rules = useBusinessRules();
  const to = useLocalePath();
  useContentMeta('schedule');
  const state = useWeekSchedule();
  let body;
  if (state.status === 'loading') {
    body = <p role="status">{t('public.schedule.loading')}</p>;
  } else if (state.status === 'error') {
    body = (
      <>
        <p role="alert">{t('public.schedule.error')}</p>
        <button type="button" className={pageStyles.button} onClick={state.retry}>
          {t('public.schedule.retry')}
        </button>
      </>
    );
  } else if (!state.week.classes.length) {
    body = <p>{t('public.schedule.empty', { days: SCHEDULE_DAYS })}</p>;
  } else {
    const { week } = state;
    body = (
      <ol className={styles.days} aria-label={t('public.schedule.days', { days: SCHEDULE_DAYS })}>
        {scheduleWeek(week.from, week.classes).map((day) => (
          <Day key={day.date} day={day} today={day.date === week.from} />
        ))}
      </ol>
    );
  }
  return (
    <main id="main-content" className={pageStyles.main}>
      <PageHero
        eyebrow={t('public.schedule.eyebrow')}
        title={t('public.schedule.title')}
        lead={t('public.schedule.lead', { days: SCHEDULE_DAYS })}
      />
      <div className={`${pageStyles.container} ${styles.body}`}>
        <p className={styles.howTo}>
          <Trans
            id="public.schedule.howToBook"
            values={{ trialDays: rules.trial_days }}
            components={{ 0: <Link to={to(AUTH_ROUTES.register)} /> }}
          />
        </p>
        {body}
      </div>
    </main>
  );
}

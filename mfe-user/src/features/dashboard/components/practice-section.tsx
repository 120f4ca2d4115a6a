import { useState } from 'react';
import { errorMessage } from '@yoga/api-client';
import { istDate, istToday, milestoneKey, nextPracticeMilestone } from '@yoga/contracts';
import { useLocale } from '@yoga/i18n';
import { Notice } from '@yoga/ui';
import { addMonths, monthOf, monthRange } from '../practice-calendar-grid';
import { useMyPracticeQuery } from '../practice.api';
import { MilestoneShare } from './milestone-share';
import { PracticeCalendar } from './practice-calendar';
import { PracticeFigures } from './practice-figures';
import styles from './practice.module.css';

/** The milestone messages (7, 21, 50, 108, 365 practice days); another number gets the general one. */
const MILESTONE_MESSAGES: Record<number, string> = {
  7: 'user.practice.milestone.7',
  21: 'user.practice.milestone.21',
  50: 'user.practice.milestone.50',
  108: 'user.practice.milestone.108',
  365: 'user.practice.milestone.365',
};

interface Props {
  /** The student's registration instant: the calendar browses back to that month. */
  since?: string;
}

/**
 * The student's practice on the dashboard: the streaks and total, the milestones reached (with their
 * message and a share card for each) and the next one, and this month's calendar with the earlier months a tap away.
 */
export function PracticeSection({ since }: Props) {
  const { t, locale } = useLocale();
  const today = istToday();
  const thisMonth = monthOf(today);
  const [month, setMonth] = useState(thisMonth);
  const { data, currentData, error, isFetching } = useMyPracticeQuery(monthRange(month));
  const firstMonth = since ? monthOf(istDate(since)) : addMonths(thisMonth, -12);
  const next = data ? nextPracticeMilestone(data.total_days) : null;
  const date = (d: string) =>
    new Intl.DateTimeFormat(locale === 'hi' ? 'hi-IN' : 'en-IN', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    }).format(new Date(`${d}T12:00:00Z`));

  // Practice-day milestones and weekly-streak months together, the newest first.
  const reached = data
    ? [
        ...data.milestones.map((m) => ({
          key: milestoneKey(m),
          reached_on: m.reached_on,
          label: t('user.practice.share.daysLabel', { days: m.days }),
          text: t(MILESTONE_MESSAGES[m.days] ?? 'user.practice.milestone.other', {
            days: m.days,
          }),
        })),
        ...data.weekly_milestones.map((m) => ({
          key: milestoneKey(m),
          reached_on: m.reached_on,
          label: t('user.practice.share.weeklyLabel', { months: m.months }),
          text: t('user.practice.milestone.weeklyMonths', {
            months: m.months,
            target: data.weekly_target,
          }),
        })),
      ].sort((a, b) => b.reached_on.localeCompare(a.reached_on))
    : [];

  return (
    <section aria-labelledby="practice-title" data-testid="practice">
      <h2 id="practice-title" className={styles.title}>
        {t('user.practice.title')}
      </h2>
      {error ? (
        <Notice
          type="error"
          title={t('user.practice.loadFailed', { reason: errorMessage(error) ?? '' })}
        />
      ) : null}
      <div className={styles.layout}>
        <div>
          <PracticeFigures data={data} />
          {reached.length ? (
            <>
              <h3 className={styles.subTitle}>{t('user.practice.milestones')}</h3>
              <ul className={styles.milestones} data-testid="practice-milestones">
                {reached.map((m) => (
                  <li key={m.key} className={styles.milestone}>
                    <strong>{m.text}</strong>
                    <br />
                    <span className={styles.secondary}>
                      {t('user.practice.reachedOn', { date: date(m.reached_on) })}
                    </span>
                    <MilestoneShare milestoneKey={m.key} label={m.label} />
                  </li>
                ))}
              </ul>
            </>
          ) : null}
          {data && next !== null ? (
            <p data-testid="practice-next" className={styles.next}>
              {data.total_days === 0
                ? t('user.practice.firstDay')
                : t('user.practice.next', { days: next, left: next - data.total_days })}
            </p>
          ) : null}
        </div>
        <PracticeCalendar
          month={month}
          practised={new Set(currentData?.days ?? [])}
          today={today}
          loading={isFetching}
          canGoBack={month > firstMonth}
          canGoForward={month < thisMonth}
          onPrevious={() => setMonth((m) => addMonths(m, -1))}
          onNext={() => setMonth((m) => addMonths(m, 1))}
        />
      </div>
    </section>
  );
}

import type { PracticeSummary } from '@yoga/contracts';
import { useLocale } from '@yoga/i18n';
import styles from './practice.module.css';

/** The practice figures: the current, longest and weekly streaks and the total days (nothing before they load). */
export function PracticeFigures({ data }: { data: PracticeSummary | undefined }) {
  const { t } = useLocale();
  const figures = data
    ? [
        {
          key: 'current',
          label: t('user.practice.current'),
          value: data.current_streak,
          unit: t('user.practice.daysUnit', { count: data.current_streak }),
        },
        {
          key: 'longest',
          label: t('user.practice.longest'),
          value: data.longest_streak,
          unit: t('user.practice.daysUnit', { count: data.longest_streak }),
        },
        {
          key: 'weekly',
          label: t('user.practice.weekly', { target: data.weekly_target }),
          value: data.weekly_streak,
          unit: t('user.practice.weeksUnit', { count: data.weekly_streak }),
        },
        {
          key: 'total',
          label: t('user.practice.total'),
          value: data.total_days,
          unit: t('user.practice.daysUnit', { count: data.total_days }),
        },
      ]
    : [];

  return (
    <dl className={styles.figures}>
      {figures.map((f) => (
        <div key={f.key} className={styles.figure} data-testid={`practice-${f.key}`}>
          <dt>{f.label}</dt>
          <dd>
            {f.value}
            <span className={styles.figureUnit}>{f.unit}</span>
          </dd>
        </div>
      ))}
    </dl>
  );
}

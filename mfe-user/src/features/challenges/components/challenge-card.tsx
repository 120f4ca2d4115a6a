import { useState } from 'react';
import { usePanelApp } from '@yoga/ui';
import { errorMessage } from '@yoga/api-client';
import {
  addIstDays,
  CHALLENGE_CITY_MAX_LENGTH,
  formatIstDate,
  istToday,
  type ChallengeListItem,
} from '@yoga/contracts';
import { formatDateRange, useLocale } from '@yoga/i18n';
import { saveDownloadedFile } from '@yoga/ui';
import {
  useChallengeCertificateMutation,
  useChallengeLeaderboardQuery,
  useChallengeProgressQuery,
  useJoinChallengeMutation,
  useSetChallengeLeaderboardMutation,
} from '../challenges.api';
import plain from '../../../shared/plain.module.css';
import styles from './challenges.module.css';

/** One challenge: what it asks, joining (with the leaderboard choice), then the student's progress. */
export function ChallengeCard({ challenge: c }: { challenge: ChallengeListItem }) {
  const { t, locale } = useLocale();
  const { message } = usePanelApp();
  const today = istToday();
  const dateLocale = locale === 'hi' ? 'hi-IN' : 'en-IN';
  const [onBoard, setOnBoard] = useState(false);
  const [city, setCity] = useState('');
  const [join, joining] = useJoinChallengeMutation();
  const joinable = !c.joined && today <= c.join_until;
  const full = c.places !== null && c.joined_count >= c.places;

  const onJoin = async () => {
    try {
      await join({ id: c.id, leaderboard: onBoard, city: city.trim() || null }).unwrap();
      void message.success(t('user.challenges.joined'));
    } catch (failure) {
      void message.error(errorMessage(failure) ?? t('user.tryAgain'));
    }
  };

  return (
    <article className={styles.card} aria-labelledby={`challenge-${c.id}`} data-testid="challenge">
      <h2 id={`challenge-${c.id}`} className={`${plain.heading} ${styles.name}`}>
        {c.name[locale === 'hi' ? 'hi' : 'en']}
      </h2>
      <p className={styles.meta}>
        {formatDateRange(c.starts_on, c.ends_on, locale)}
        {' · '}
        {c.min_days === c.days
          ? t('user.challenges.ruleEveryDay', { days: c.days })
          : t('user.challenges.rule', { min: c.min_days, days: c.days })}
        {c.places !== null ? (
          <>
            {' · '}
            {t('user.challenges.placesLeft', { count: Math.max(0, c.places - c.joined_count) })}
          </>
        ) : null}
      </p>
      {c.description ? (
        <p className={plain.paragraph}>{c.description[locale === 'hi' ? 'hi' : 'en']}</p>
      ) : null}
      {c.joined ? (
        <JoinedView challenge={c} />
      ) : joinable && !full ? (
        <div className={styles.join}>
          <label className={plain.check}>
            <input
              type="checkbox"
              checked={onBoard}
              onChange={(e) => setOnBoard(e.target.checked)}
            />
            <span>{t('user.challenges.leaderboardOptIn')}</span>
          </label>
          {onBoard ? (
            <input
              type="text"
              className={`${plain.input} ${styles.city}`}
              aria-label={t('user.challenges.city')}
              placeholder={t('user.challenges.city')}
              maxLength={CHALLENGE_CITY_MAX_LENGTH}
              value={city}
              onChange={(e) => setCity(e.target.value)}
            />
          ) : null}
          <button
            type="button"
            className={`${plain.button} ${plain.primary}`}
            aria-busy={joining.isLoading || undefined}
            onClick={() => void onJoin()}
          >
            {joining.isLoading ? <span className={plain.busy} aria-hidden="true" /> : null}
            {t('user.challenges.join')}
          </button>
          <span className={plain.muted}>
            {t('user.challenges.joinUntil', { date: formatIstDate(c.join_until, dateLocale) })}
          </span>
        </div>
      ) : (
        <span className={plain.tag}>
          {full && joinable ? t('user.challenges.full') : t('user.challenges.closed')}
        </span>
      )}
    </article>
  );
}

/** The joined student's view: the challenge's days one by one, the numbers, leaderboard, certificate. */
function JoinedView({ challenge: c }: { challenge: ChallengeListItem }) {
  const { t, locale } = useLocale();
  const { message } = usePanelApp();
  const today = istToday();
  const { data: progress } = useChallengeProgressQuery(c.id);
  const { data: board } = useChallengeLeaderboardQuery(c.id);
  const [setBoard, settingBoard] = useSetChallengeLeaderboardMutation();
  const [fetchCertificate, certificate] = useChallengeCertificateMutation();
  if (!progress) return null;
  const practised = new Set(progress.days);
  const days = Array.from({ length: c.days }, (_, i) => addIstDays(c.starts_on, i));

  const toggleBoard = async (on: boolean) => {
    try {
      await setBoard({ id: c.id, leaderboard: on }).unwrap();
    } catch (failure) {
      void message.error(errorMessage(failure) ?? t('user.tryAgain'));
    }
  };
  const download = async () => {
    try {
      const file = await fetchCertificate({ id: c.id, lang: locale }).unwrap();
      saveDownloadedFile(file, `certificate-${c.id}.pdf`);
    } catch (failure) {
      void message.error(errorMessage(failure) ?? t('user.tryAgain'));
    }
  };

  return (
    <div>
      <p className={styles.numbers} data-testid="challenge-progress">
        {t('user.challenges.progress', {
          practised: progress.days_practised,
          min: progress.min_days,
        })}
        {' · '}
        {progress.finished
          ? t('user.challenges.finished')
          : t('user.challenges.daysLeft', { count: progress.days_left })}
      </p>
      <ol className={styles.days} aria-label={t('user.challenges.dayByDay')}>
        {days.map((d, i) => {
          const state = practised.has(d)
            ? 'done'
            : d < today
              ? 'missed'
              : d === today
                ? 'today'
                : 'ahead';
          return (
            <li
              key={d}
              className={`${styles.day} ${styles[state]}`}
              data-state={state}
              aria-label={`${t('user.challenges.day', { n: i + 1 })}: ${t(`user.challenges.state.${state}`)}`}
            >
              {i + 1}
            </li>
          );
        })}
      </ol>
      {progress.finished && progress.completed ? (
        <button
          type="button"
          className={`${plain.button} ${plain.primary}`}
          aria-busy={certificate.isLoading || undefined}
          onClick={() => void download()}
        >
          {certificate.isLoading ? <span className={plain.busy} aria-hidden="true" /> : null}
          {t('user.challenges.certificate')}
        </button>
      ) : null}
      <section className={styles.board} aria-labelledby={`board-${c.id}`}>
        <h3 id={`board-${c.id}`} className={styles.boardTitle}>
          {t('user.challenges.leaderboard')}
        </h3>
        <label className={plain.check}>
          <input
            type="checkbox"
            checked={progress.on_leaderboard}
            disabled={settingBoard.isLoading}
            onChange={(e) => void toggleBoard(e.target.checked)}
          />
          <span>{t('user.challenges.leaderboardOptIn')}</span>
        </label>
        {board?.length ? (
          <ol className={styles.boardList}>
            {board.map((row, i) => (
              <li key={`${row.name}-${i}`}>
                {row.name}: {t('user.challenges.boardDays', { count: row.days_practised })}
              </li>
            ))}
          </ol>
        ) : (
          <p className={`${plain.paragraph} ${plain.muted}`}>{t('user.challenges.boardEmpty')}</p>
        )}
      </section>
    </div>
  );
}

import { useState } from 'react';
import { errorMessage } from '@yoga/api-client';
import type { HealthQuestionnaireAnswers, JoinRoom } from '@yoga/contracts';
import { useLocale } from '@yoga/i18n';
import { useJoinClassMutation } from '../bookings.api';
import { useHealthCheckStatusQuery, useSaveHealthCheckMutation } from '../health-check.api';
import { joinHint, joinState } from '../join-window';
import { deferred, usePanelApp } from '@yoga/ui';
import plain from '../../../shared/plain.module.css';
import styles from './booking-list.module.css';
import '../i18n';

// The health check's code (Modal, Form, Checkbox, Radio…) loads when she first presses Join.
const HealthCheckModal = deferred(() =>
  import('./health-check-modal').then((m) => m.HealthCheckModal),
);

interface JoinButtonProps {
  classId: number;
  date: string;
  time: string;
  now: Date;
  /** False when the student's trial or plan has ended; undefined while unknown. */
  entitled: boolean | undefined;
  /** Why joining is closed to this student (the API's 403 text). */
  blockedReason: string | undefined;
}

/**
 * Join: enabled inside the class's join window for an entitled student. The link comes from
 * POST /classes/:id/join (which records attendance) and opens in a new tab. The tab is opened on the
 * click itself, so popup blockers let it through, and pointed at the link once the API answers.
 * Before the first class, and once a year, the health questionnaire comes first (issue 37): her last
 * click in it opens the tab, saves her answers and joins. It never stops her: if the check cannot be
 * read or saved, Join goes on.
 */
export function JoinButton({ classId, date, time, now, entitled, blockedReason }: JoinButtonProps) {
  const { message } = usePanelApp();
  const [join, { isLoading }] = useJoinClassMutation();
  const healthCheck = useHealthCheckStatusQuery();
  const [saveHealthCheck] = useSaveHealthCheckMutation();
  const [asking, setAsking] = useState(false);
  const [problem, setProblem] = useState<string>();
  const [room, setRoom] = useState<JoinRoom>();
  const { t, locale } = useLocale();
  const state = joinState(date, time, now);
  if (!state) return null;
  const blocked = entitled === false;
  const hint = blocked ? blockedReason : joinHint(state, t, locale);

  const onJoin = async (answers?: HealthQuestionnaireAnswers) => {
    setProblem(undefined);
    setAsking(false);
    const tab = window.open('', '_blank');
    if (answers)
      try {
        await saveHealthCheck(answers).unwrap();
      } catch (error) {
        // Her answers are asked again next time; the class goes on.
        message.error(errorMessage(error) ?? t('user.healthCheck.saveFailed'));
      }
    try {
      const answer = await join(classId).unwrap();
      const { url } = answer;
      // Issue 33: where the link puts her (the overflow, or a webinar), said before she is in it.
      setRoom(answer.room);
      if (tab) {
        tab.opener = null;
        tab.location.href = url;
      } else {
        window.location.assign(url);
      }
    } catch (error) {
      tab?.close();
      const text = errorMessage(error) ?? t('user.join.failed');
      setProblem(text);
      message.error(text);
    }
  };

  return (
    <div className={styles.join}>
      <button
        type="button"
        className={`${plain.button} ${plain.primary}`}
        onClick={() => (healthCheck.data?.due ? setAsking(true) : void onJoin())}
        aria-busy={isLoading || undefined}
        disabled={blocked || state.kind !== 'open'}
      >
        {isLoading ? <span className={plain.busy} aria-hidden="true" /> : null}
        {t('user.join.button')}
      </button>
      {hint ? (
        <span className={plain.muted} data-testid="join-hint">
          {hint}
        </span>
      ) : null}
      {room && (room.overflow || room.kind === 'webinar') ? (
        <span role="status" data-testid="join-room" className={styles.room}>
          {t(
            room.overflow
              ? room.kind === 'webinar'
                ? 'user.join.overflow.webinar'
                : 'user.join.overflow.meeting'
              : 'user.join.webinar',
          )}
          {room.overflow ? (
            <span className={`${plain.muted} ${styles.block}`}>{t('user.join.overflow.why')}</span>
          ) : null}
        </span>
      ) : null}
      {problem ? (
        <span className={plain.danger} role="alert" data-testid="join-problem">
          {problem}
        </span>
      ) : null}
      {asking ? (
        <HealthCheckModal
          renewal={healthCheck.data?.answered_at != null}
          onFinish={(answers) => void onJoin(answers)}
          onCancel={() => setAsking(false)}
        />
      ) : null}
    </div>
  );
}

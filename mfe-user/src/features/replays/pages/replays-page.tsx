import { useState } from 'react';
import { errorMessage } from '@yoga/api-client';
import { titleIn, type Replay, type ReplayPlayback } from '@yoga/contracts';
import { formatNumber, useCatalog, useLocale, useTimePair } from '@yoga/i18n';
import { deferred, Notice, PageSpinner } from '@yoga/ui';
import { formatBookingDate } from '../../../shared/booking-time';
import plain from '../../../shared/plain.module.css';
import { replaysCatalog } from '../i18n';
import { listCosts } from '../replay-choice';
import { usePlayReplayMutation, useReplaysQuery } from '../replays.api';

/**
 * The player (its choices, cast button and antd parts) loads when she first presses Watch: the list of
 * replays itself is plain elements (issue 38: every student page within 250 KB of JavaScript).
 */
const ReplayPlayer = deferred(() =>
  import('../components/replay-player').then((m) => m.ReplayPlayer),
);

/** /user/replays: the recorded classes of the last days, played in the page (entitled students). */
export default function ReplaysPage() {
  useCatalog(replaysCatalog);
  const { t, locale } = useLocale();
  const { classTime } = useTimePair();
  const { data, error, isLoading } = useReplaysQuery();
  const [play, playing] = usePlayReplayMutation();
  const [current, setCurrent] = useState<{ replay: Replay; playback: ReplayPlayback } | null>(null);
  const [playError, setPlayError] = useState<string | null>(null);

  const watch = async (replay: Replay) => {
    setPlayError(null);
    try {
      setCurrent({ replay, playback: await play(replay.class_id).unwrap() });
    } catch (e) {
      setCurrent(null);
      setPlayError(errorMessage(e) ?? t('user.tryAgain'));
    }
  };

  return (
    <div className={plain.stack}>
      <h1 className={plain.title}>{t('user.replays.title')}</h1>
      <p className={plain.text}>{t('user.replays.intro')}</p>
      {error ? <Notice type="error" title={errorMessage(error) ?? t('user.tryAgain')} /> : null}
      {playError ? <Notice type="error" title={playError} /> : null}
      {current ? (
        <ReplayPlayer
          replay={current.replay}
          playback={current.playback}
          onClose={() => setCurrent(null)}
        />
      ) : null}
      {isLoading ? <PageSpinner /> : null}
      {data && !data.length ? <p className={plain.empty}>{t('user.replays.none')}</p> : null}
      <div className={plain.list} role="list" aria-label={t('user.replays.title')}>
        {data?.map((r) => {
          const busy = playing.isLoading && playing.originalArgs === r.class_id;
          return (
            <div key={r.class_id} className={plain.cardSmall} role="listitem" data-testid="replay">
              <div className={plain.row}>
                <div>
                  <span className={plain.strong}>{titleIn(r, locale)}</span>
                  <br />
                  <span className={plain.muted}>
                    {t('user.replays.when', {
                      date: formatBookingDate(r.date, locale),
                      time: classTime(r.date, r.time),
                      minutes: r.duration_minutes,
                    })}
                  </span>
                  <Costs replay={r} />
                </div>
                <button
                  type="button"
                  className={`${plain.button} ${plain.primary}`}
                  aria-busy={busy || undefined}
                  onClick={() => {
                    if (!busy) void watch(r);
                  }}
                  aria-label={t('user.replays.watchClass', { title: r.title })}
                >
                  {busy ? <span className={plain.busy} aria-hidden="true" /> : null}
                  {t('user.replays.watch')}
                </button>
              </div>
            </div>
          );
        })}
      </div>
    </div>
  );
}

/** What the class costs in data, before Play (issue 37): audio only, and video at most. */
function Costs({ replay }: { replay: Replay }) {
  const { t, locale } = useLocale();
  const { audio, video } = listCosts(replay);
  if (audio === null) return null;
  const mb = (n: number) => formatNumber(n, locale, 0);
  return (
    <>
      <br />
      <span className={plain.muted} data-testid="replay-costs">
        {video === null
          ? t('user.replays.hls.costsAudio', { audio: mb(audio) })
          : t('user.replays.hls.costs', { audio: mb(audio), video: mb(video) })}
      </span>
    </>
  );
}

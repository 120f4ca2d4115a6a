import { useState } from 'react';
import { Alert, Button, Card, Empty, Flex, Spin, Typography } from 'antd';
import { errorMessage } from '@yoga/api-client';
import { titleIn, type Replay, type ReplayPlayback } from '@yoga/contracts';
import { formatNumber, useCatalog, useLocale, useTimePair } from '@yoga/i18n';
import { formatBookingDate } from '../../../shared/booking-time';
import { ReplayPlayer } from '../components/replay-player';
import { replaysCatalog } from '../i18n';
import { listCosts } from '../replay-choice';
import { usePlayReplayMutation, useReplaysQuery } from '../replays.api';

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
    <Flex vertical gap={16}>
      <Typography.Title level={1} style={{ margin: 0 }}>
        {t('user.replays.title')}
      </Typography.Title>
      <Typography.Paragraph style={{ margin: 0 }}>{t('user.replays.intro')}</Typography.Paragraph>
      {error ? (
        <Alert type="error" showIcon title={errorMessage(error) ?? t('user.tryAgain')} />
      ) : null}
      {playError ? <Alert type="error" showIcon title={playError} /> : null}
      {current ? (
        <ReplayPlayer
          replay={current.replay}
          playback={current.playback}
          onClose={() => setCurrent(null)}
        />
      ) : null}
      {isLoading ? <Spin /> : null}
      {data && !data.length ? <Empty description={t('user.replays.none')} /> : null}
      <Flex vertical gap={8} role="list" aria-label={t('user.replays.title')}>
        {data?.map((r) => (
          <Card key={r.class_id} size="small" role="listitem" data-testid="replay">
            <Flex justify="space-between" align="center" gap={8} wrap>
              <div>
                <Typography.Text strong>{titleIn(r, locale)}</Typography.Text>
                <br />
                <Typography.Text type="secondary">
                  {t('user.replays.when', {
                    date: formatBookingDate(r.date, locale),
                    time: classTime(r.date, r.time),
                    minutes: r.duration_minutes,
                  })}
                </Typography.Text>
                <Costs replay={r} />
              </div>
              <Button
                type="primary"
                loading={playing.isLoading && playing.originalArgs === r.class_id}
                onClick={() => void watch(r)}
                aria-label={t('user.replays.watchClass', { title: r.title })}
              >
                {t('user.replays.watch')}
              </Button>
            </Flex>
          </Card>
        ))}
      </Flex>
    </Flex>
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
      <Typography.Text type="secondary" data-testid="replay-costs">
        {video === null
          ? t('user.replays.hls.costsAudio', { audio: mb(audio) })
          : t('user.replays.hls.costs', { audio: mb(audio), video: mb(video) })}
      </Typography.Text>
    </>
  );
}

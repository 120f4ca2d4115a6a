import { useCallback, useMemo, useState } from 'react';
import { Flex, Radio, Typography } from 'antd';
import { titleIn, type HlsReplayPlayback, type Replay } from '@yoga/contracts';
import { formatNumber, useLocale, useLowData } from '@yoga/i18n';
import {
  initialChoice,
  replayChoices,
  type ReplayChoice,
  type ReplayChoiceId,
} from '../replay-choice';
import { useHlsAttach } from './use-hls-attach';

/**
 * A transcoded replay (issue 37): the choices with what the whole class costs in MB (Auto by her measured
 * bandwidth, each height, and Low data: audio only with the class's title card), and the player of the
 * chosen one. Low data on: she starts with audio only.
 */
export function HlsPlayer({
  replay,
  playback,
  onMedia,
}: {
  replay: Replay;
  playback: HlsReplayPlayback;
  /** The video element (for the cast button), or null while audio only plays. */
  onMedia: (video: HTMLVideoElement | null) => void;
}) {
  const { t, locale } = useLocale();
  const title = titleIn(replay, locale);
  const lowData = useLowData();
  const choices = useMemo(
    () => replayChoices(playback, replay.duration_minutes),
    [playback, replay.duration_minutes],
  );
  const [choiceId, setChoiceId] = useState<ReplayChoiceId>(() => initialChoice(choices, lowData));
  const choice = choices.find((c) => c.id === choiceId) ?? choices[0];
  const [media, setMedia] = useState<HTMLMediaElement | null>(null);
  const videoRef = useCallback(
    (el: HTMLVideoElement | null) => {
      setMedia(el);
      onMedia(el);
    },
    [onMedia],
  );
  const audioRef = useCallback(
    (el: HTMLAudioElement | null) => {
      setMedia(el);
      if (el) onMedia(null);
    },
    [onMedia],
  );

  useHlsAttach(media, choice, lowData, playback);

  const label = (c: ReplayChoice) => {
    const mb = formatNumber(c.mb, locale, 0);
    if (c.kind === 'auto') return t('user.replays.hls.auto', { mb });
    if (c.kind === 'audio') return t('user.replays.hls.audio', { mb });
    return t('user.replays.hls.height', { height: c.height ?? 0, mb });
  };

  const mediaStyle = { width: '100%', maxHeight: '70vh', borderRadius: 8 } as const;
  return (
    <Flex vertical gap={8}>
      {choice?.kind === 'audio' ? (
        <>
          <div
            data-testid="replay-title-card"
            style={{
              background: 'linear-gradient(135deg, #2f5d50, #6b8f71)',
              color: '#fff',
              borderRadius: 8,
              padding: '32px 24px',
              minHeight: 160,
              display: 'flex',
              flexDirection: 'column',
              justifyContent: 'center',
              gap: 8,
            }}
          >
            <span style={{ fontSize: 28, fontWeight: 600, lineHeight: 1.2 }}>{title}</span>
            {replay.instructor ? <span style={{ fontSize: 18 }}>{replay.instructor}</span> : null}
            <span style={{ fontSize: 16 }}>{t('user.replays.hls.card')}</span>
          </div>
          <audio
            key="audio"
            ref={audioRef}
            controls
            aria-label={t('user.replays.hls.audioPlayer', { title })}
            style={{ width: '100%' }}
          />
        </>
      ) : (
        <video
          key="video"
          ref={videoRef}
          controls
          playsInline
          controlsList="nodownload"
          aria-label={t('user.replays.player', { title })}
          style={{ ...mediaStyle, background: '#000' }}
        />
      )}
      <Typography.Text strong id="replay-choice-label">
        {t('user.replays.hls.choice')}
      </Typography.Text>
      <Radio.Group
        aria-labelledby="replay-choice-label"
        value={choice?.id}
        onChange={(e) => setChoiceId(e.target.value as ReplayChoiceId)}
        data-testid="replay-choices"
      >
        <Flex vertical gap={4}>
          {choices.map((c) => (
            <Radio key={c.id} value={c.id}>
              {label(c)}
            </Radio>
          ))}
        </Flex>
      </Radio.Group>
    </Flex>
  );
}

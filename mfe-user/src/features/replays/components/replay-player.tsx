import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Flex, Typography } from 'antd';
import { isHlsPlayback, titleIn, type Replay, type ReplayPlayback } from '@yoga/contracts';
import { formatNumber, useLocale, useLowData } from '@yoga/i18n';
import { CastButton } from './cast-button';
import { HlsPlayer } from './hls-player';

/**
 * The bytes of the recording at `url`, from a one-byte range request (`Content-Range: bytes 0-0/<total>`),
 * or null when the server does not say.
 */
export async function recordingBytes(url: string): Promise<number | null> {
  try {
    const res = await fetch(url, { headers: { Range: 'bytes=0-0' } });
    const total = /\/(\d+)$/.exec(res.headers.get('Content-Range') ?? '')?.[1];
    void res.body?.cancel();
    return total ? Number(total) : null;
  } catch {
    return null;
  }
}

/** What watching the recording costs: whole megabytes, rounded up. */
function useRecordingMegabytes(url: string | null): number | null {
  const [mb, setMb] = useState<number | null>(null);
  useEffect(() => {
    setMb(null);
    if (!url) return;
    let live = true;
    void recordingBytes(url).then((bytes) => {
      if (live && bytes) setMb(Math.max(1, Math.ceil(bytes / 1_000_000)));
    });
    return () => {
      live = false;
    };
  }, [url]);
  return mb;
}

/**
 * The replay in the page: its HLS renditions with the choices and their MB (issue 37: `HlsPlayer`), or,
 * not transcoded, a `<video>` on the MP4's short-lived signed address (the browser asks for byte ranges as
 * the student seeks; it says what watching costs in MB), or the admin's link opened in a new tab. In low
 * data it loads nothing before play.
 */
export function ReplayPlayer({
  replay,
  playback,
  onClose,
}: {
  replay: Replay;
  playback: ReplayPlayback;
  onClose: () => void;
}) {
  const { t, locale } = useLocale();
  const title = titleIn(replay, locale);
  const video = useRef<HTMLVideoElement | null>(null);
  // The element itself too, for the cast button (it watches the element once it exists).
  const [videoElement, setVideoElement] = useState<HTMLVideoElement | null>(null);
  const lowData = useLowData();
  const mb = useRecordingMegabytes(playback.kind === 'file' ? playback.url : null);
  useEffect(() => {
    video.current?.focus();
  }, [playback.url]);
  return (
    <Flex vertical gap={8} data-testid="replay-player">
      <Typography.Title level={2} style={{ margin: 0 }}>
        {title}
      </Typography.Title>
      {isHlsPlayback(playback) ? (
        <HlsPlayer replay={replay} playback={playback} onMedia={setVideoElement} />
      ) : playback.kind === 'file' ? (
        <video
          ref={(el) => {
            video.current = el;
            setVideoElement(el);
          }}
          src={playback.url}
          controls
          playsInline
          preload={lowData ? 'none' : 'metadata'}
          controlsList="nodownload"
          aria-label={t('user.replays.player', { title })}
          style={{ width: '100%', maxHeight: '70vh', background: '#000', borderRadius: 8 }}
        />
      ) : (
        <Alert
          type="info"
          showIcon
          title={
            <a href={playback.url} target="_blank" rel="noopener noreferrer">
              {t('user.replays.openLink')}
            </a>
          }
        />
      )}
      {playback.kind !== 'link' ? <CastButton video={videoElement} /> : null}
      {mb !== null ? (
        <Typography.Text data-testid="replay-size">
          {t('user.replays.size', { mb: formatNumber(mb, locale, 0) })}
        </Typography.Text>
      ) : null}
      {lowData && playback.kind === 'file' ? (
        <Typography.Text type="secondary">{t('user.replays.lowData')}</Typography.Text>
      ) : null}
      <Button onClick={onClose} style={{ alignSelf: 'flex-start' }}>
        {t('user.replays.close')}
      </Button>
    </Flex>
  );
}

import { useEffect, useRef } from 'react';
import { Alert, Button, Flex, Typography } from 'antd';
import type { Replay, ReplayPlayback } from '@yoga/contracts';
import { useLocale } from '@yoga/i18n';

/**
 * The replay in the page: a `<video>` on the short-lived signed address (the browser asks for byte
 * ranges as the student seeks), or the admin's link opened in a new tab.
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
  const { t } = useLocale();
  const video = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    video.current?.focus();
  }, [playback.url]);
  return (
    <Flex vertical gap={8} data-testid="replay-player">
      <Typography.Title level={2} style={{ margin: 0 }}>
        {replay.title}
      </Typography.Title>
      {playback.kind === 'file' ? (
        <video
          ref={video}
          src={playback.url}
          controls
          playsInline
          preload="metadata"
          controlsList="nodownload"
          aria-label={t('user.replays.player', { title: replay.title })}
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
      <Button onClick={onClose} style={{ alignSelf: 'flex-start' }}>
        {t('user.replays.close')}
      </Button>
    </Flex>
  );
}

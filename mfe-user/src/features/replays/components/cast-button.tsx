import { useEffect, useState } from 'react';
import { Button, Typography } from 'antd';
import { useLocale } from '@yoga/i18n';

/** The Remote Playback API (W3C) on a media element: Chromecast from Chrome on Android, AirPlay from Safari. */
interface RemotePlayback extends EventTarget {
  readonly state: 'connecting' | 'connected' | 'disconnected';
  watchAvailability(callback: (available: boolean) => void): Promise<number>;
  cancelWatchAvailability(id?: number): Promise<void>;
  prompt(): Promise<void>;
}

/** The element's `remote`, or null where the browser has no Remote Playback API. */
export function remoteOf(video: HTMLVideoElement | null): RemotePlayback | null {
  const remote = (video as (HTMLVideoElement & { remote?: RemotePlayback }) | null)?.remote;
  return remote && typeof remote.prompt === 'function' ? remote : null;
}

/**
 * Whether a cast device can be offered for this video: false without the API or while the browser sees no
 * device; true when it sees one, or when it cannot watch for devices (NotSupportedError: the button then
 * opens the browser's own chooser, which says so when there is nothing to cast to).
 */
export function useCastAvailable(video: HTMLVideoElement | null): boolean {
  const [available, setAvailable] = useState(false);
  useEffect(() => {
    setAvailable(false);
    const remote = remoteOf(video);
    if (!remote) return;
    let live = true;
    let watchId: number | undefined;
    remote
      .watchAvailability((yes) => live && setAvailable(yes))
      .then((id) => {
        watchId = id;
        if (!live) void remote.cancelWatchAvailability(id).catch(() => undefined);
      })
      .catch((error: unknown) => {
        if (live && (error as Error | null)?.name === 'NotSupportedError') setAvailable(true);
      });
    return () => {
      live = false;
      if (watchId !== undefined)
        void remote.cancelWatchAvailability(watchId).catch(() => undefined);
    };
  }, [video]);
  return available;
}

/**
 * "Cast to TV" (issue 37): the replay plays on the living-room TV through the browser's Remote Playback
 * API, with no third-party script. Hidden (not disabled, not broken) where casting is not available.
 */
export function CastButton({ video }: { video: HTMLVideoElement | null }) {
  const { t } = useLocale();
  const available = useCastAvailable(video);
  const [failed, setFailed] = useState(false);
  if (!available) return null;
  const cast = () => {
    setFailed(false);
    // NotAllowedError: she closed the chooser; anything else: the cast did not start.
    remoteOf(video)
      ?.prompt()
      .catch((error: unknown) => {
        if ((error as Error | null)?.name !== 'NotAllowedError') setFailed(true);
      });
  };
  return (
    <>
      <Button onClick={cast} data-testid="cast-button" style={{ alignSelf: 'flex-start' }}>
        {t('user.replays.cast')}
      </Button>
      {failed ? (
        <Typography.Text type="danger" role="alert">
          {t('user.replays.castFailed')}
        </Typography.Text>
      ) : null}
    </>
  );
}

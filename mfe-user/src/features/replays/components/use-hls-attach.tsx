import { useEffect, useRef } from 'react';
import type { HlsReplayPlayback } from '@yoga/contracts';
import {
  browserHlsEngine,
  measuredDownlink,
  startLevel,
  videoBitrates,
  type ReplayChoice,
} from '../replay-choice';

interface Attach {
  url: string;
  lowData: boolean;
  startLevel: number;
  /** Where to start (seconds): the position of the choice she left. */
  position: number;
  /** She was playing: go on playing after a change of choice. */
  resume: boolean;
}

/**
 * Plays `url` (an HLS playlist: the master, one height's, or the audio-only one) in `media`: as the
 * element's own `src` wherever the browser plays HLS (Safari, Chrome on Android: the Remote Playback API
 * can then cast it), else through hls.js (`browserHlsEngine`), loaded only now as a chunk of its own (never
 * with the page: the panel's JavaScript budget). In low data nothing but the playlist is fetched before
 * she presses play. Returns the cleanup.
 */
async function attach(media: HTMLMediaElement, a: Attach): Promise<() => void> {
  const resume = () => {
    if (a.resume) void media.play().catch(() => undefined);
  };
  const native = () => {
    media.preload = a.lowData ? 'none' : 'metadata';
    media.src = a.url;
    if (a.position)
      media.addEventListener('loadedmetadata', () => (media.currentTime = a.position), {
        once: true,
      });
    resume();
    return () => {
      media.removeAttribute('src');
      media.load();
    };
  };
  if (browserHlsEngine(media) === 'native') return native();
  const { default: Hls } = await import(/* webpackChunkName: "hls" */ 'hls.js/light');
  if (!Hls.isSupported()) return native();
  const hls = new Hls({
    startLevel: a.startLevel,
    startPosition: a.position || -1,
    capLevelToPlayerSize: true,
    autoStartLoad: !a.lowData || a.resume,
  });
  if (a.lowData && !a.resume) media.addEventListener('play', () => hls.startLoad(), { once: true });
  hls.loadSource(a.url);
  hls.attachMedia(media);
  resume();
  return () => hls.destroy();
}

/**
 * Keeps the chosen playlist attached to the media element: on a change of choice (or of element) she
 * goes on from where she was, playing if she was playing.
 */
export function useHlsAttach(
  media: HTMLMediaElement | null,
  choice: ReplayChoice | undefined,
  lowData: boolean,
  playback: HlsReplayPlayback,
): void {
  const position = useRef({ at: 0, playing: false });
  useEffect(() => {
    if (!media || !choice) return;
    let cleanup: (() => void) | undefined;
    let live = true;
    const keep = () => {
      position.current = { at: media.currentTime, playing: !media.paused };
    };
    const { at, playing } = position.current;
    void attach(media, {
      url: choice.url,
      lowData,
      startLevel:
        choice.kind === 'auto'
          ? startLevel(videoBitrates(playback.renditions), measuredDownlink())
          : -1,
      position: at,
      resume: playing,
    }).then((done) => {
      if (live) cleanup = done;
      else done();
    });
    media.addEventListener('timeupdate', keep);
    media.addEventListener('pause', keep);
    media.addEventListener('play', keep);
    return () => {
      live = false;
      keep();
      media.removeEventListener('timeupdate', keep);
      media.removeEventListener('pause', keep);
      media.removeEventListener('play', keep);
      cleanup?.();
    };
    // The element and the chosen playlist; low data counts only for the first load.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [media, choice?.url]);
}

import {
  replayMegabytes,
  type HlsReplayPlayback,
  type Replay,
  type ReplayRendition,
} from '@yoga/contracts';

/**
 * What the student can choose to watch a transcoded replay with (issue 37): `auto` (the master playlist:
 * the player starts at a height that fits her measured bandwidth and adapts), one height, or `audio` (the
 * "Low data" choice: the audio-only rendition with the class's title card). Each with what the whole class
 * costs in MB (`mb_per_hour × duration`).
 */
export type ReplayChoiceId = 'auto' | 'audio' | `v${number}`;

export interface ReplayChoice {
  id: ReplayChoiceId;
  kind: 'auto' | 'video' | 'audio';
  height?: number;
  /** Megabytes of the whole class (for `auto`: at most, the largest height). */
  mb: number;
  /** The playlist to load. */
  url: string;
}

const videos = (renditions: readonly ReplayRendition[]) =>
  renditions.filter((r) => r.kind === 'video').sort((a, b) => (b.height ?? 0) - (a.height ?? 0));

/** The choices of a transcoded replay: Auto, each height (largest first), then Low data (audio only). */
export function replayChoices(playback: HlsReplayPlayback, minutes: number): ReplayChoice[] {
  const video = videos(playback.renditions) as HlsReplayPlayback['renditions'];
  const audio = playback.renditions.find((r) => r.kind === 'audio');
  const choices: ReplayChoice[] = [];
  if (video.length)
    choices.push({
      id: 'auto',
      kind: 'auto',
      mb: replayMegabytes(video[0], minutes),
      url: playback.hls_url,
    });
  for (const r of video)
    choices.push({
      id: `v${r.height ?? 0}`,
      kind: 'video',
      height: r.height,
      mb: replayMegabytes(r, minutes),
      url: r.url,
    });
  if (audio)
    choices.push({
      id: 'audio',
      kind: 'audio',
      mb: replayMegabytes(audio, minutes),
      url: audio.url,
    });
  return choices;
}

/** The choice a replay opens with: Low data on (the profile or the browser's data saver) → audio only. */
export function initialChoice(choices: readonly ReplayChoice[], lowData: boolean): ReplayChoiceId {
  const audio = choices.find((c) => c.kind === 'audio');
  if (lowData && audio) return audio.id;
  return choices[0]?.id ?? 'audio';
}

/**
 * hls.js's start level for the measured bandwidth (`navigator.connection.downlink`, Mbps): the largest
 * video rendition (by `bitrates`, hls.js's levels, ascending) within 70 % of it; the smallest when none
 * fits; -1 (hls.js measures the first segment itself) when the browser does not say.
 */
export function startLevel(bitrates: readonly number[], downlinkMbps: number | undefined): number {
  if (!bitrates.length || !downlinkMbps || !Number.isFinite(downlinkMbps)) return -1;
  const budget = downlinkMbps * 1_000_000 * 0.7;
  let level = 0;
  bitrates.forEach((b, i) => {
    if (b <= budget) level = i;
  });
  return level;
}

/** The video renditions' bandwidths ascending: hls.js's level order for a master playlist. */
export function videoBitrates(renditions: readonly ReplayRendition[]): number[] {
  return renditions
    .filter((r) => r.kind === 'video')
    .map((r) => r.bandwidth)
    .sort((a, b) => a - b);
}

/** The MB a replay in the list costs: audio only and the largest video (null: not transcoded). */
export function listCosts(replay: Pick<Replay, 'renditions' | 'duration_minutes'>): {
  audio: number | null;
  video: number | null;
} {
  const audio = replay.renditions.find((r) => r.kind === 'audio');
  const video = videos(replay.renditions)[0];
  return {
    audio: audio ? replayMegabytes(audio, replay.duration_minutes) : null,
    video: video ? replayMegabytes(video, replay.duration_minutes) : null,
  };
}

/**
 * Who plays the playlist: the element itself wherever the browser plays HLS (Safari on macOS and iOS,
 * Chrome on Android, recent Chrome: `canPlayType('application/vnd.apple.mpegurl')` not empty), so that the
 * Remote Playback API (Chromecast, AirPlay) can cast the replay, which it cannot from a Media Source; hls.js
 * (Media Source) only where the browser cannot, loaded then as a chunk of its own.
 */
export function hlsEngine(env: { canPlayNative: boolean }): 'native' | 'hls.js' {
  return env.canPlayNative ? 'native' : 'hls.js';
}

/** `hlsEngine` for this element. */
export function browserHlsEngine(
  media: Pick<HTMLMediaElement, 'canPlayType'>,
): 'native' | 'hls.js' {
  return hlsEngine({ canPlayNative: media.canPlayType('application/vnd.apple.mpegurl') !== '' });
}

/** The browser's measured downlink in Mbps (Network Information API), when it says. */
export function measuredDownlink(): number | undefined {
  const connection =
    typeof navigator === 'undefined'
      ? undefined
      : (navigator as Navigator & { connection?: { downlink?: number } }).connection;
  return typeof connection?.downlink === 'number' ? connection.downlink : undefined;
}

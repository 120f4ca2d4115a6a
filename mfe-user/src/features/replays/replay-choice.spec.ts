import type { HlsReplayPlayback } from '@yoga/contracts';
import {
  initialChoice,
  listCosts,
  browserHlsEngine,
  hlsEngine,
  replayChoices,
  startLevel,
  videoBitrates,
} from './replay-choice';

const base = 'https://yoga.example/api/video/replays/7/hls/1900000000/sig/';
const playback: HlsReplayPlayback = {
  kind: 'hls',
  url: `${base}master.m3u8`,
  hls_url: `${base}master.m3u8`,
  expires_at: '2030-01-01T00:00:00.000Z',
  renditions: [
    { kind: 'video', height: 240, bandwidth: 420_000, mb_per_hour: 170.2, url: `${base}v240.m3u8` },
    {
      kind: 'video',
      height: 480,
      bandwidth: 1_250_000,
      mb_per_hour: 500.4,
      url: `${base}v480.m3u8`,
    },
    {
      kind: 'video',
      height: 720,
      bandwidth: 2_800_000,
      mb_per_hour: 1130,
      url: `${base}v720.m3u8`,
    },
    { kind: 'audio', bandwidth: 60_000, mb_per_hour: 24.6, url: `${base}audio.m3u8` },
  ],
};

describe('replay choices (issue 37)', () => {
  it('offers Auto, each height and Low data, with what a 45-minute class costs', () => {
    expect(replayChoices(playback, 45)).toEqual([
      { id: 'auto', kind: 'auto', mb: 848, url: `${base}master.m3u8` },
      { id: 'v720', kind: 'video', height: 720, mb: 848, url: `${base}v720.m3u8` },
      { id: 'v480', kind: 'video', height: 480, mb: 376, url: `${base}v480.m3u8` },
      { id: 'v240', kind: 'video', height: 240, mb: 128, url: `${base}v240.m3u8` },
      // 24.6 MB an hour × 0.75 h = 18.45 → 19 MB: within the 30 MB target.
      { id: 'audio', kind: 'audio', mb: 19, url: `${base}audio.m3u8` },
    ]);
  });

  it('opens with audio only in low data, else Auto', () => {
    const choices = replayChoices(playback, 45);
    expect(initialChoice(choices, true)).toBe('audio');
    expect(initialChoice(choices, false)).toBe('auto');
    // Only audio (a recording without picture): audio either way.
    const audioOnly = replayChoices({ ...playback, renditions: [playback.renditions[3]] }, 45);
    expect(audioOnly.map((c) => c.id)).toEqual(['audio']);
    expect(initialChoice(audioOnly, false)).toBe('audio');
  });

  it('starts at the largest height within 70 % of the measured bandwidth', () => {
    const levels = videoBitrates(playback.renditions);
    expect(levels).toEqual([420_000, 1_250_000, 2_800_000]);
    expect(startLevel(levels, 10)).toBe(2);
    expect(startLevel(levels, 2)).toBe(1);
    expect(startLevel(levels, 0.4)).toBe(0); // slower than the smallest: the smallest
    expect(startLevel(levels, undefined)).toBe(-1); // unknown: hls.js measures the first segment
    expect(startLevel([], 10)).toBe(-1);
  });

  it('shows the list costs before Play, and nothing for a recording not transcoded', () => {
    expect(listCosts({ renditions: playback.renditions, duration_minutes: 60 })).toEqual({
      audio: 25,
      video: 1130,
    });
    expect(listCosts({ renditions: [], duration_minutes: 60 })).toEqual({
      audio: null,
      video: null,
    });
  });

  it('plays HLS in the element wherever the browser can (casting works there), else through hls.js', () => {
    // Safari, Chrome on Android, recent Chrome: the element itself.
    expect(hlsEngine({ canPlayNative: true })).toBe('native');
    expect(hlsEngine({ canPlayNative: false })).toBe('hls.js');
    const element = (answer: CanPlayTypeResult) => ({
      canPlayType: jest.fn((_type: string): CanPlayTypeResult => answer),
    });
    for (const answer of ['maybe', 'probably'] as const) {
      const media = element(answer);
      expect(browserHlsEngine(media)).toBe('native');
      expect(media.canPlayType).toHaveBeenCalledWith('application/vnd.apple.mpegurl');
    }
    expect(browserHlsEngine(element(''))).toBe('hls.js');
  });
});

import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { HlsReplayPlayback, Replay } from '@yoga/contracts';
import { setLowData } from '@yoga/i18n';
import { PanelThemeProvider } from '@yoga/ui';
import { ReplayPlayer } from './replay-player';
import '../i18n';

/** hls.js stands in here: whether its chunk was loaded, and what it was given. */
const mockHlsLoaded = jest.fn();
const mockHlsSource = jest.fn();
jest.mock('hls.js/light', () => {
  mockHlsLoaded();
  class FakeHls {
    static isSupported() {
      return true;
    }
    loadSource(url: string) {
      mockHlsSource(url);
    }
    attachMedia() {}
    startLoad() {}
    destroy() {}
  }
  return { __esModule: true, default: FakeHls };
});

const base = 'https://yoga.example/api/video/replays/7/hls/1900000000/sig/';
const playback: HlsReplayPlayback = {
  kind: 'hls',
  url: `${base}master.m3u8`,
  hls_url: `${base}master.m3u8`,
  expires_at: '2030-01-01T00:00:00.000Z',
  renditions: [
    { kind: 'video', height: 240, bandwidth: 420_000, mb_per_hour: 170, url: `${base}v240.m3u8` },
    { kind: 'video', height: 480, bandwidth: 1_250_000, mb_per_hour: 500, url: `${base}v480.m3u8` },
    { kind: 'audio', bandwidth: 60_000, mb_per_hour: 25, url: `${base}audio.m3u8` },
  ],
};
const replay: Replay = {
  class_id: 7,
  title: 'Evening Nidra',
  title_hi: null,
  date: '2026-11-28',
  time: '18:00',
  duration_minutes: 45,
  instructor: 'Meera',
  renditions: playback.renditions.map(({ url: _url, ...r }) => r),
};

/** The browser's Remote Playback API on every `<video>` (jsdom has none), reporting `available`. */
function remoteReporting(available: boolean) {
  const remote = {
    state: 'disconnected',
    watchAvailability: jest.fn(async (cb: (available: boolean) => void) => {
      cb(available);
      return 3;
    }),
    cancelWatchAvailability: jest.fn(async () => undefined),
    prompt: jest.fn(async () => undefined),
  };
  Object.defineProperty(HTMLVideoElement.prototype, 'remote', {
    configurable: true,
    get: () => remote,
  });
  return remote;
}

/** The browser plays HLS itself (`canPlayType` of its type not empty: Safari, Chrome on Android) or not. */
function browserPlaysHls(answer: '' | 'maybe' | 'probably') {
  return jest
    .spyOn(HTMLMediaElement.prototype, 'canPlayType')
    .mockImplementation((type: string) => (type === 'application/vnd.apple.mpegurl' ? answer : ''));
}

const renderPlayer = () =>
  render(
    <PanelThemeProvider>
      <ReplayPlayer replay={replay} playback={playback} onClose={jest.fn()} />
    </PanelThemeProvider>,
  );

const flush = () => act(async () => new Promise((resolve) => setTimeout(resolve, 0)));

beforeEach(() => {
  // A browser with Media Source too (Chrome on Android, Safari), where hls.js could play it as well.
  Object.defineProperty(window, 'MediaSource', { configurable: true, value: class {} });
  mockHlsLoaded.mockClear();
  mockHlsSource.mockClear();
  jest.spyOn(HTMLMediaElement.prototype, 'load').mockImplementation(() => undefined);
  jest.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(async () => undefined);
});
afterEach(() => {
  jest.restoreAllMocks();
  delete (window as { MediaSource?: unknown }).MediaSource;
  delete (HTMLVideoElement.prototype as { remote?: unknown }).remote;
  setLowData(false);
});

describe('the replay on native HLS (issue 37: casting the transcoded replay)', () => {
  it('sets the master playlist as the video’s own src without loading hls.js, and shows the cast button when a device is there', async () => {
    browserPlaysHls('maybe');
    const remote = remoteReporting(true);
    renderPlayer();
    const video = screen.getByLabelText('Recording of Evening Nidra') as HTMLVideoElement;
    await waitFor(() => expect(video.getAttribute('src')).toBe(playback.hls_url));
    await flush();
    expect(mockHlsLoaded).not.toHaveBeenCalled();
    expect(mockHlsSource).not.toHaveBeenCalled();
    // The Remote Playback API of that very element: Chromecast or AirPlay.
    const cast = await screen.findByRole('button', { name: 'Cast to TV' });
    expect(remote.watchAvailability).toHaveBeenCalled();
    fireEvent.click(cast);
    expect(remote.prompt).toHaveBeenCalledTimes(1);
  });

  it('keeps the cast button hidden where no device is reported, or the browser has no Remote Playback API', async () => {
    browserPlaysHls('probably');
    remoteReporting(false);
    const first = renderPlayer();
    const video = screen.getByLabelText('Recording of Evening Nidra') as HTMLVideoElement;
    await waitFor(() => expect(video.getAttribute('src')).toBe(playback.hls_url));
    await flush();
    expect(screen.queryByTestId('cast-button')).toBeNull();
    first.unmount();
    delete (HTMLVideoElement.prototype as { remote?: unknown }).remote;
    renderPlayer();
    await flush();
    expect(screen.queryByTestId('cast-button')).toBeNull();
    expect(mockHlsLoaded).not.toHaveBeenCalled();
  });

  it('in low data plays the audio-only rendition’s playlist in the element itself, loading nothing before play', async () => {
    browserPlaysHls('maybe');
    setLowData(true);
    renderPlayer();
    const audio = screen.getByLabelText('Sound of Evening Nidra') as HTMLAudioElement;
    await waitFor(() => expect(audio.getAttribute('src')).toBe(`${base}audio.m3u8`));
    expect(audio.preload).toBe('none');
    expect(screen.getByTestId('replay-title-card').textContent).toContain('Evening Nidra');
    await flush();
    expect(mockHlsLoaded).not.toHaveBeenCalled();
  });

  it('loads hls.js only where the browser cannot play HLS itself', async () => {
    browserPlaysHls('');
    renderPlayer();
    await waitFor(() => expect(mockHlsSource).toHaveBeenCalledWith(playback.hls_url));
    expect(mockHlsLoaded).toHaveBeenCalledTimes(1);
    const video = screen.getByLabelText('Recording of Evening Nidra') as HTMLVideoElement;
    expect(video.getAttribute('src')).toBeNull();
  });
});

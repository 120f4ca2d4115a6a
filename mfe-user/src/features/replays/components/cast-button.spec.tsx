import { act, fireEvent, render, screen } from '@testing-library/react';
import { PanelThemeProvider } from '@yoga/ui';
import { CastButton } from './cast-button';

/** A `<video>` with a stand-in for the browser's Remote Playback API (jsdom has none). */
function videoWith(remote: unknown): HTMLVideoElement {
  const video = document.createElement('video');
  if (remote !== undefined) Object.defineProperty(video, 'remote', { value: remote });
  return video;
}

function fakeRemote(watch: (cb: (available: boolean) => void) => Promise<number>) {
  return {
    state: 'disconnected',
    watchAvailability: jest.fn(watch),
    cancelWatchAvailability: jest.fn(async () => undefined),
    prompt: jest.fn(async () => undefined),
  };
}

const renderButton = (video: HTMLVideoElement | null) =>
  render(
    <PanelThemeProvider>
      <CastButton video={video} />
    </PanelThemeProvider>,
  );

const flush = () => act(async () => new Promise((resolve) => setTimeout(resolve, 0)));

describe('Cast to TV (issue 37)', () => {
  it('is hidden, not broken, where the browser has no Remote Playback API', async () => {
    renderButton(videoWith(undefined));
    await flush();
    expect(screen.queryByTestId('cast-button')).toBeNull();
    renderButton(null);
    await flush();
    expect(screen.queryByTestId('cast-button')).toBeNull();
  });

  it('is hidden while no cast device is around, and appears when one is', async () => {
    let report: (available: boolean) => void = () => undefined;
    const remote = fakeRemote(async (cb) => {
      report = cb;
      cb(false);
      return 7;
    });
    const { unmount } = renderButton(videoWith(remote));
    await flush();
    expect(screen.queryByTestId('cast-button')).toBeNull();
    act(() => report(true));
    const button = await screen.findByRole('button', { name: 'Cast to TV' });
    fireEvent.click(button);
    expect(remote.prompt).toHaveBeenCalledTimes(1);
    unmount();
    expect(remote.cancelWatchAvailability).toHaveBeenCalledWith(7);
  });

  it('offers the browser’s chooser where it cannot watch for devices, and says when casting fails', async () => {
    const remote = fakeRemote(async () => {
      throw Object.assign(new Error('no monitoring'), { name: 'NotSupportedError' });
    });
    remote.prompt.mockRejectedValueOnce(Object.assign(new Error('x'), { name: 'NotFoundError' }));
    renderButton(videoWith(remote));
    fireEvent.click(await screen.findByRole('button', { name: 'Cast to TV' }));
    await screen.findByRole('alert');
  });

  it('stays hidden when the browser refuses to watch for another reason', async () => {
    const remote = fakeRemote(async () => {
      throw Object.assign(new Error('disabled'), { name: 'InvalidStateError' });
    });
    renderButton(videoWith(remote));
    await flush();
    expect(screen.queryByTestId('cast-button')).toBeNull();
  });
});

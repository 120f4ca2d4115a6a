import { act, fireEvent, render, screen } from '@testing-library/react';
import { MESSAGES } from '@yoga/contracts';
import { RemoteBoundary, type RemoteLoader } from './remote-boundary';

function RemotePage() {
  return <h1>Remote page</h1>;
}

describe('RemoteBoundary', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('shows a spinner while the remote loads, then the remote', async () => {
    let resolve!: (m: { default: typeof RemotePage }) => void;
    const load: RemoteLoader = () => new Promise((r) => (resolve = r));
    render(<RemoteBoundary load={load} label="mfe_test" />);
    expect(screen.getByRole('status').textContent).toContain('Loading');
    await act(async () => resolve({ default: RemotePage }));
    expect(await screen.findByRole('heading', { name: 'Remote page' })).toBeTruthy();
  });

  it('shows the fallback when loading fails and Retry really loads again', async () => {
    const load = jest
      .fn<ReturnType<RemoteLoader>, Parameters<RemoteLoader>>()
      .mockRejectedValueOnce(new Error('Failed to get manifest'))
      .mockResolvedValueOnce({ default: RemotePage });
    render(<RemoteBoundary load={load} label="mfe_test" />);
    expect(await screen.findByText(MESSAGES.remoteUnavailable)).toBeTruthy();
    expect(load).toHaveBeenLastCalledWith(false);

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Retry' })));
    expect(await screen.findByRole('heading', { name: 'Remote page' })).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
    expect(load).toHaveBeenLastCalledWith(true);
  });

  it('keeps offering Retry while the remote stays down', async () => {
    const load = jest
      .fn<ReturnType<RemoteLoader>, Parameters<RemoteLoader>>()
      .mockRejectedValue(new Error('down'));
    render(<RemoteBoundary load={load} label="mfe_test" />);
    await screen.findByText(MESSAGES.remoteUnavailable);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Retry' })));
    expect(await screen.findByText(MESSAGES.remoteUnavailable)).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('a panel keeps the first screen the page already drew (same node, its listeners), then the remote replaces it', async () => {
    // What the student panel's first-screen script leaves in the page (ADR 0017).
    const drawn = document.createElement('div');
    drawn.setAttribute('data-panel-skeleton', '');
    drawn.setAttribute('data-first-screen', '');
    drawn.innerHTML = '<main><h1>Welcome, Asha</h1><button type="button">Join</button></main>';
    const clicked = jest.fn();
    drawn.querySelector('button')!.addEventListener('click', clicked);
    document.body.appendChild(drawn);

    let resolve!: (m: { default: typeof RemotePage }) => void;
    const load: RemoteLoader = () => new Promise((r) => (resolve = r));
    const { container } = render(<RemoteBoundary load={load} label="mfe_test" panel />);
    expect(container.contains(drawn)).toBe(true);
    expect(screen.queryByRole('status')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Join' }));
    expect(clicked).toHaveBeenCalledTimes(1);

    await act(async () => resolve({ default: RemotePage }));
    expect(await screen.findByRole('heading', { name: 'Remote page' })).toBeTruthy();
    expect(document.body.contains(drawn)).toBe(false);
  });
});

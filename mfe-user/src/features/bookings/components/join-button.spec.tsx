import { act, fireEvent, render, screen } from '@testing-library/react';
import { istInstant, SUBSCRIPTION_MESSAGES } from '@yoga/contracts';
import { PanelThemeProvider } from '@yoga/ui';
import { JoinButton } from './join-button';

const join = jest.fn();
jest.mock('../bookings.api', () => ({
  useJoinClassMutation: () => [join, { isLoading: false }],
}));

const resolved = (value: unknown) => ({ unwrap: () => Promise.resolve(value) });
const rejected = (error: unknown) => ({ unwrap: () => Promise.reject(error) });
const date = '2026-12-01';
const time = '06:45';
const insideWindow = istInstant(date, '06:40');

function renderJoin(props: Partial<Parameters<typeof JoinButton>[0]> = {}) {
  return render(
    <PanelThemeProvider>
      <JoinButton
        classId={3}
        date={date}
        time={time}
        now={insideWindow}
        entitled
        blockedReason={undefined}
        {...props}
      />
    </PanelThemeProvider>,
  );
}

const joinButton = () => screen.getByRole('button', { name: 'Join' }) as HTMLButtonElement;

beforeEach(() => join.mockReset());
afterEach(() => jest.restoreAllMocks());

describe('JoinButton', () => {
  it('is disabled before the window opens and says when it opens', () => {
    renderJoin({ now: istInstant(date, '06:00') });
    expect(joinButton().disabled).toBe(true);
    expect(screen.getByTestId('join-hint').textContent).toBe('Join opens 1 Dec 2026, 6:30 am IST');
  });

  it('is disabled after the window closes', () => {
    renderJoin({ now: istInstant(date, '07:31') });
    expect(joinButton().disabled).toBe(true);
    expect(screen.getByTestId('join-hint').textContent).toBe('Joining has closed');
  });

  it("is disabled with the API's message when the trial or plan has ended", () => {
    renderJoin({ entitled: false, blockedReason: SUBSCRIPTION_MESSAGES.planEnded });
    expect(joinButton().disabled).toBe(true);
    expect(screen.getByTestId('join-hint').textContent).toBe(SUBSCRIPTION_MESSAGES.planEnded);
  });

  it('opens the link from the join route in a new tab', async () => {
    const tab = { opener: {}, location: { href: '' }, close: jest.fn() };
    const open = jest.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    join.mockReturnValue(resolved({ url: 'https://meet.example.in/abc' }));
    renderJoin();
    await act(async () => {
      fireEvent.click(joinButton());
    });
    expect(open).toHaveBeenCalledWith('', '_blank');
    expect(join).toHaveBeenCalledWith(3);
    expect(tab.location.href).toBe('https://meet.example.in/abc');
    expect(tab.opener).toBeNull();
  });

  it("closes the tab and shows the server's message when joining is refused", async () => {
    const tab = { opener: {}, location: { href: '' }, close: jest.fn() };
    jest.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    const text = 'You can join this class from 1 Dec 2026, 6:30 am IST.';
    join.mockReturnValue(rejected({ status: 409, data: { success: false, message: text } }));
    renderJoin();
    await act(async () => {
      fireEvent.click(joinButton());
    });
    expect(tab.close).toHaveBeenCalled();
    // In the page next to the button, and as a toast.
    expect(screen.getByTestId('join-problem').textContent).toBe(text);
    expect(screen.getAllByRole('alert').filter((el) => el.textContent === text)).toHaveLength(2);
  });
});

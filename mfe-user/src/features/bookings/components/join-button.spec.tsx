import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { istInstant, SUBSCRIPTION_MESSAGES } from '@yoga/contracts';
import { PanelThemeProvider } from '@yoga/ui';
import { JoinButton } from './join-button';

const join = jest.fn();
jest.mock('../bookings.api', () => ({
  useJoinClassMutation: () => [join, { isLoading: false }],
}));
const save = jest.fn();
let healthStatus: { due: boolean; answered_at: string | null } | undefined;
const QUESTIONS = [
  {
    id: 'chest_pain_activity',
    text: 'Do you feel pain in your chest when you do physical activity?',
  },
  { id: 'knees', text: 'Do your knees hurt, or have you had a knee injury or knee surgery?' },
];
jest.mock('../health-check.api', () => ({
  useHealthCheckStatusQuery: () => ({ data: healthStatus }),
  useSaveHealthCheckMutation: () => [save],
  useHealthQuestionsQuery: () => ({ data: { questions: QUESTIONS, valid_months: 12 } }),
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

beforeEach(() => {
  join.mockReset();
  save.mockReset();
  healthStatus = { due: false, answered_at: '2026-11-01T00:00:00.000Z' };
});
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

  it('says where the link puts her: the overflow webinar, what she will see, and why (issue 33)', async () => {
    const tab = { opener: {}, location: { href: '' }, close: jest.fn() };
    jest.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    join.mockReturnValue(
      resolved({ url: 'https://zoom.example/w/1', room: { kind: 'webinar', overflow: true } }),
    );
    renderJoin();
    await act(async () => {
      fireEvent.click(joinButton());
    });
    expect(tab.location.href).toBe('https://zoom.example/w/1');
    const notice = screen.getByTestId('join-room');
    expect(notice.getAttribute('role')).toBe('status');
    expect(notice.textContent).toContain(
      "This class's meeting is full, so you are in its webinar.",
    );
    expect(notice.textContent).toContain('you will not be seen or heard');
    expect(notice.textContent).toContain('students who booked, in the order they booked');
  });

  it('says nothing more when she is in the class meeting itself', async () => {
    jest.spyOn(window, 'open').mockReturnValue({ location: { href: '' } } as unknown as Window);
    join.mockReturnValue(
      resolved({ url: 'https://zoom.example/w/2', room: { kind: 'meeting', overflow: false } }),
    );
    renderJoin();
    await act(async () => {
      fireEvent.click(joinButton());
    });
    expect(screen.queryByTestId('join-room')).toBeNull();
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

  describe('the health check before the first class', () => {
    const answer = (question: string, choice: 'Yes' | 'No') =>
      fireEvent.click(
        within(screen.getByRole('radiogroup', { name: question })).getByRole('radio', {
          name: choice,
        }),
      );
    const openTab = () => {
      const tab = { opener: {}, location: { href: '' }, close: jest.fn() };
      jest.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
      return tab;
    };

    it('asks before the first Join; all "no" saves the answers and joins', async () => {
      healthStatus = { due: true, answered_at: null };
      const tab = openTab();
      save.mockReturnValue(resolved({ due: false }));
      join.mockReturnValue(resolved({ url: 'https://meet.example.in/abc' }));
      renderJoin();
      fireEvent.click(joinButton());
      const dialog = await screen.findByRole('dialog', {
        name: 'Before your first class: a short health check',
      });
      expect(join).not.toHaveBeenCalled();
      const go = () => within(dialog).getByRole('button', { name: 'Join the class' });
      expect((go() as HTMLButtonElement).disabled).toBe(true);
      answer(QUESTIONS[0].text, 'No');
      answer(QUESTIONS[1].text, 'No');
      await act(async () => {
        fireEvent.click(go());
      });
      expect(save).toHaveBeenCalledWith({
        answers: { chest_pain_activity: false, knees: false },
        other: null,
      });
      expect(join).toHaveBeenCalledWith(3);
      expect(tab.location.href).toBe('https://meet.example.in/abc');
    });

    it('after a "yes", shows the advice and joins once she confirms reading it', async () => {
      healthStatus = { due: true, answered_at: '2025-11-01T00:00:00.000Z' };
      openTab();
      save.mockReturnValue(resolved({ due: false }));
      join.mockReturnValue(resolved({ url: 'https://meet.example.in/abc' }));
      renderJoin();
      fireEvent.click(joinButton());
      const dialog = await screen.findByRole('dialog', {
        name: 'Time for your yearly health check',
      });
      answer(QUESTIONS[0].text, 'No');
      answer(QUESTIONS[1].text, 'Yes');
      fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: ' Left knee ' } });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
      const advice = await screen.findByRole('dialog', { name: 'Thank you for telling us' });
      expect(advice.textContent).toContain('See your doctor before your first class');
      expect(advice.textContent).toContain('Choose the seated options');
      const go = within(advice).getByRole('button', {
        name: 'Join the class',
      }) as HTMLButtonElement;
      expect(go.disabled).toBe(true);
      fireEvent.click(within(advice).getByRole('checkbox', { name: 'I have read this advice' }));
      await act(async () => {
        fireEvent.click(go);
      });
      expect(save).toHaveBeenCalledWith({
        answers: { chest_pain_activity: false, knees: true },
        other: 'Left knee',
        confirmed: true,
      });
      expect(join).toHaveBeenCalledWith(3);
    });

    it('joins even when the answers cannot be saved', async () => {
      healthStatus = { due: true, answered_at: null };
      openTab();
      save.mockReturnValue(rejected({ status: 503, data: { success: false, message: 'Busy' } }));
      join.mockReturnValue(resolved({ url: 'https://meet.example.in/abc' }));
      renderJoin();
      fireEvent.click(joinButton());
      await screen.findByRole('dialog');
      answer(QUESTIONS[0].text, 'No');
      answer(QUESTIONS[1].text, 'No');
      await act(async () => {
        fireEvent.click(screen.getByRole('button', { name: 'Join the class' }));
      });
      expect(join).toHaveBeenCalledWith(3);
    });
  });
});

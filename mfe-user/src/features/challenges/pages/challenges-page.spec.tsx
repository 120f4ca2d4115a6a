import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import {
  addIstDays,
  istToday,
  type ChallengeListItem,
  type ChallengeProgress,
} from '@yoga/contracts';
import { formatDateRange } from '@yoga/i18n';
import { PanelThemeProvider } from '@yoga/ui';
import ChallengesPage from './challenges-page';

const today = istToday();
const base: ChallengeListItem = {
  id: 1,
  name: { en: '21-Day Morning Yoga', hi: '21 दिन की सुबह की योग चुनौती' },
  description: { en: 'Every morning, together.', hi: 'हर सुबह, साथ में।' },
  starts_on: addIstDays(today, 1),
  ends_on: addIstDays(today, 21),
  days: 21,
  min_days: 21,
  trial_allowed: true,
  places: 50,
  joined_count: 48,
  join_until: addIstDays(today, 3),
  joined: false,
};
// A finished 14-day challenge the student completed (11 practice days, 10 needed).
const finished: ChallengeListItem = {
  ...base,
  id: 2,
  name: { en: 'Fortnight of Flow', hi: 'प्रवाह का पखवाड़ा' },
  starts_on: addIstDays(today, -15),
  ends_on: addIstDays(today, -2),
  days: 14,
  min_days: 10,
  join_until: addIstDays(today, -13),
  joined: true,
  places: null,
};
const progress: ChallengeProgress = {
  joined: true,
  days: [addIstDays(today, -15), addIstDays(today, -14), addIstDays(today, -12)],
  days_practised: 11,
  days_left: 0,
  finished: true,
  completed: true,
  min_days: 10,
  on_leaderboard: false,
};
const join = jest.fn();
const certificate = jest.fn();
const setBoard = jest.fn();
jest.mock('../challenges.api', () => ({
  useChallengesQuery: () => ({ data: [base, finished], isLoading: false }),
  useChallengeProgressQuery: () => ({ data: progress }),
  useChallengeLeaderboardQuery: () => ({ data: [{ name: 'Priya M.', days_practised: 12 }] }),
  useJoinChallengeMutation: () => [join, { isLoading: false }],
  useSetChallengeLeaderboardMutation: () => [setBoard, { isLoading: false }],
  useChallengeCertificateMutation: () => [certificate, { isLoading: false }],
}));

const renderPage = () =>
  render(
    <PanelThemeProvider>
      <App>
        <ChallengesPage />
      </App>
    </PanelThemeProvider>,
  );

describe('ChallengesPage', () => {
  beforeEach(() => {
    join.mockReset().mockReturnValue({ unwrap: () => Promise.resolve(progress) });
    certificate.mockReset().mockReturnValue({
      unwrap: () => Promise.reject({ status: 404, data: { message: 'Not yet.' } }),
    });
  });

  it('shows an open challenge with its rule and places, and joins with the leaderboard choice', async () => {
    renderPage();
    const [open] = screen.getAllByTestId('challenge');
    expect(within(open).getByRole('heading', { level: 2 }).textContent).toBe('21-Day Morning Yoga');
    expect(open.textContent).toContain('practise on all 21 days');
    expect(open.textContent).toContain('2 places left');
    // Its days as people read them: "29 Nov – 19 Dec 2026", not "29 Nov 2026 to 19 Dec 2026" (issue 38).
    expect(open.textContent).toContain(formatDateRange(base.starts_on, base.ends_on, 'en'));
    expect(open.textContent).not.toMatch(/\d{4} to /);
    fireEvent.click(within(open).getByRole('checkbox'));
    fireEvent.change(within(open).getByRole('textbox', { name: 'Your city' }), {
      target: { value: ' Mumbai ' },
    });
    fireEvent.click(within(open).getByRole('button', { name: 'Join the challenge' }));
    await waitFor(() =>
      expect(join).toHaveBeenCalledWith({ id: 1, leaderboard: true, city: 'Mumbai' }),
    );
    expect(await screen.findByText('You have joined the challenge.')).toBeTruthy();
  });

  it('shows a joined challenge day by day, its leaderboard and the certificate button', async () => {
    renderPage();
    const done = screen.getAllByTestId('challenge')[1];
    expect(within(done).getByTestId('challenge-progress').textContent).toBe(
      '11 practice days of the 10 needed · The challenge is over',
    );
    const days = within(done).getByRole('list', { name: 'Your challenge day by day' });
    const states = within(days)
      .getAllByRole('listitem')
      .map((d) => d.getAttribute('data-state'));
    expect(states.slice(0, 4)).toEqual(['done', 'done', 'missed', 'done']);
    expect(within(days).getAllByRole('listitem')[2].getAttribute('aria-label')).toBe(
      'Day 3: not practised',
    );
    expect(done.textContent).toContain('Priya M.: 12 days');
    fireEvent.click(within(done).getByRole('button', { name: 'Download your certificate' }));
    await waitFor(() => expect(certificate).toHaveBeenCalledWith({ id: 2, lang: 'en' }));
    expect(await screen.findByText('Not yet.')).toBeTruthy();
  });
});

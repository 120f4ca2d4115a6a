import { fireEvent, render, screen, within } from '@testing-library/react';
import { addIstDays, istToday, type PracticeSummary } from '@yoga/contracts';
import { setLocale } from '@yoga/i18n';
import { PanelThemeProvider } from '@yoga/ui';
import { addMonths, monthGrid, monthOf, monthRange } from '../practice-calendar-grid';
import { PracticeSection } from './practice-section';

const today = istToday();
const asked: { from: string; to: string }[] = [];
/** Three practice days: today and the two days before (as after three attended classes). */
const practised = [addIstDays(today, -2), addIstDays(today, -1), today];
let summary = (from: string, to: string): PracticeSummary => ({
  from,
  to,
  days: practised.filter((d) => d >= from && d <= to),
  current_streak: 3,
  longest_streak: 9,
  weekly_streak: 2,
  weekly_target: 3,
  total_days: 22,
  milestones: [
    { days: 7, reached_on: '2026-10-07' },
    { days: 21, reached_on: '2026-10-28' },
  ],
  weekly_milestones: [{ months: 1, reached_on: '2026-10-23' }],
});
jest.mock('../practice.api', () => ({
  useMyPracticeQuery: ({ from, to }: { from: string; to: string }) => {
    asked.push({ from, to });
    const data = summary(from, to);
    return { data, currentData: data, isFetching: false };
  },
  useShareMilestoneMutation: () => [jest.fn(), { isLoading: false }],
}));

const renderSection = (since?: string) =>
  render(
    <PanelThemeProvider>
      <PracticeSection since={since} />
    </PanelThemeProvider>,
  );

describe('practice calendar arithmetic', () => {
  it('lays a month out Monday first, across year ends and 29 February', () => {
    const november = monthGrid('2026-11');
    expect(november[0]).toEqual([null, null, null, null, null, null, '2026-11-01']); // a Sunday
    expect(november.at(-1)).toEqual(['2026-11-30', null, null, null, null, null, null]);
    expect(monthGrid('2028-02').flat().filter(Boolean)).toHaveLength(29);
    expect(monthRange('2027-02')).toEqual({ from: '2027-02-01', to: '2027-02-28' });
    expect(addMonths('2026-12', 1)).toBe('2027-01');
    expect(addMonths('2027-01', -1)).toBe('2026-12');
    expect(addMonths('2026-11', -23)).toBe('2024-12');
  });
});

describe('PracticeSection', () => {
  beforeEach(() => {
    asked.length = 0;
  });

  it('shows the streaks, the total, the milestones with their message and this month', () => {
    renderSection();
    const figure = (key: string) => screen.getByTestId(`practice-${key}`).textContent;
    expect(figure('current')).toBe('Current streak3days');
    expect(figure('longest')).toBe('Longest streak9days');
    expect(figure('weekly')).toBe('Weekly streak (3+ days a week)2weeks');
    expect(figure('total')).toBe('Total practice days22days');
    const milestones = within(screen.getByTestId('practice-milestones')).getAllByRole('listitem');
    // Newest first: the weekly-streak month (23 October) between the 21st and the 7th practice day.
    expect(milestones.map((m) => m.querySelector('strong')?.textContent)).toEqual([
      '21 practice days: they say 21 days make a habit, and now it is yours.',
      'A full month of your weekly streak (3 practice days every week). Steady and strong!',
      '7 practice days: your first week of yoga. Well done!',
    ]);
    expect(milestones[1].textContent).toContain('Reached on 23 October 2026');
    expect(milestones[2].textContent).toContain('Reached on 7 October 2026');
    expect(screen.getByTestId('practice-next').textContent).toBe(
      'Next milestone: 50 practice days (28 days to go).',
    );
    expect(asked.at(-1)).toEqual(monthRange(monthOf(today)));
  });

  it('marks each practised day for the eye and the screen reader, outlines today', () => {
    renderSection();
    const calendar = screen.getByTestId('practice-calendar');
    const marked = [...calendar.querySelectorAll('[data-practised]')].map((e) =>
      e.getAttribute('data-date'),
    );
    expect(marked).toEqual(practised.filter((d) => monthOf(d) === monthOf(today)));
    const current = calendar.querySelector('td[aria-current="date"] span')!;
    expect(current.getAttribute('data-date')).toBe(today);
    expect(current.getAttribute('aria-label')).toMatch(/, practised, today$/);
    expect(screen.getByRole('table').getAttribute('aria-labelledby')).toBe('practice-month');
    expect(screen.getAllByRole('columnheader').map((h) => h.getAttribute('abbr'))).toEqual([
      'Monday',
      'Tuesday',
      'Wednesday',
      'Thursday',
      'Friday',
      'Saturday',
      'Sunday',
    ]);
  });

  it('browses back to earlier months (not before registration) and forward to this month only', () => {
    const thisMonth = monthOf(today);
    renderSection(`${addMonths(thisMonth, -1)}-15T04:00:00.000Z`);
    const next = screen.getByRole('button', { name: 'Next month' });
    const previous = screen.getByRole('button', { name: 'Previous month' });
    expect(next).toHaveProperty('disabled', true);
    fireEvent.click(previous);
    expect(asked.at(-1)).toEqual(monthRange(addMonths(thisMonth, -1)));
    expect(screen.getByRole('button', { name: 'Previous month' })).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByRole('button', { name: 'Next month' }));
    expect(asked.at(-1)).toEqual(monthRange(thisMonth));
  });

  it('speaks Hindi: figures, milestone messages, month and weekday names', async () => {
    await setLocale('hi', { persist: false });
    try {
      renderSection();
      expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('आपका अभ्यास');
      expect(screen.getByTestId('practice-current').textContent).toBe('मौजूदा सिलसिला3दिन');
      expect(screen.getByText('अभ्यास के 7 दिन: योग का आपका पहला सप्ताह। शाबाश!')).toBeTruthy();
      expect(
        screen.getByText('आपकी साप्ताहिक लय का एक पूरा महीना (हर सप्ताह 3 दिन अभ्यास)। ऐसे ही बनाए रखें!'),
      ).toBeTruthy();
      expect(screen.getAllByRole('columnheader')[0].getAttribute('abbr')).toBe('सोमवार');
      expect(screen.getByRole('button', { name: 'पिछला महीना' })).toBeTruthy();
    } finally {
      await setLocale('en', { persist: false });
    }
  });

  it('invites a student with no practice day yet to the first one', () => {
    summary = (from, to) => ({
      from,
      to,
      days: [],
      current_streak: 0,
      longest_streak: 0,
      weekly_streak: 0,
      weekly_target: 3,
      total_days: 0,
      milestones: [],
      weekly_milestones: [],
    });
    renderSection();
    expect(screen.queryByTestId('practice-milestones')).toBeNull();
    expect(screen.getByTestId('practice-next').textContent).toBe(
      'Join a live class today: it will be your first practice day.',
    );
  });
});

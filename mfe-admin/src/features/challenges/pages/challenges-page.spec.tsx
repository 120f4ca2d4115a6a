import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Challenge, CreateChallengeRequest, UpdateChallengeRequest } from '@yoga/contracts';
import { renderInPanel } from '../../../test-utils';
import ChallengesPage from './challenges-page';

const morning: Challenge = {
  id: 5,
  name: { en: '21-Day Morning Yoga', hi: '21 दिन की सुबह की योग चुनौती' },
  description: null,
  starts_on: '2026-12-01',
  ends_on: '2026-12-21',
  days: 21,
  min_days: 18,
  trial_allowed: true,
  places: 100,
  joined_count: 42,
  join_until: '2026-12-03',
};

const create = jest.fn();
const update = jest.fn();
jest.mock('../challenges.api', () => ({
  useAdminChallengesQuery: () => ({
    data: [morning],
    isFetching: false,
    error: undefined,
    refetch: jest.fn(),
  }),
  useCreateChallengeMutation: () => [
    (body: CreateChallengeRequest) => ({ unwrap: () => Promise.resolve(create(body)) }),
    { isLoading: false },
  ],
  useUpdateChallengeMutation: () => [
    (arg: { id: number; body: UpdateChallengeRequest }) => ({
      unwrap: () => Promise.resolve(update(arg)),
    }),
    { isLoading: false },
  ],
}));

beforeEach(() => {
  create.mockReset().mockReturnValue(morning);
  update.mockReset().mockReturnValue(morning);
});

const slow = { timeout: 5000 };

describe('ChallengesPage (admin)', () => {
  it('lists each challenge with its dates, rule, places and the trial choice', async () => {
    renderInPanel(<ChallengesPage />);
    const row = (await screen.findByText('21-Day Morning Yoga')).closest('tr')!;
    expect(row.textContent).toContain('1 – 21 Dec 2026');
    expect(row.textContent).toContain('18 of 21 days');
    expect(row.textContent).toContain('42 of 100');
    expect(row.textContent).toContain('Welcome');
  });

  it('creates a challenge in both languages: every day by default, no limit', async () => {
    renderInPanel(<ChallengesPage />);
    // Text and id queries: role queries over an antd table and modal are slow in jsdom.
    fireEvent.click((await screen.findByText('New challenge')).closest('button')!);
    const dialog = await waitFor(() => {
      const found = document.querySelector<HTMLElement>('[role="dialog"]');
      if (!found?.querySelector('#name_en')) throw new Error('no dialog yet');
      return found;
    }, slow);
    const field = (id: string) => dialog.querySelector<HTMLInputElement>(`#${id}`)!;
    expect(dialog.querySelector('label[for="name_hi"]')?.textContent).toBe('Name in Hindi');
    fireEvent.change(field('name_en'), { target: { value: 'Fortnight of Flow' } });
    fireEvent.change(field('name_hi'), { target: { value: 'प्रवाह का पखवाड़ा' } });
    fireEvent.change(field('starts_on'), { target: { value: '2027-01-04' } });
    fireEvent.click(dialog.querySelector('input[type="radio"][value="14"]')!);
    fireEvent.click(within(dialog).getByText('Save').closest('button')!);
    await waitFor(() => expect(create).toHaveBeenCalled(), slow);
    expect(create.mock.calls[0][0]).toEqual({
      name: { en: 'Fortnight of Flow', hi: 'प्रवाह का पखवाड़ा' },
      description: null,
      starts_on: '2027-01-04',
      days: 14,
      min_days: 14,
      trial_allowed: true,
      places: null,
    });
    expect(await screen.findByText('Challenge created.', {}, slow)).toBeTruthy();
  });

  it('edits a challenge with its values filled in', async () => {
    renderInPanel(<ChallengesPage />);
    const edit = await screen.findByText('Edit');
    expect(edit.closest('button')!.getAttribute('aria-label')).toBe('Edit 21-Day Morning Yoga');
    fireEvent.click(edit.closest('button')!);
    const dialog = await waitFor(() => {
      const found = document.querySelector<HTMLElement>('[role="dialog"]');
      if (found?.querySelector<HTMLInputElement>('#min_days')?.value !== '18')
        throw new Error('no filled dialog yet');
      return found;
    }, slow);
    expect(dialog.querySelector<HTMLInputElement>('#min_days')!.value).toBe('18');
    fireEvent.click(within(dialog).getByText('Save').closest('button')!);
    await waitFor(() => expect(update).toHaveBeenCalled(), slow);
    expect(update.mock.calls[0][0]).toMatchObject({ id: 5, body: { min_days: 18, places: 100 } });
  });

  it('carries a new length into both names, and points out a name speaking of another (issue 38)', async () => {
    renderInPanel(<ChallengesPage />);
    fireEvent.click((await screen.findByText('Edit')).closest('button')!);
    const dialog = await waitFor(() => {
      const found = document.querySelector<HTMLElement>('[role="dialog"]');
      if (found?.querySelector<HTMLInputElement>('#name_en')?.value !== '21-Day Morning Yoga')
        throw new Error('no filled dialog yet');
      return found;
    }, slow);
    const field = (id: string) => dialog.querySelector<HTMLInputElement>(`#${id}`)!;
    fireEvent.click(dialog.querySelector('input[type="radio"][value="14"]')!);
    await waitFor(() => expect(field('name_en').value).toBe('14-Day Morning Yoga'), slow);
    expect(field('name_hi').value).toBe('14 दिन की सुबह की योग चुनौती');
    expect(within(dialog).queryByText(/speaks of another length/)).toBeNull();
    fireEvent.change(field('name_en'), { target: { value: '40-Day Morning Yoga' } });
    expect(
      await within(dialog).findByText(
        'The name speaks of another length: this challenge lasts 14 days.',
        {},
        slow,
      ),
    ).toBeTruthy();
  });
});

import { render, screen } from '@testing-library/react';
import type { CurrentUser } from '@yoga/contracts';
import { PanelThemeProvider } from '@yoga/ui';
import { TrialStatus } from './trial-status';

const DAY_MS = 24 * 60 * 60 * 1000;
let me: Partial<CurrentUser> = {};
jest.mock('@yoga/api-client', () => ({
  ...jest.requireActual('@yoga/api-client'),
  useMeQuery: () => ({ data: me, isLoading: false }),
}));

function renderStatus() {
  return render(
    <PanelThemeProvider>
      <TrialStatus />
    </PanelThemeProvider>,
  );
}

describe('TrialStatus (14 days from registration, 0 after)', () => {
  it('counts the days left for a new student', () => {
    me = { created_at: new Date(Date.now() - 1000).toISOString() };
    renderStatus();
    expect(screen.getByText('Your free 14-day trial is active: 14 days left.')).toBeTruthy();
  });

  it('says "1 day" on the last day', () => {
    me = { created_at: new Date(Date.now() - 13.5 * DAY_MS).toISOString() };
    renderStatus();
    expect(screen.getByText('Your free 14-day trial is active: 1 day left.')).toBeTruthy();
  });

  it('says the trial has ended after 14 days', () => {
    me = { created_at: new Date(Date.now() - 15 * DAY_MS).toISOString() };
    renderStatus();
    expect(screen.getByText('Your free 14-day trial has ended.')).toBeTruthy();
  });
});

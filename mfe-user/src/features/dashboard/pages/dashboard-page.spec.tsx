import { render, screen, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { createAppStore } from '@yoga/auth';
import type { Booking, CurrentUser } from '@yoga/contracts';
import { PanelThemeProvider } from '@yoga/ui';
import DashboardPage from './dashboard-page';

const DAY_MS = 24 * 60 * 60 * 1000;
const me: CurrentUser = {
  id: 7,
  name: 'Priya Sharma',
  email: 'priya@example.in',
  role: 'user',
  phone: '9876543210',
  status: 'Active',
  referral_code: 'PRIYA7',
  referred_by: null,
  // Registered three days ago: 11 of the 14 trial days are left.
  created_at: new Date(Date.now() - 3 * DAY_MS).toISOString(),
};

function booking(id: number, date: string): Booking {
  return {
    id,
    user_id: 7,
    class_id: null,
    type: 'demo',
    name: me.name,
    email: me.email,
    phone: me.phone,
    preferred_date: date,
    preferred_time: '06:45',
    notes: null,
    created_at: '2026-11-01T00:00:00.000Z',
  };
}

const referralStatsCalls: number[] = [];
jest.mock('@yoga/api-client', () => ({
  ...jest.requireActual('@yoga/api-client'),
  useMeQuery: () => ({ data: me }),
  useReferralStatsQuery: (id: number) => {
    referralStatsCalls.push(id);
    return { data: { referral_code: 'PRIYA7', referral_count: 4 }, isLoading: false };
  },
}));
jest.mock('../../../shared/my-bookings.api', () => ({
  useMyBookingsQuery: () => ({
    data: [
      booking(1, '2020-01-05'),
      booking(2, '2099-01-05'),
      booking(3, '2099-02-05'),
      booking(4, '2021-03-01'),
      booking(5, '2099-03-01'),
    ],
  }),
}));

describe('DashboardPage', () => {
  beforeEach(() => {
    localStorage.setItem('token', 't');
    localStorage.setItem(
      'user',
      JSON.stringify({ id: 7, name: 'Stored Name', email: me.email, role: 'user' }),
    );
  });

  it("greets the student by the profile's real name and shows the student's own numbers", () => {
    render(
      <Provider store={createAppStore()}>
        <PanelThemeProvider>
          <MemoryRouter>
            <DashboardPage />
          </MemoryRouter>
        </PanelThemeProvider>
      </Provider>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome, Priya Sharma' })).toBeTruthy();
    const value = (id: string) => within(screen.getByTestId(id)).getByText(/^\d+$/).textContent;
    expect(value('stat-upcoming')).toBe('3');
    expect(value('stat-attended')).toBe('2');
    expect(value('stat-trial')).toBe('11');
    expect(value('stat-referrals')).toBe('4');
    expect(referralStatsCalls.every((id) => id === 7)).toBe(true);
    expect(screen.getByTestId('referral-code').textContent).toBe('PRIYA7');
    expect((screen.getByTestId('invite-link') as HTMLInputElement).value).toBe(
      `${window.location.origin}/auth/register?ref=PRIYA7`,
    );
    const share = screen.getByRole('link', { name: /Share on WhatsApp/ });
    expect(share.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/\?text=/);
    expect(decodeURIComponent(share.getAttribute('href')!.split('text=')[1])).toContain(
      `${window.location.origin}/auth/register?ref=PRIYA7`,
    );
  });
});

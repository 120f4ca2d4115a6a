import { render, screen, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { createAppStore } from '@yoga/auth';
import type { Booking, CurrentUser, MySubscription } from '@yoga/contracts';
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
    status: 'booked',
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
// Three days into the trial, five classes joined (attendance records, not past bookings).
let membership: Partial<MySubscription> = {
  status: 'trial',
  plan: null,
  days_left: 11,
  classes_attended: 5,
  subscription_no: null,
};
jest.mock('../../../shared/membership.api', () => ({
  useMySubscriptionQuery: () => ({ data: membership }),
}));
jest.mock('../practice.api', () => ({
  useMyPracticeQuery: () => ({ data: undefined, currentData: undefined, isFetching: true }),
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

  const renderDashboard = () =>
    render(
      <Provider store={createAppStore()}>
        <PanelThemeProvider>
          <MemoryRouter>
            <DashboardPage />
          </MemoryRouter>
        </PanelThemeProvider>
      </Provider>,
    );

  it("greets the student by the profile's real name and shows the student's own numbers", () => {
    renderDashboard();
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome, Priya Sharma' })).toBeTruthy();
    const value = (id: string) => within(screen.getByTestId(id)).getByText(/^\d+$/).textContent;
    expect(value('stat-upcoming')).toBe('3');
    expect(value('stat-attended')).toBe('5');
    expect(value('stat-trial')).toBe('11');
    expect(screen.getByTestId('stat-trial').textContent).toContain('Days left in your free trial');
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

  it('counts the days left in the plan once the student has paid', () => {
    membership = {
      ...membership,
      status: 'active',
      days_left: 182,
      subscription_no: 'YS/2026/00001',
    };
    renderDashboard();
    const circle = screen.getByTestId('stat-trial');
    expect(within(circle).getByText(/^\d+$/).textContent).toBe('182');
    expect(circle.textContent).toContain('Days left in your plan');
  });
});

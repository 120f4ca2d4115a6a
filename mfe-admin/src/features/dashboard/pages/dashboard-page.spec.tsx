import { screen } from '@testing-library/react';
import { ADMIN_USER, renderInPanel } from '../../../test-utils';
import DashboardPage from './dashboard-page';

jest.mock('../dashboard.api', () => ({
  useAdminStatsQuery: () => ({
    data: { counselors: 3, students: 4, sessions: 5, complaints: 14 },
    isLoading: false,
    error: undefined,
    refetch: jest.fn(),
  }),
  useReferralTotalsQuery: () => ({ data: { referred: 5, referrers: 2 } }),
  useMessageSetupQuery: () => ({ data: { whatsapp: true } }),
}));
jest.mock('../components/business-numbers', () => ({ BusinessNumbers: () => null }));
describe('the admin dashboard (issue 38)', () => {
  it("shows the business's referral info, not a referral code of the admin's own", () => {
    renderInPanel(<DashboardPage />, { user: ADMIN_USER, path: '/admin/admin-dashboard' });
    expect(screen.getByRole('heading', { name: 'Referral info' })).toBeTruthy();
    expect(screen.getByTestId('referral-totals').textContent).toBe(
      '5 students joined with a referral code (2 referrers).',
    );
    expect(screen.getByRole('link', { name: /Manage Referral/ }).getAttribute('href')).toBe(
      '/admin/refferal',
    );
    expect(screen.queryByTestId('referral-code')).toBeNull();
    expect(screen.queryByText(/invite link|your code/i)).toBeNull();
  });
});

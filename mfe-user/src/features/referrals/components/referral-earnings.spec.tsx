import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { ReferralStats } from '@yoga/contracts';
import { PanelThemeProvider } from '@yoga/ui';
import { ReferralEarnings } from './referral-earnings';

let stats: ReferralStats;
jest.mock('@yoga/api-client', () => ({
  ...jest.requireActual('@yoga/api-client'),
  useReferralStatsQuery: () => ({ data: stats }),
}));

function renderEarnings() {
  return render(
    <PanelThemeProvider>
      <MemoryRouter>
        <ReferralEarnings userId={7} />
      </MemoryRouter>
    </PanelThemeProvider>,
  );
}

describe('ReferralEarnings', () => {
  it('shows the credit balances and what each referral earned', () => {
    stats = {
      referral_code: 'PRIYA7',
      referral_count: 2,
      credits: { INR: 50_000, USD: 0 },
      referrals: [
        {
          name: 'Meera',
          joined_at: '2026-11-20T05:00:00.000Z',
          status: 'earned',
          reward: { currency: 'INR', amount: 50_000 },
        },
        { name: 'Arjun', joined_at: '2026-11-22T05:00:00.000Z', status: 'pending', reward: null },
      ],
    };
    renderEarnings();
    const card = screen.getByTestId('referral-credits');
    expect(card.textContent).toContain('Credits in INR₹500');
    expect(card.textContent).toContain('Credits in USD$0');
    const meera = screen.getByRole('row', { name: /Meera/ });
    expect(within(meera).getByText('Earned')).toBeTruthy();
    expect(within(meera).getByText('₹500')).toBeTruthy();
    expect(within(meera).getByText('20 Nov 2026')).toBeTruthy();
    expect(
      within(screen.getByRole('row', { name: /Arjun/ })).getByText('Not paid yet'),
    ).toBeTruthy();
  });

  it('says so when nobody has joined yet', () => {
    stats = {
      referral_code: 'PRIYA7',
      referral_count: 0,
      credits: { INR: 0, USD: 0 },
      referrals: [],
    };
    renderEarnings();
    expect(screen.getByText('Nobody has joined with your code yet')).toBeTruthy();
  });
});

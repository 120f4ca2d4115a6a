import { render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { createAppStore } from '@yoga/auth';
import { SUBSCRIPTION_MESSAGES, type MySubscription } from '@yoga/contracts';
import { PanelThemeProvider } from '@yoga/ui';
import { MembershipBanner } from './membership-banner';

let subscription: Partial<MySubscription> | undefined;
const queried: boolean[] = [];
jest.mock('../shared/membership.api', () => ({
  useMySubscriptionQuery: (_arg: unknown, options?: { skip?: boolean }) => {
    queried.push(!options?.skip);
    return { data: options?.skip ? undefined : subscription };
  },
}));

function renderBanner(role: string) {
  localStorage.setItem('token', 't');
  localStorage.setItem('user', JSON.stringify({ id: 7, name: 'Priya', email: 'p@x.in', role }));
  return render(
    <Provider store={createAppStore()}>
      <PanelThemeProvider>
        <MemoryRouter>
          <MembershipBanner />
        </MemoryRouter>
      </PanelThemeProvider>
    </Provider>,
  );
}

beforeEach(() => {
  queried.length = 0;
  localStorage.clear();
});

describe('MembershipBanner', () => {
  it('tells a student whose trial ended why, with the way to a plan', () => {
    subscription = { status: 'expired', subscription_no: null };
    renderBanner('user');
    const banner = screen.getByTestId('membership-banner');
    expect(banner.textContent).toContain(SUBSCRIPTION_MESSAGES.trialEnded);
    expect(screen.getByRole('link', { name: 'Choose a plan' }).getAttribute('href')).toBe(
      '/user/plans',
    );
  });

  it('asks a student whose plan ended to renew', () => {
    subscription = { status: 'expired', subscription_no: 'YS/2026/00003' };
    renderBanner('user');
    expect(screen.getByTestId('membership-banner').textContent).toContain(
      SUBSCRIPTION_MESSAGES.planEnded,
    );
  });

  it('stays hidden during the trial, on a plan, while loading and for instructors', () => {
    subscription = { status: 'trial', subscription_no: null };
    const trial = renderBanner('user');
    expect(screen.queryByTestId('membership-banner')).toBeNull();
    trial.unmount();
    subscription = { status: 'active', subscription_no: 'YS/2026/00003' };
    renderBanner('user').unmount();
    expect(screen.queryByTestId('membership-banner')).toBeNull();
    subscription = undefined;
    renderBanner('user').unmount();
    expect(screen.queryByTestId('membership-banner')).toBeNull();
    subscription = { status: 'expired', subscription_no: null };
    queried.length = 0;
    renderBanner('instructor');
    expect(screen.queryByTestId('membership-banner')).toBeNull();
    expect(queried.every((asked) => !asked)).toBe(true);
  });
});

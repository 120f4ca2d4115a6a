import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { addIstDays, istInstant, istToday, type MySubscription } from '@yoga/contracts';
import { PanelThemeProvider } from '@yoga/ui';
import { RenewalPanel } from './renewal-panel';

let subscription: MySubscription;
const cancelRecurring = jest.fn();
const pause = jest.fn();
const resume = jest.fn();

jest.mock('../membership.api', () => ({
  useMySubscriptionQuery: () => ({ data: subscription, isLoading: false }),
}));
jest.mock('./renewals.api', () => ({
  useCancelRecurringMutation: () => [cancelRecurring, { isLoading: false }],
  usePauseMembershipMutation: () => [pause, { isLoading: false }],
  useResumeMembershipMutation: () => [resume, { isLoading: false }],
}));

const resolved = (value: unknown) => ({ unwrap: () => Promise.resolve(value) });

function active(over: Partial<MySubscription> = {}): MySubscription {
  return {
    status: 'active',
    trial_ends_at: '2026-11-07T04:30:00.000Z',
    plan: { id: 'big', name: 'Big', months: 3, currency: 'INR' },
    starts_at: '2026-11-07T04:30:00.000Z',
    ends_at: '2027-02-07T04:30:00.000Z',
    days_left: 70,
    subscription_no: 'YS/2026/00001',
    credits: { INR: 0, USD: 0 },
    classes_attended: 0,
    renewal: {
      subscription_id: 'sub_1',
      status: 'active',
      next_charge_at: '2027-02-07T04:30:00.000Z',
      amount: 169_900,
      currency: 'INR',
      method: 'upi',
      plan: 'big',
      months: 3,
      payment_link: null,
    },
    pause: null,
    ...over,
  };
}

const renderPanel = () =>
  render(
    <PanelThemeProvider>
      <RenewalPanel />
    </PanelThemeProvider>,
  );

beforeEach(() => {
  for (const fn of [cancelRecurring, pause, resume]) fn.mockReset();
});

describe('RenewalPanel', () => {
  it('says in words when and how it renews, and stops it with one confirmation', async () => {
    subscription = active();
    cancelRecurring.mockReturnValue(
      resolved(active({ renewal: { ...active().renewal!, status: 'cancelling' } })),
    );
    renderPanel();
    expect(screen.getByTestId('renewal-line').textContent).toBe(
      'Renews on 7 Feb 2027 for ₹1,699 by UPI AutoPay.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Stop renewal' }));
    expect(
      await screen.findByText('Nothing more is debited. Your membership runs to 7 Feb 2027.'),
    ).toBeTruthy();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Yes, stop it' }));
    });
    expect(cancelRecurring).toHaveBeenCalledWith({});
  });

  it('says when a membership without renewal ends, and shows a pause with Resume', async () => {
    subscription = active({
      renewal: null,
      pause: { from: '2026-12-01', until: '2026-12-10' },
    });
    resume.mockReturnValue(resolved(active({ renewal: null })));
    renderPanel();
    expect(screen.getByTestId('renewal-line').textContent).toBe(
      'Ends on 7 Feb 2027. It does not renew by itself.',
    );
    expect(screen.getByTestId('pause-line').textContent).toContain(
      'Paused from 1 Dec 2026 to 10 Dec 2026',
    );
    expect(screen.queryByRole('button', { name: 'Stop renewal' })).toBeNull();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Resume now' }));
    });
    await waitFor(() => expect(resume).toHaveBeenCalled());
  });

  it('pauses from a chosen date for a number of days', async () => {
    subscription = active();
    pause.mockReturnValue(resolved(active({ pause: { from: '2026-12-01', until: '2026-12-10' } })));
    renderPanel();
    fireEvent.click(screen.getByRole('button', { name: 'Pause membership' }));
    const from = (await screen.findByLabelText('First day of the pause')) as HTMLInputElement;
    fireEvent.change(from, { target: { value: '2026-12-01' } });
    fireEvent.change(screen.getByLabelText('Days'), { target: { value: '10' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Pause' }));
    });
    expect(pause).toHaveBeenCalledWith({ from: '2026-12-01', days: 10 });
  });

  it('offers a pause to a plan bought during the trial, from today (the rest of the trial moves too)', async () => {
    // The trial ends in 5 days at 10:00 India time: the paid plan starts then.
    const trialEnd = istInstant(addIstDays(istToday(), 5), '10:00').toISOString();
    subscription = active({
      status: 'trial',
      trial_ends_at: trialEnd,
      starts_at: '2026-01-01T04:30:00.000Z',
      ends_at: '2099-01-01T04:30:00.000Z',
      renewal: null,
    });
    renderPanel();
    expect(screen.getByTestId('renewal-line').textContent).toContain('Ends on');
    fireEvent.click(screen.getByRole('button', { name: 'Pause membership' }));
    const from = (await screen.findByLabelText('First day of the pause')) as HTMLInputElement;
    expect(from.value).toBe(istToday());
    expect(from.min).toBe(istToday());
  });
});

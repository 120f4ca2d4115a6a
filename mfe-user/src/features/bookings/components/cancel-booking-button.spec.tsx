import { act, fireEvent, render, screen } from '@testing-library/react';
import { App } from 'antd';
import { BOOKING_MESSAGES, istInstant, type Booking } from '@yoga/contracts';
import { PanelThemeProvider } from '@yoga/ui';
import { i18n } from '@yoga/i18n';
import {
  cancelClosedReason,
  CancelBookingButton,
  cancelState as state,
} from './cancel-booking-button';

/** English, as the panel shows it. */
const t = (id: string, values?: Record<string, unknown>) => i18n._(id, values);
const cancelState = (b: Booking, now: Date) => state(b, now, t);
const CANCEL_CLOSED_REASON = cancelClosedReason(t);

const cancel = jest.fn();
jest.mock('../bookings.api', () => ({
  useCancelBookingMutation: () => [cancel, { isLoading: false }],
}));

const booking = (over: Partial<Booking> = {}): Booking => ({
  id: 11,
  user_id: 7,
  class_id: 3,
  type: 'class',
  name: 'Priya Sharma',
  email: 'priya@example.in',
  phone: '9876543210',
  preferred_date: '2099-12-02',
  preferred_time: '18:45',
  notes: null,
  created_at: '2026-11-01T00:00:00.000Z',
  status: 'booked',
  ...over,
});
const start = istInstant('2099-12-02', '18:45').getTime();

function renderButton(b: Booking, now: Date) {
  return render(
    <PanelThemeProvider>
      <App>
        <CancelBookingButton booking={b} now={now} />
      </App>
    </PanelThemeProvider>,
  );
}

beforeEach(() => cancel.mockReset());

describe('cancelState', () => {
  it('allows cancelling a place up to 1 hour before the IST start, and leaving a waitlist', () => {
    expect(cancelState(booking(), new Date(start - 60 * 60_000)).allowed).toBe(true);
    expect(cancelState(booking(), new Date(start - 59 * 60_000)).allowed).toBe(false);
    const waiting = cancelState(booking({ status: 'waitlisted' }), new Date(start - 60_000));
    expect(waiting).toMatchObject({ label: 'Leave waitlist', allowed: true });
  });
});

describe('CancelBookingButton', () => {
  it('asks for confirmation, then cancels and shows the answer', async () => {
    cancel.mockReturnValue({
      unwrap: () => Promise.resolve({ success: true, message: BOOKING_MESSAGES.bookingCancelled }),
    });
    renderButton(booking(), new Date(start - 2 * 60 * 60_000));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel booking' }));
    expect(cancel).not.toHaveBeenCalled();
    expect(await screen.findByText(/Cancel this booking\?/)).toBeTruthy();
    const confirm = screen
      .getAllByRole('button', { name: 'Cancel booking' })
      .find((b) => b.closest('.ant-popover'))!;
    await act(async () => {
      fireEvent.click(confirm);
    });
    expect(cancel).toHaveBeenCalledWith(11);
    expect(await screen.findByText(BOOKING_MESSAGES.bookingCancelled)).toBeTruthy();
  });

  it('is disabled with its reason inside the last hour', () => {
    renderButton(booking(), new Date(start - 30 * 60_000));
    const button = screen.getByRole('button', { name: 'Cancel booking' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(screen.getByText(CANCEL_CLOSED_REASON)).toBeTruthy();
  });
});

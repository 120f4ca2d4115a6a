import { act, fireEvent, render, renderHook, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import type { Booking, Profile } from '@yoga/contracts';
import { i18n } from '@yoga/i18n';
import { PanelThemeProvider } from '@yoga/ui';
import { CONSENT_PROMPT_TEXTS, useFirstBookingPrompt } from './first-booking-prompt';
import { ReminderConsentPrompt } from './reminder-consent-prompt';

/** The prompt's English, as the panel shows it. */
const text = (key: keyof typeof CONSENT_PROMPT_TEXTS) => i18n._(CONSENT_PROMPT_TEXTS[key]);

const save = jest.fn();
let profile: Partial<Profile> = {};
let bookings: Partial<Booking>[] = [];
jest.mock('@yoga/api-client', () => ({
  errorMessage: () => undefined,
  useProfileQuery: () => ({ data: profile }),
  useUpdateProfileMutation: () => [
    (body: unknown) => ({ unwrap: () => Promise.resolve(save(body)) }),
    { isLoading: false },
  ],
}));
jest.mock('../../../shared/my-bookings.api', () => ({
  useLazyMyBookingsQuery: () => [() => ({ unwrap: () => Promise.resolve(bookings) })],
}));

const wrapper = ({ children }: { children: ReactNode }) => (
  <PanelThemeProvider>
    <MemoryRouter>{children}</MemoryRouter>
  </PanelThemeProvider>
);

beforeEach(() => {
  save.mockReset();
  profile = {
    email: 'priya@example.in',
    phone: '+919876543210',
    consents: { whatsapp: false, email: false },
  };
  bookings = [{ id: 1 }];
});

describe('ReminderConsentPrompt', () => {
  it('offers both reminders off, and saves the choice with the prompt as the source', async () => {
    const onClose = jest.fn();
    render(
      <ReminderConsentPrompt
        open
        email="priya@example.in"
        phone="+919876543210"
        onClose={onClose}
      />,
      { wrapper },
    );
    const whatsapp = screen.getByRole('checkbox', { name: /WhatsApp reminders/ });
    const email = screen.getByRole('checkbox', { name: /Email reminders \(priya@example.in\)/ });
    expect((whatsapp as HTMLInputElement).checked).toBe(false);
    expect((email as HTMLInputElement).checked).toBe(false);
    fireEvent.click(whatsapp);
    fireEvent.click(screen.getByRole('button', { name: text('save') }));
    await waitFor(() =>
      expect(save).toHaveBeenCalledWith({
        consents: { whatsapp: true, email: false },
        consent_source: 'first_booking_prompt',
      }),
    );
    expect(await screen.findByText(text('saved'))).toBeTruthy();
    expect(onClose).toHaveBeenCalled();
  });

  it('"Not now" saves nothing', () => {
    const onClose = jest.fn();
    render(<ReminderConsentPrompt open email="a@b.in" phone="" onClose={onClose} />, { wrapper });
    expect(
      (screen.getByRole('checkbox', { name: /WhatsApp reminders/ }) as HTMLInputElement).disabled,
    ).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: text('later') }));
    expect(onClose).toHaveBeenCalled();
    expect(save).not.toHaveBeenCalled();
  });
});

describe('useFirstBookingPrompt', () => {
  async function promptOpensAfterBooking() {
    const { result } = renderHook(() => useFirstBookingPrompt(), { wrapper });
    await act(() => result.current.afterBooking());
    if (result.current.prompt === null) return false;
    render(<>{result.current.prompt}</>, { wrapper });
    // The prompt's code loads when it first opens.
    return (await screen.findByText(text('title'))) !== null;
  }

  it('opens after the first booking when no reminder was chosen yet', async () => {
    expect(await promptOpensAfterBooking()).toBe(true);
  });

  it('stays closed after a later booking, or when a reminder is already on', async () => {
    bookings = [{ id: 1 }, { id: 2 }];
    expect(await promptOpensAfterBooking()).toBe(false);
    bookings = [{ id: 1 }];
    profile = { ...profile, consents: { whatsapp: false, email: true } };
    expect(await promptOpensAfterBooking()).toBe(false);
  });
});

import { useCallback, useState, type ReactNode } from 'react';
import { useProfileQuery } from '@yoga/api-client';
import { deferred } from '@yoga/ui';
import { useLazyMyBookingsQuery } from '../../../shared/my-bookings.api';

export { CONSENT_PROMPT_TEXTS, FIRST_BOOKING_CONSENT_SOURCE } from './consent-prompt-texts';

/** The prompt (antd's Modal and Checkbox) loads when it first opens (issue 38). */
const ReminderConsentPrompt = deferred(() =>
  import('./reminder-consent-prompt').then((m) => m.ReminderConsentPrompt),
);

/**
 * After a booking succeeds: when it is the student's first and they have not chosen any reminders yet,
 * offers the reminder consents. Returns the callback for the booking forms and the prompt to render.
 */
export function useFirstBookingPrompt(): { afterBooking: () => Promise<void>; prompt: ReactNode } {
  const [open, setOpen] = useState(false);
  const profile = useProfileQuery();
  const [loadBookings] = useLazyMyBookingsQuery();
  const afterBooking = useCallback(async () => {
    const consents = profile.data?.consents;
    if (consents?.whatsapp || consents?.email) return;
    try {
      const bookings = await loadBookings(undefined, false).unwrap();
      if (bookings.length === 1) setOpen(true);
    } catch {
      // No prompt when the list cannot be read: the profile keeps the same choice.
    }
  }, [profile.data, loadBookings]);
  const prompt =
    profile.data && open ? (
      <ReminderConsentPrompt
        open={open}
        email={profile.data.email}
        phone={profile.data.phone}
        onClose={() => setOpen(false)}
      />
    ) : null;
  return { afterBooking, prompt };
}

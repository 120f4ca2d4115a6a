import { useCallback, useState, type ReactNode } from 'react';
import { App, Checkbox, Modal, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { errorMessage, useProfileQuery, useUpdateProfileMutation } from '@yoga/api-client';
import {
  CLASS_REMINDER_MINUTES,
  formatPhone,
  MESSAGES,
  USER_ROUTES,
  type ReminderConsents,
} from '@yoga/contracts';
import { useLazyMyBookingsQuery } from '../../../shared/my-bookings.api';

/** Where the consent log says these consents were given. */
export const FIRST_BOOKING_CONSENT_SOURCE = 'first_booking_prompt';

export const CONSENT_PROMPT_TEXTS = {
  title: 'Get class reminders?',
  intro: `We can remind you ${CLASS_REMINDER_MINUTES} minutes before each class you book, with your join link.`,
  whatsapp: 'WhatsApp reminders',
  email: 'Email reminders',
  note: 'Both stay off unless you tick them. Every message says how to stop, and you can change this any time in your',
  save: 'Save my choice',
  later: 'Not now',
  saved: 'Your reminder choice is saved.',
} as const;

interface ConsentPromptProps {
  open: boolean;
  email: string;
  phone: string;
  onClose: () => void;
}

/** The two reminder consents, both off until ticked; saved through PATCH /api/profile. */
export function ReminderConsentPrompt({ open, email, phone, onClose }: ConsentPromptProps) {
  const { message } = App.useApp();
  const [choice, setChoice] = useState<ReminderConsents>({ whatsapp: false, email: false });
  const [save, { isLoading }] = useUpdateProfileMutation();
  const onSave = async () => {
    try {
      await save({ consents: choice, consent_source: FIRST_BOOKING_CONSENT_SOURCE }).unwrap();
      message.success(CONSENT_PROMPT_TEXTS.saved);
      onClose();
    } catch (error) {
      message.error(errorMessage(error) ?? MESSAGES.somethingWentWrong);
    }
  };
  return (
    <Modal
      open={open}
      title={CONSENT_PROMPT_TEXTS.title}
      okText={CONSENT_PROMPT_TEXTS.save}
      cancelText={CONSENT_PROMPT_TEXTS.later}
      onOk={onSave}
      onCancel={onClose}
      confirmLoading={isLoading}
      destroyOnHidden
    >
      <Typography.Paragraph>{CONSENT_PROMPT_TEXTS.intro}</Typography.Paragraph>
      <div style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
        <Checkbox
          checked={choice.whatsapp}
          disabled={!phone}
          onChange={(e) => setChoice({ ...choice, whatsapp: e.target.checked })}
        >
          {CONSENT_PROMPT_TEXTS.whatsapp}
          {phone ? ` (${formatPhone(phone)})` : ' (add a phone number in your profile first)'}
        </Checkbox>
        <Checkbox
          checked={choice.email}
          onChange={(e) => setChoice({ ...choice, email: e.target.checked })}
        >
          {CONSENT_PROMPT_TEXTS.email} ({email})
        </Checkbox>
      </div>
      <Typography.Paragraph type="secondary" style={{ marginTop: 16, marginBottom: 0 }}>
        {CONSENT_PROMPT_TEXTS.note}{' '}
        <Link to={USER_ROUTES.profile} onClick={onClose}>
          profile
        </Link>
        .
      </Typography.Paragraph>
    </Modal>
  );
}

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
  const prompt = profile.data ? (
    <ReminderConsentPrompt
      open={open}
      email={profile.data.email}
      phone={profile.data.phone}
      onClose={() => setOpen(false)}
    />
  ) : null;
  return { afterBooking, prompt };
}

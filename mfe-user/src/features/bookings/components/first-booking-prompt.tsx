import { useCallback, useState, type ReactNode } from 'react';
import { Checkbox, Modal, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { errorMessage, useProfileQuery, useUpdateProfileMutation } from '@yoga/api-client';
import {
  CLASS_REMINDER_MINUTES,
  formatPhone,
  USER_ROUTES,
  type ReminderConsents,
} from '@yoga/contracts';
import { Trans, useLocale } from '@yoga/i18n';
import { useLazyMyBookingsQuery } from '../../../shared/my-bookings.api';
import { usePanelApp } from '@yoga/ui';

/** Where the consent log says these consents were given. */
export const FIRST_BOOKING_CONSENT_SOURCE = 'first_booking_prompt';

/** The prompt's message IDs (user.consent.*). */
export const CONSENT_PROMPT_TEXTS = {
  title: 'user.consent.title',
  intro: 'user.consent.intro',
  whatsapp: 'user.consent.whatsapp',
  email: 'user.consent.email',
  note: 'user.consent.note',
  save: 'user.consent.save',
  later: 'user.consent.later',
  saved: 'user.consent.saved',
} as const;

interface ConsentPromptProps {
  open: boolean;
  email: string;
  phone: string;
  onClose: () => void;
}

/** The two reminder consents, both off until ticked; saved through PATCH /api/profile. */
export function ReminderConsentPrompt({ open, email, phone, onClose }: ConsentPromptProps) {
  const { message } = usePanelApp();
  const [choice, setChoice] = useState<ReminderConsents>({ whatsapp: false, email: false });
  const [save, { isLoading }] = useUpdateProfileMutation();
  const { t } = useLocale();
  const onSave = async () => {
    try {
      await save({ consents: choice, consent_source: FIRST_BOOKING_CONSENT_SOURCE }).unwrap();
      message.success(t(CONSENT_PROMPT_TEXTS.saved));
      onClose();
    } catch (error) {
      message.error(errorMessage(error) ?? t('user.somethingWentWrong'));
    }
  };
  return (
    <Modal
      open={open}
      title={t(CONSENT_PROMPT_TEXTS.title)}
      okText={t(CONSENT_PROMPT_TEXTS.save)}
      cancelText={t(CONSENT_PROMPT_TEXTS.later)}
      onOk={onSave}
      onCancel={onClose}
      confirmLoading={isLoading}
      destroyOnHidden
    >
      <Typography.Paragraph>
        {t(CONSENT_PROMPT_TEXTS.intro, { minutes: CLASS_REMINDER_MINUTES })}
      </Typography.Paragraph>
      <div style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
        <Checkbox
          checked={choice.whatsapp}
          disabled={!phone}
          onChange={(e) => setChoice({ ...choice, whatsapp: e.target.checked })}
        >
          {t(CONSENT_PROMPT_TEXTS.whatsapp)}
          {phone ? ` (${formatPhone(phone)})` : ` ${t('user.consent.noPhone')}`}
        </Checkbox>
        <Checkbox
          checked={choice.email}
          onChange={(e) => setChoice({ ...choice, email: e.target.checked })}
        >
          {t(CONSENT_PROMPT_TEXTS.email)} ({email})
        </Checkbox>
      </div>
      <Typography.Paragraph type="secondary" style={{ marginTop: 16, marginBottom: 0 }}>
        <Trans
          id={CONSENT_PROMPT_TEXTS.note}
          components={{ 0: <Link to={USER_ROUTES.profile} onClick={onClose} /> }}
        />
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

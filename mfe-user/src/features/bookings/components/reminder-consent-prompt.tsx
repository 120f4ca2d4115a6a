import { useState } from 'react';
import { Checkbox, Modal, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { errorMessage, useUpdateProfileMutation } from '@yoga/api-client';
import {
  CLASS_REMINDER_MINUTES,
  formatPhone,
  USER_ROUTES,
  type ReminderConsents,
} from '@yoga/contracts';
import { Trans, useLocale } from '@yoga/i18n';
import { usePanelApp } from '@yoga/ui';
import { CONSENT_PROMPT_TEXTS, FIRST_BOOKING_CONSENT_SOURCE } from './consent-prompt-texts';

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

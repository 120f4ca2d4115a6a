import { useState } from 'react';
import { Button, Flex, Input, Typography } from 'antd';
import { errorMessage } from '@yoga/api-client';
import { normalizePhone, type MyHousehold } from '@yoga/contracts';
import { useLocale } from '@yoga/i18n';
import { useInviteHouseholdMemberMutation } from '../households.api';

export interface HouseholdNotice {
  type: 'success' | 'error';
  text: string;
}

interface HouseholdInviteFormProps {
  household: MyHousehold;
  /** Every place taken: the field and the button are off, with a word why. */
  full: boolean;
  /** What happened (invited, or why not), shown by the card above the form. */
  onNotice: (notice: HouseholdNotice) => void;
}

/** The payer's invite: one field for an email address or a mobile number (WhatsApp), and Invite. */
export function HouseholdInviteForm({ household, full, onNotice }: HouseholdInviteFormProps) {
  const { t } = useLocale();
  const [email, setEmail] = useState('');
  const [invite, inviting] = useInviteHouseholdMemberMutation();

  const submitInvite = async () => {
    const address = email.trim();
    if (!address) return onNotice({ type: 'error', text: t('user.household.emailRequired') });
    // An address with "@" is an email; anything else a mobile number (the server's phone rule: a text
    // that is no valid number is sent as it is, so she reads the server's message about the number).
    const phone = address.includes('@') ? null : (normalizePhone(address) ?? address);
    try {
      await invite(
        phone !== null ? { id: household.id, phone } : { id: household.id, email: address },
      ).unwrap();
      setEmail('');
      onNotice({ type: 'success', text: t('user.household.invited', { email: address }) });
    } catch (error) {
      onNotice({ type: 'error', text: errorMessage(error) ?? t('user.tryAgain') });
    }
  };

  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        void submitInvite();
      }}
    >
      <Flex gap={8} wrap>
        <label style={{ flex: '1 1 240px' }}>
          {t('user.household.inviteEmail')}
          <Input
            value={email}
            autoComplete="off"
            disabled={full}
            onChange={(e) => setEmail(e.target.value)}
          />
        </label>
        <Button
          type="primary"
          htmlType="submit"
          disabled={full}
          loading={inviting.isLoading}
          style={{ alignSelf: 'flex-end' }}
        >
          {t('user.household.invite')}
        </Button>
      </Flex>
      {full ? <Typography.Text type="secondary">{t('user.household.full')}</Typography.Text> : null}
    </form>
  );
}

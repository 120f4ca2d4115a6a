import { useState } from 'react';
import { Alert, Button, Card, Flex, List, Popconfirm, Tag, Typography } from 'antd';
import { errorMessage } from '@yoga/api-client';
import {
  formatIstDate,
  formatPhone,
  type HouseholdMember,
  type MyHousehold,
} from '@yoga/contracts';
import { useLocale } from '@yoga/i18n';
import { useRemoveHouseholdMemberMutation } from '../households.api';
import { HouseholdInviteForm, type HouseholdNotice } from './household-invite-form';

/** How a member is named: her name, else the address or the mobile number invited. */
const who = (m: HouseholdMember): string => m.name ?? m.email ?? formatPhone(m.phone ?? '');

/**
 * The household as the payer and its members see it: who pays and until when, the members and their
 * status; the payer invites by email or by mobile number (WhatsApp) and removes members. No payment details are shown to anyone here.
 */
export function HouseholdCard({ household }: { household: MyHousehold }) {
  const { t, locale } = useLocale();
  const [notice, setNotice] = useState<HouseholdNotice | null>(null);
  const [remove, removing] = useRemoveHouseholdMemberMutation();
  const taken = household.members.length;
  const full = taken >= household.size;
  const until = household.ends_at
    ? formatIstDate(household.ends_at, locale === 'hi' ? 'hi-IN' : 'en-IN')
    : null;

  return (
    <Card
      data-testid="household"
      title={<h2 style={{ margin: 0, fontSize: 18 }}>{household.plan_name}</h2>}
    >
      <Flex vertical gap={12}>
        <Typography.Paragraph style={{ margin: 0 }} data-testid="household-payer">
          {until
            ? t('user.household.paidBy', { payer: household.payer.name, until })
            : t('user.household.awaitingPayment', { payer: household.payer.name })}
        </Typography.Paragraph>
        <Typography.Text type="secondary">
          {t('user.household.places', { count: household.size, taken })}
        </Typography.Text>
        <List
          aria-label={t('user.household.members')}
          dataSource={household.members}
          renderItem={(m) => (
            <List.Item
              actions={
                household.is_payer && !m.payer && m.user_id !== null
                  ? [
                      <Popconfirm
                        key="remove"
                        title={t('user.household.removeConfirm', { name: who(m) })}
                        okText={t('user.household.remove')}
                        cancelText={t('user.household.keep')}
                        onConfirm={async () => {
                          try {
                            await remove({ id: household.id, userId: m.user_id! }).unwrap();
                            setNotice({
                              type: 'success',
                              text: t('user.household.removed', { name: who(m) }),
                            });
                          } catch (error) {
                            setNotice({
                              type: 'error',
                              text: errorMessage(error) ?? t('user.tryAgain'),
                            });
                          }
                        }}
                      >
                        <Button danger size="small" loading={removing.isLoading}>
                          {t('user.household.remove')}
                        </Button>
                      </Popconfirm>,
                    ]
                  : []
              }
            >
              <List.Item.Meta
                title={who(m)}
                description={m.name ? (m.email ?? null) : null}
                style={{ minWidth: 0, overflowWrap: 'anywhere' }}
              />
              <Tag color={m.payer ? 'gold' : m.status === 'active' ? 'green' : 'default'}>
                {m.payer
                  ? t('user.household.statusPayer')
                  : m.status === 'active'
                    ? t('user.household.statusActive')
                    : t('user.household.statusInvited')}
              </Tag>
            </List.Item>
          )}
        />
        {notice ? (
          <Alert type={notice.type} showIcon title={notice.text} data-testid="household-notice" />
        ) : null}
        {household.is_payer && until ? (
          <HouseholdInviteForm household={household} full={full} onNotice={setNotice} />
        ) : null}
      </Flex>
    </Card>
  );
}

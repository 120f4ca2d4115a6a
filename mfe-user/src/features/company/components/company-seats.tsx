import { useState } from 'react';
import { Alert, Button, Card, Flex, Input, List, Popconfirm, Tag } from 'antd';
import { errorMessage } from '@yoga/api-client';
import { useLocale } from '@yoga/i18n';
import type { MyCompany } from '@yoga/contracts';
import {
  useAssignCompanySeatMutation,
  useCompanyUsageQuery,
  useRemoveCompanySeatMutation,
} from '../company.api';
import { CompanySummary } from './company-summary';

/** The company admin's view: seats used of bought, holders (assign by email, remove), this month's use. */
export function CompanySeats({ company }: { company: MyCompany }) {
  const { t } = useLocale();
  const [email, setEmail] = useState('');
  const [notice, setNotice] = useState<{ type: 'success' | 'error'; text: string } | null>(null);
  const [assign, assigning] = useAssignCompanySeatMutation();
  const [remove] = useRemoveCompanySeatMutation();
  const { data: usage } = useCompanyUsageQuery(company.id);
  const used = new Map(usage?.seats.map((s) => [s.seat_id, s.classes_this_month]) ?? []);

  const submit = async () => {
    if (!email.trim()) return;
    try {
      await assign({ id: company.id, email: email.trim() }).unwrap();
      setNotice({ type: 'success', text: t('user.company.assigned', { email: email.trim() }) });
      setEmail('');
    } catch (error) {
      setNotice({ type: 'error', text: errorMessage(error) ?? t('user.company.failed') });
    }
  };

  return (
    <Flex vertical gap={16}>
      <CompanySummary company={company} />
      <Card title={<h2 style={{ margin: 0, fontSize: 18 }}>{t('user.company.holders')}</h2>}>
        <form
          onSubmit={(e) => {
            e.preventDefault();
            void submit();
          }}
        >
          <Flex gap={8} wrap="wrap" style={{ marginBottom: 12 }}>
            <Input
              type="email"
              aria-label={t('user.company.assignEmail')}
              placeholder={t('user.company.assignEmail')}
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              style={{ flex: '1 1 220px', minWidth: 0 }}
            />
            <Button type="primary" htmlType="submit" loading={assigning.isLoading}>
              {t('user.company.assign')}
            </Button>
          </Flex>
        </form>
        {notice ? (
          <Alert
            type={notice.type}
            showIcon
            title={notice.text}
            role={notice.type === 'error' ? 'alert' : 'status'}
            style={{ marginBottom: 12 }}
          />
        ) : null}
        <List
          dataSource={company.seat_holders}
          locale={{ emptyText: t('user.company.noHolders') }}
          renderItem={(h) => (
            <List.Item
              actions={[
                <Popconfirm
                  key="remove"
                  title={t('user.company.removeConfirm', { email: h.email })}
                  okText={t('user.company.remove')}
                  cancelText={t('user.company.keep')}
                  onConfirm={async () => {
                    try {
                      await remove({ id: company.id, seatId: h.seat_id }).unwrap();
                      setNotice({
                        type: 'success',
                        text: t('user.company.removed', { email: h.email }),
                      });
                    } catch (error) {
                      setNotice({
                        type: 'error',
                        text: errorMessage(error) ?? t('user.company.failed'),
                      });
                    }
                  }}
                >
                  <Button danger size="small">
                    {t('user.company.remove')}
                  </Button>
                </Popconfirm>,
              ]}
            >
              <List.Item.Meta
                title={
                  <Flex gap={8} wrap="wrap" align="center">
                    <span style={{ overflowWrap: 'anywhere' }}>{h.name ?? h.email}</span>
                    <Tag color={h.status === 'active' ? 'green' : 'default'}>
                      {h.status === 'active'
                        ? t('user.company.statusActive')
                        : t('user.company.statusPending')}
                    </Tag>
                  </Flex>
                }
                description={
                  <>
                    {h.name ? <div style={{ overflowWrap: 'anywhere' }}>{h.email}</div> : null}
                    <div>
                      {t('user.company.classesThisMonth', { count: used.get(h.seat_id) ?? 0 })}
                    </div>
                  </>
                }
              />
            </List.Item>
          )}
        />
      </Card>
    </Flex>
  );
}

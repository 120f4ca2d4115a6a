import { Card, Flex, Typography } from 'antd';
import { formatShortDate, useLocale } from '@yoga/i18n';
import type { MyCompany } from '@yoga/contracts';

/** The company at a glance for its admin: legal name, GSTIN, active until when, seats used of bought. */
export function CompanySummary({ company }: { company: MyCompany }) {
  const { t, locale } = useLocale();
  const stateText =
    company.state === 'active' && company.ends_at
      ? t('user.company.activeUntil', { date: formatShortDate(company.ends_at, locale) })
      : company.state === 'ended'
        ? t('user.company.ended')
        : t('user.company.pending');

  return (
    <Card title={<h2 style={{ margin: 0, fontSize: 18 }}>{company.legal_name}</h2>}>
      <Flex vertical gap={4}>
        <Typography.Text>{t('user.company.gstinShown', { gstin: company.gstin })}</Typography.Text>
        <Typography.Text>{stateText}</Typography.Text>
        <Typography.Text strong data-testid="seats-used">
          {t('user.company.seatsUsed', { used: company.seats_used, seats: company.seats })}
        </Typography.Text>
      </Flex>
    </Card>
  );
}

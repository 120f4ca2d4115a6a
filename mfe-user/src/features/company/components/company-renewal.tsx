import { useState } from 'react';
import { Button, Card, Flex, InputNumber, Typography } from 'antd';
import { COMPANY_SEATS_MAX, COMPANY_SEATS_MIN, type MyCompany } from '@yoga/contracts';
import { useLocale } from '@yoga/i18n';

export interface CompanyRenewalProps {
  company: MyCompany;
  busy: boolean;
  onRenew: (seats: number) => void;
}

/**
 * Renew the company's seats (POST /companies/:id/renewals): the same company and GSTIN, the seats its
 * holders keep; fewer seats than assigned release the most recently assigned when paid.
 */
export function CompanyRenewal({ company, busy, onRenew }: CompanyRenewalProps) {
  const { t } = useLocale();
  const [seats, setSeats] = useState<number>(company.seats);
  const released = Math.max(0, company.seats_used - seats);
  return (
    <Card
      data-testid="company-renewal"
      title={<h2 style={{ margin: 0, fontSize: 18 }}>{t('user.company.renewTitle')}</h2>}
    >
      <form
        onSubmit={(e) => {
          e.preventDefault();
          onRenew(seats);
        }}
      >
        <Flex vertical gap={12} style={{ maxWidth: 560 }}>
          <Typography.Paragraph style={{ margin: 0 }}>
            {t('user.company.renewIntro')}
          </Typography.Paragraph>
          <label>
            {t('user.company.renewSeats')}
            <InputNumber
              min={COMPANY_SEATS_MIN}
              max={COMPANY_SEATS_MAX}
              precision={0}
              value={seats}
              onChange={(v) => setSeats(typeof v === 'number' ? v : COMPANY_SEATS_MIN)}
              style={{ display: 'block', width: 160 }}
            />
          </label>
          {released > 0 ? (
            <Typography.Text type="warning" data-testid="company-renewal-release">
              {t('user.company.renewReleases', { count: released })}
            </Typography.Text>
          ) : null}
          <Button
            type="primary"
            htmlType="submit"
            loading={busy}
            style={{ alignSelf: 'flex-start' }}
          >
            {t('user.company.renew')}
          </Button>
        </Flex>
      </form>
    </Card>
  );
}

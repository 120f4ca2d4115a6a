import { useState } from 'react';
import { Button, Card, Flex, Input, InputNumber, Select, Typography } from 'antd';
import { usePlansQuery } from '@yoga/api-client';
import {
  COMPANY_SEATS_MAX,
  COMPANY_SEATS_MIN,
  companyGstinProblem,
  formatPriceMinor,
  normalizeGstin,
  planName,
  type CreateCompanyOrderRequest,
} from '@yoga/contracts';
import { useLocale } from '@yoga/i18n';
import { CompanyBillingFields, type CompanyBilling } from './company-billing-fields';

export interface CompanyOrderFormProps {
  busy: boolean;
  onPay: (request: CreateCompanyOrderRequest) => void;
}

/** Buy seats: plan, number of seats, the company's legal name, billing address, state and GSTIN. */
export function CompanyOrderForm({ busy, onPay }: CompanyOrderFormProps) {
  const { t, locale } = useLocale();
  const { data: plans } = usePlansQuery();
  const [plan, setPlan] = useState<string | undefined>(undefined);
  const [seats, setSeats] = useState<number>(COMPANY_SEATS_MIN);
  const [billing, setBilling] = useState<CompanyBilling>({
    legalName: '',
    address: '',
    stateCode: undefined,
    gstin: '',
  });
  const patchBilling = (patch: Partial<CompanyBilling>) => setBilling((b) => ({ ...b, ...patch }));
  const { legalName, address, stateCode, gstin } = billing;
  const [domain, setDomain] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const chosen = plans?.find((p) => p.slug === plan);
  const gstinProblem =
    gstin.trim() && stateCode
      ? companyGstinProblem(gstin, stateCode)
      : gstin.trim()
        ? 'format'
        : null;
  const gstinText =
    gstinProblem === 'format'
      ? t('user.company.gstinFormat')
      : gstinProblem === 'state'
        ? t('user.company.gstinState')
        : null;

  const submit = () => {
    if (!chosen) return setProblem(t('user.company.choosePlan'));
    if (!legalName.trim() || !address.trim() || !stateCode || !gstin.trim())
      return setProblem(t('user.company.fillAll'));
    if (gstinText) return setProblem(gstinText);
    setProblem(null);
    onPay({
      plan: chosen.slug,
      currency: 'INR',
      seats,
      company: {
        legal_name: legalName.trim(),
        address: address.trim(),
        state_code: stateCode,
        gstin: normalizeGstin(gstin),
      },
      ...(domain.trim() ? { email_domain: domain.trim() } : {}),
    });
  };

  return (
    <Card title={<h2 style={{ margin: 0, fontSize: 18 }}>{t('user.company.buyTitle')}</h2>}>
      <Typography.Paragraph>{t('user.company.buyIntro')}</Typography.Paragraph>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <Flex vertical gap={12} style={{ maxWidth: 560 }}>
          <label>
            {t('user.company.plan')}
            <Select
              aria-label={t('user.company.plan')}
              style={{ width: '100%' }}
              value={plan}
              onChange={setPlan}
              placeholder={t('user.company.choosePlan')}
              options={(plans ?? []).map((p) => ({
                value: p.slug,
                label: `${planName(p, 'INR', locale)} · ${t('user.company.perSeat', {
                  amount: formatPriceMinor(p.prices.INR.offer, 'INR'),
                })}`,
              }))}
            />
          </label>
          <label>
            {t('user.company.seats')}
            <InputNumber
              aria-label={t('user.company.seats')}
              style={{ width: '100%' }}
              min={COMPANY_SEATS_MIN}
              max={COMPANY_SEATS_MAX}
              precision={0}
              value={seats}
              onChange={(v) => setSeats(typeof v === 'number' ? v : COMPANY_SEATS_MIN)}
            />
          </label>
          <CompanyBillingFields value={billing} onChange={patchBilling} gstinText={gstinText} />
          <label>
            {t('user.company.domain')}
            <Input
              value={domain}
              onChange={(e) => setDomain(e.target.value)}
              maxLength={253}
              placeholder="acme.co.in"
            />
          </label>
          <Typography.Text type="secondary">{t('user.company.domainHelp')}</Typography.Text>
          {problem ? (
            <Typography.Text type="danger" role="alert">
              {problem}
            </Typography.Text>
          ) : null}
          <Button type="primary" htmlType="submit" loading={busy}>
            {chosen
              ? t('user.company.pay', {
                  amount: formatPriceMinor(chosen.prices.INR.offer * seats, 'INR'),
                  seats,
                })
              : t('user.company.payPlain')}
          </Button>
        </Flex>
      </form>
    </Card>
  );
}

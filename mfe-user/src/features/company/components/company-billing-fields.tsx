import { Input, Select, Typography } from 'antd';
import { COMPANY_ADDRESS_MAX, GST_STATES } from '@yoga/contracts';
import { useLocale } from '@yoga/i18n';

/** The company's billing details as typed (the GST invoice is made out to them). */
export interface CompanyBilling {
  legalName: string;
  address: string;
  stateCode: string | undefined;
  gstin: string;
}

interface CompanyBillingFieldsProps {
  value: CompanyBilling;
  onChange: (patch: Partial<CompanyBilling>) => void;
  /** What is wrong with the GSTIN (format, or not of the chosen state), shown under it. */
  gstinText: string | null;
}

/** The seat order's billing fields: legal name, billing address, state and GSTIN. */
export function CompanyBillingFields({ value, onChange, gstinText }: CompanyBillingFieldsProps) {
  const { t } = useLocale();
  return (
    <>
      <label>
        {t('user.company.legalName')}
        <Input
          value={value.legalName}
          onChange={(e) => onChange({ legalName: e.target.value })}
          maxLength={100}
        />
      </label>
      <label>
        {t('user.company.address')}
        <Input.TextArea
          value={value.address}
          onChange={(e) => onChange({ address: e.target.value })}
          maxLength={COMPANY_ADDRESS_MAX}
          rows={2}
        />
      </label>
      <label>
        {t('user.company.state')}
        <Select
          aria-label={t('user.company.state')}
          style={{ width: '100%' }}
          showSearch
          optionFilterProp="label"
          value={value.stateCode}
          onChange={(stateCode: string) => onChange({ stateCode })}
          placeholder={t('user.company.chooseState')}
          options={GST_STATES.map((s) => ({ value: s.code, label: `${s.code} ${s.name}` }))}
        />
      </label>
      <label>
        {t('user.company.gstin')}
        <Input
          value={value.gstin}
          onChange={(e) => onChange({ gstin: e.target.value.toUpperCase() })}
          maxLength={20}
          status={gstinText ? 'error' : undefined}
          aria-invalid={gstinText ? true : undefined}
          placeholder="27AAPFU0939F1ZV"
        />
      </label>
      {gstinText ? (
        <Typography.Text type="danger" data-testid="gstin-problem">
          {gstinText}
        </Typography.Text>
      ) : null}
    </>
  );
}

import { COMPANY_ADDRESS_MAX, GST_STATES } from '@yoga/contracts';
import { useLocale } from '@yoga/i18n';
import { accountFormStyles as form } from '@yoga/ui';
import styles from './company-order-form.module.css';

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

/**
 * The seat order's billing fields: legal name, billing address, state and GSTIN. Plain form elements
 * (issue 38), the state in the browser's own list.
 */
export function CompanyBillingFields({ value, onChange, gstinText }: CompanyBillingFieldsProps) {
  const { t } = useLocale();
  return (
    <>
      <label className={styles.field}>
        {t('user.company.legalName')}
        <input
          className={form.input}
          value={value.legalName}
          onChange={(e) => onChange({ legalName: e.target.value })}
          maxLength={100}
        />
      </label>
      <label className={styles.field}>
        {t('user.company.address')}
        <textarea
          className={`${form.input} ${styles.textarea}`}
          value={value.address}
          onChange={(e) => onChange({ address: e.target.value })}
          maxLength={COMPANY_ADDRESS_MAX}
          rows={2}
        />
      </label>
      <label className={styles.field}>
        {t('user.company.state')}
        <select
          className={`${form.input} ${form.select}`}
          value={value.stateCode ?? ''}
          onChange={(e) => onChange({ stateCode: e.target.value || undefined })}
        >
          <option value="" disabled>
            {t('user.company.chooseState')}
          </option>
          {GST_STATES.map((s) => (
            <option key={s.code} value={s.code}>{`${s.code} ${s.name}`}</option>
          ))}
        </select>
      </label>
      <label className={`${styles.field} ${gstinText ? form.invalid : ''}`}>
        {t('user.company.gstin')}
        <input
          className={form.input}
          value={value.gstin}
          onChange={(e) => onChange({ gstin: e.target.value.toUpperCase() })}
          maxLength={20}
          aria-invalid={gstinText ? true : undefined}
          placeholder="27AAPFU0939F1ZV"
        />
      </label>
      {gstinText ? (
        <span className={form.error} data-testid="gstin-problem">
          {gstinText}
        </span>
      ) : null}
    </>
  );
}

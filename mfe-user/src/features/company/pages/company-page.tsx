import type { ReactNode } from 'react';
import type { CreateCompanyOrderRequest, CreateCompanyOrderResponse } from '@yoga/contracts';
import { useCatalog, useLocale } from '@yoga/i18n';
import { companyCatalog } from '../i18n';
import { PageSpinner, deferred } from '@yoga/ui';
import plain from '../../../shared/plain.module.css';
import { CompanyOrderForm } from '../components/company-order-form';
import {
  useCreateCompanyOrderMutation,
  useMyCompanyQuery,
  useRenewCompanyMutation,
} from '../company.api';

// A company's seats, holders and renewals load when there is one (issue 38).
const CompanyOwned = deferred(() =>
  import('../components/company-owned').then((m) => m.CompanyOwned),
);

export interface CompanyPageProps {
  /**
   * Pays an order through the panel's checkout (the plans feature's, composed by the app): the sandbox
   * dialog or Razorpay, then verify.
   */
  pay?: (create: () => Promise<CreateCompanyOrderResponse>) => void;
  /** The checkout's outcome and dialogs, shown under the title. */
  checkout?: ReactNode;
  busy?: boolean;
}

/**
 * Company (issue 35): a company admin's seats (holders, assign by email, remove or reassign, this
 * month's classes), or the form to buy seats with the company's GST details.
 */
export default function CompanyPage({ pay, checkout, busy = false }: CompanyPageProps) {
  useCatalog(companyCatalog);
  const { t } = useLocale();
  const { data: company, isLoading } = useMyCompanyQuery();
  const [createOrder] = useCreateCompanyOrderMutation();
  const [renewCompany] = useRenewCompanyMutation();
  const order = (request: CreateCompanyOrderRequest) => pay?.(() => createOrder(request).unwrap());
  return (
    <div className={plain.stack}>
      <h1 className={plain.title}>{t('user.company.title')}</h1>
      {checkout}
      {isLoading ? <PageSpinner /> : null}
      {company ? (
        <CompanyOwned
          company={company}
          busy={busy}
          onRenew={(seats) => pay?.(() => renewCompany({ id: company.id, seats }).unwrap())}
        />
      ) : null}
      {!isLoading ? <CompanyOrderForm busy={busy} onPay={order} /> : null}
    </div>
  );
}

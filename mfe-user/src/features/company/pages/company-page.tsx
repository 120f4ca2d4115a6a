import type { ReactNode } from 'react';
import { Flex, Spin, Typography } from 'antd';
import type { CreateCompanyOrderRequest, CreateCompanyOrderResponse } from '@yoga/contracts';
import { useCatalog, useLocale } from '@yoga/i18n';
import { companyCatalog } from '../i18n';
import { OwnedRenewalCard } from '../../../shared/renewals/owned-renewal';
import { CompanyOrderForm } from '../components/company-order-form';
import { CompanySeats } from '../components/company-seats';
import { CompanyRenewal } from '../components/company-renewal';
import {
  useCreateCompanyOrderMutation,
  useMyCompanyQuery,
  useRenewCompanyMutation,
} from '../company.api';

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
    <Flex vertical gap={16}>
      <Typography.Title level={1} style={{ margin: 0 }}>
        {t('user.company.title')}
      </Typography.Title>
      {checkout}
      {isLoading ? <Spin /> : company ? <CompanySeats company={company} /> : null}
      {company?.ends_at ? (
        <OwnedRenewalCard kind="companies" id={company.id} renewal={company.renewal ?? null} />
      ) : null}
      {company?.ends_at ? (
        <CompanyRenewal
          key={company.id}
          company={company}
          busy={busy}
          onRenew={(seats) => pay?.(() => renewCompany({ id: company.id, seats }).unwrap())}
        />
      ) : null}
      {!isLoading ? <CompanyOrderForm busy={busy} onPay={order} /> : null}
    </Flex>
  );
}

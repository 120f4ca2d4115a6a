import type { MyCompany } from '@yoga/contracts';
import { OwnedRenewalCard } from '../../../shared/renewals/owned-renewal';
import { CompanyRenewal } from './company-renewal';
import { CompanySeats } from './company-seats';

/**
 * What a company's admin manages: its seats and holders, its automatic renewal and a renewal of the seats.
 * Loaded when there is a company (issue 38: a student without one does not download their antd parts).
 */
export function CompanyOwned({
  company,
  busy,
  onRenew,
}: {
  company: MyCompany;
  busy: boolean;
  onRenew: (seats: number) => void;
}) {
  return (
    <>
      <CompanySeats company={company} />
      {company.ends_at ? (
        <OwnedRenewalCard kind="companies" id={company.id} renewal={company.renewal ?? null} />
      ) : null}
      {company.ends_at ? (
        <CompanyRenewal key={company.id} company={company} busy={busy} onRenew={onRenew} />
      ) : null}
    </>
  );
}

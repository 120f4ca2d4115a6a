import { ApiSchema } from '@nestjs/swagger';
import { OwnedRenewalSchema } from './payments.js';
import {
  COMPANY_SEAT_STATUSES,
  COMPANY_STATES,
  type AdminCompanyRecord,
  type CompanySeatHolder,
  type CompanySeatStatus,
  type CompanySeatUsage,
  type CompanyState,
  type CompanyUsage,
  type CreateCompanyOrderResponse,
  type MyCompany,
  type PlanId,
} from '@yoga/contracts';
import { Int, ListOf, Nested, OneOf, Text } from '../properties.js';
import { CreateOrderResponseSchema } from './payments.js';

@ApiSchema({ name: 'CreateCompanyOrderResponse' })
export class CreateCompanyOrderResponseSchema
  extends CreateOrderResponseSchema
  implements CreateCompanyOrderResponse
{
  @Int()
  company_id: number;
}

@ApiSchema({ name: 'CompanySeatHolder' })
export class CompanySeatHolderSchema implements CompanySeatHolder {
  @Int()
  seat_id: number;

  @Text()
  email: string;

  @Text({ nullable: true, description: 'null until an account has that address' })
  name: string | null;

  @OneOf(COMPANY_SEAT_STATUSES)
  status: CompanySeatStatus;
}

@ApiSchema({ name: 'MyCompany' })
export class MyCompanySchema implements MyCompany {
  @Int()
  id: number;

  @Text()
  legal_name: string;

  @Text()
  gstin: string;

  @Text()
  state_code: string;

  @Text()
  address: string;

  @Text()
  plan: PlanId;

  @OneOf(COMPANY_STATES)
  state: CompanyState;

  @Text({ nullable: true })
  email_domain: string | null;

  @Int()
  seats: number;

  @Int()
  seats_used: number;

  @Text({ nullable: true, description: 'ISO; null until paid' })
  ends_at: string | null;

  @ListOf(() => CompanySeatHolderSchema)
  seat_holders: CompanySeatHolder[];

  @Nested(() => OwnedRenewalSchema, {
    nullable: true,
    description: 'its automatic renewal (UPI AutoPay), or null',
  })
  renewal: OwnedRenewalSchema | null;
}

@ApiSchema({ name: 'CompanySeatUsage' })
export class CompanySeatUsageSchema implements CompanySeatUsage {
  @Int()
  seat_id: number;

  @Text()
  email: string;

  @Text({ nullable: true })
  name: string | null;

  @Int()
  classes_this_month: number;
}

@ApiSchema({ name: 'CompanyUsage' })
export class CompanyUsageSchema implements CompanyUsage {
  @Text({ description: 'IST month YYYY-MM' })
  month: string;

  @ListOf(() => CompanySeatUsageSchema)
  seats: CompanySeatUsage[];
}

@ApiSchema({ name: 'AdminCompanyRecord' })
export class AdminCompanyRecordSchema implements AdminCompanyRecord {
  @Int()
  id: number;

  @Text()
  legal_name: string;

  @Text()
  gstin: string;

  @Text()
  state_code: string;

  @Text()
  plan: PlanId;

  @OneOf(COMPANY_STATES)
  state: CompanyState;

  @Int()
  seats: number;

  @Int()
  seats_used: number;

  @Text({ nullable: true })
  ends_at: string | null;

  @Text()
  admin_email: string;

  @Text()
  created_at: string;

  @Int({
    nullable: true,
    description: "the newest paid order's payment (its invoice: GET /api/payments/:id/invoice)",
  })
  invoice_payment_id: number | null;
}

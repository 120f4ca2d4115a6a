import { ApiSchema } from '@nestjs/swagger';
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
import { Int, ListOf, Nested, OneOf, Text } from '../../common/openapi/properties.js';
import { CreateOrderResponseSchema } from '../payments/index.js';
import { OwnedRenewalSchema } from '../renewals/index.js';

@ApiSchema({
  name: 'CreateCompanyOrderResponse',
  description:
    "The order as `POST /api/payments/orders` answers it (`amount`: the plan's price × seats), plus the company.",
})
export class CreateCompanyOrderResponseSchema
  extends CreateOrderResponseSchema
  implements CreateCompanyOrderResponse
{
  @Int()
  company_id: number;
}

@ApiSchema({ name: 'CompanySeatHolder', description: "One of a company's seats and its holder." })
export class CompanySeatHolderSchema implements CompanySeatHolder {
  @Int()
  seat_id: number;

  @Text()
  email: string;

  @Text({
    nullable: true,
    description: "The holder's name; null until an account has that address.",
  })
  name: string | null;

  @OneOf(COMPANY_SEAT_STATUSES, {
    description:
      "`active`: the seat gives access now; `pending`: the company's plan is not paid (or has ended).",
  })
  status: CompanySeatStatus;
}

const STATE_DESCRIPTION =
  '`pending`: ordered, not paid; `active`: paid, seats give access; `ended`: expired or refunded.';

@ApiSchema({
  name: 'MyCompany',
  description:
    "The company the signed-in user administers (company_admin), with its seats' holders " +
    '(GET /api/companies/mine answers null when she administers none).',
})
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

  @Text({ description: "The plan's id (PlanId)." })
  plan: PlanId;

  @OneOf(COMPANY_STATES, { description: STATE_DESCRIPTION })
  state: CompanyState;

  @Text({ nullable: true })
  email_domain: string | null;

  @Int()
  seats: number;

  @Int()
  seats_used: number;

  @Text({ nullable: true, description: "When the seats' access ends (ISO); null until paid." })
  ends_at: string | null;

  @ListOf(() => CompanySeatHolderSchema)
  seat_holders: CompanySeatHolder[];

  @Nested(() => OwnedRenewalSchema, {
    nullable: true,
    description:
      "The seats' automatic renewal (UPI AutoPay), or null: shown to the company's admins.",
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

  @Int({ description: 'Classes attended this IST month (while holding the seat).' })
  classes_this_month: number;
}

@ApiSchema({ name: 'CompanyUsage' })
export class CompanyUsageSchema implements CompanyUsage {
  @Text({ description: 'The IST month, YYYY-MM.' })
  month: string;

  @ListOf(() => CompanySeatUsageSchema)
  seats: CompanySeatUsage[];
}

@ApiSchema({ name: 'AdminCompanyRecord', description: "One company of the admin's list." })
export class AdminCompanyRecordSchema implements AdminCompanyRecord {
  @Int()
  id: number;

  @Text()
  legal_name: string;

  @Text()
  gstin: string;

  @Text()
  state_code: string;

  @Text({ description: "The plan's id (PlanId)." })
  plan: PlanId;

  @OneOf(COMPANY_STATES, { description: STATE_DESCRIPTION })
  state: CompanyState;

  @Int()
  seats: number;

  @Int()
  seats_used: number;

  @Text({ nullable: true, description: "When the seats' access ends (ISO); null until paid." })
  ends_at: string | null;

  @Text()
  admin_email: string;

  @Text()
  created_at: string;

  @Int({
    nullable: true,
    description:
      "The newest paid order's payment: its B2B invoice is `GET /api/payments/:id/invoice`; null before one.",
  })
  invoice_payment_id: number | null;
}

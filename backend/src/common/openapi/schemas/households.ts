import { ApiSchema } from '@nestjs/swagger';
import { OwnedRenewalSchema } from './payments.js';
import {
  CURRENCIES,
  HOUSEHOLD_MEMBER_STATUSES,
  type CreateHouseholdResponse,
  type Currency,
  type HouseholdMember,
  type HouseholdMemberStatus,
  type MyHousehold,
  type PlanId,
} from '@yoga/contracts';
import { Bool, Int, ListOf, Nested, OneOf, Text } from '../properties.js';
import { CreateOrderResponseSchema } from './payments.js';

/** POST /api/households → 201: the order (as POST /api/payments/orders) and the household. */
@ApiSchema({ name: 'CreateHouseholdResponse' })
export class CreateHouseholdResponseSchema
  extends CreateOrderResponseSchema
  implements CreateHouseholdResponse
{
  @Int()
  household_id: number;
}

@ApiSchema({ name: 'HouseholdPayer' })
export class HouseholdPayerSchema {
  @Text()
  name: string;
}

@ApiSchema({ name: 'HouseholdMember' })
export class HouseholdMemberSchema implements HouseholdMember {
  @Int({ nullable: true, description: 'null: invited at an address without an account yet' })
  user_id: number | null;

  @Text({ nullable: true })
  name: string | null;

  @Text({
    nullable: true,
    description: "her account's address once she accepts; null for an open invitation by phone",
  })
  email: string | null;

  @Text({ nullable: true, description: 'the mobile number of an open invitation by WhatsApp' })
  phone: string | null;

  @OneOf(HOUSEHOLD_MEMBER_STATUSES)
  status: HouseholdMemberStatus;

  @Bool()
  payer: boolean;
}

@ApiSchema({ name: 'MyHousehold' })
export class MyHouseholdSchema implements MyHousehold {
  @Int()
  id: number;

  @Text()
  plan: PlanId;

  @Text()
  plan_name: string;

  @OneOf(CURRENCIES)
  currency: Currency;

  @Text({ nullable: true, description: 'ISO instant; null until paid' })
  ends_at: string | null;

  @Int({ description: "the household's size with the payer" })
  size: number;

  @Nested(() => HouseholdPayerSchema)
  payer: HouseholdPayerSchema;

  @Bool()
  is_payer: boolean;

  @ListOf(() => HouseholdMemberSchema)
  members: HouseholdMemberSchema[];

  @Nested(() => OwnedRenewalSchema, {
    nullable: true,
    description: 'its automatic renewal (UPI AutoPay), or null',
  })
  renewal: OwnedRenewalSchema | null;
}

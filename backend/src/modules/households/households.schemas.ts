import { ApiSchema } from '@nestjs/swagger';
import {
  CURRENCIES,
  HOUSEHOLD_MEMBER_STATUSES,
  type CreateHouseholdResponse,
  type Currency,
  type HouseholdMember,
  type HouseholdPayer,
  type HouseholdMemberStatus,
  type MyHousehold,
  type PlanId,
} from '@yoga/contracts';
import { Bool, Int, ListOf, Nested, OneOf, Text } from '../../common/openapi/properties.js';
import { CreateOrderResponseSchema } from '../payments/index.js';
import { OwnedRenewalSchema } from '../renewals/index.js';

/** POST /api/households → 201: the order (as POST /api/payments/orders) and the household. */
@ApiSchema({
  name: 'CreateHouseholdResponse',
  description:
    'POST /api/households → 201: the order as POST /api/payments/orders answers it, and the household.',
})
export class CreateHouseholdResponseSchema
  extends CreateOrderResponseSchema
  implements CreateHouseholdResponse
{
  @Int()
  household_id: number;
}

@ApiSchema({
  name: 'HouseholdPayer',
  description: "The household's payer, as its members see her.",
})
export class HouseholdPayerSchema implements HouseholdPayer {
  @Text()
  name: string;
}

@ApiSchema({
  name: 'HouseholdMember',
  description: 'One place of a household: the payer or a member.',
})
export class HouseholdMemberSchema implements HouseholdMember {
  @Int({
    nullable: true,
    description: 'Null for an invitation to an address without an account yet.',
  })
  user_id: number | null;

  @Text({ nullable: true })
  name: string | null;

  @Text({
    nullable: true,
    description:
      "Her account's address once she accepts; the address invited; null for an open invitation by phone.",
  })
  email: string | null;

  @Text({
    nullable: true,
    description:
      'The mobile number of an open invitation by WhatsApp (stored form); null otherwise.',
  })
  phone: string | null;

  @OneOf(HOUSEHOLD_MEMBER_STATUSES, {
    description:
      'invited: the invitation is open; active: she accepted (the payer is always active).',
  })
  status: HouseholdMemberStatus;

  @Bool({ description: 'Whether this is the payer.' })
  payer: boolean;
}

@ApiSchema({
  name: 'MyHousehold',
  description:
    'GET /api/households/mine (the payer and every member): who pays and until when, never the ' +
    "payer's payment details. `ends_at` null until the first payment is made.",
})
export class MyHouseholdSchema implements MyHousehold {
  @Int()
  id: number;

  @Text({ description: "The plan's id (PlanId)." })
  plan: PlanId;

  @Text()
  plan_name: string;

  @OneOf(CURRENCIES)
  currency: Currency;

  @Text({ nullable: true, description: 'ISO instant; null until paid.' })
  ends_at: string | null;

  @Int({ description: "The household's size with the payer." })
  size: number;

  @Nested(() => HouseholdPayerSchema)
  payer: HouseholdPayerSchema;

  @Bool({ description: 'Whether the signed-in user is the payer (she may invite and remove).' })
  is_payer: boolean;

  @ListOf(() => HouseholdMemberSchema)
  members: HouseholdMemberSchema[];

  @Nested(() => OwnedRenewalSchema, {
    nullable: true,
    description:
      "The household's automatic renewal (UPI AutoPay), or null; the payer's only (null for members).",
  })
  renewal: OwnedRenewalSchema | null;
}

import { ApiProperty, ApiPropertyOptional, ApiSchema } from '@nestjs/swagger';
import { IsInt, IsString, Max, MaxLength, Min } from 'class-validator';
import {
  HOUSEHOLD_MAX_SIZE,
  HOUSEHOLD_MIN_SIZE,
  type AcceptHouseholdInviteRequest,
  type CreateHouseholdRequest,
  type Currency,
  type HouseholdInviteRequest,
  type PlanId,
  type RenewHouseholdRequest,
  isValidEmail,
} from '@yoga/contracts';
import { PhoneField, ValidUnicode, rule } from '../../../common/validation/text-fields.js';
import { Optional, Required, says } from '../../../common/validation/validation.js';
import { CurrencyField, PlanIdField } from '../../../common/validation/purchase-fields.js';

const SIZE_MESSAGE = says('validation.whole_number_range', {
  min: HOUSEHOLD_MIN_SIZE,
  max: HOUSEHOLD_MAX_SIZE,
});

/** POST /api/households. */
@ApiSchema({
  name: 'CreateHouseholdRequest',
  description: 'POST /api/households: a household plan for `members` people (the payer included).',
})
export class CreateHouseholdDto implements CreateHouseholdRequest {
  @PlanIdField({ description: "a plan on sale (GET /api/plans): its id (PlanId, the plan's slug)" })
  plan: PlanId;

  @CurrencyField()
  currency: Currency;

  @ApiProperty({
    minimum: HOUSEHOLD_MIN_SIZE,
    maximum: HOUSEHOLD_MAX_SIZE,
    description: `the household's size with the payer, ${HOUSEHOLD_MIN_SIZE}–${HOUSEHOLD_MAX_SIZE}`,
  })
  @Required()
  @IsInt(SIZE_MESSAGE)
  @Min(HOUSEHOLD_MIN_SIZE, SIZE_MESSAGE)
  @Max(HOUSEHOLD_MAX_SIZE, SIZE_MESSAGE)
  members: number;
}

/** POST /api/households/:id/invites: exactly one of `email` and `phone` (else 400 household_contact_choice). */
@ApiSchema({
  name: 'HouseholdInviteRequest',
  description:
    'POST /api/households/:id/invites: exactly one of `email` (an email with the link) and `phone` ' +
    '(a mobile number, normalised like every phone of the site: a WhatsApp message with the link).',
})
export class HouseholdInviteDto implements HouseholdInviteRequest {
  @ApiPropertyOptional({ type: String, maxLength: 254, description: 'an email invitation' })
  @Optional()
  @IsString()
  @rule('isValidEmail', isValidEmail, 'validation.invalid_email')
  email?: string;

  @PhoneField({
    required: false,
    allowEmpty: false,
    description:
      'a WhatsApp invitation: normalised like every phone of the site (+91XXXXXXXXXX, else E.164)',
  })
  phone?: string;
}

/** POST /api/households/:id/renewals. */
@ApiSchema({
  name: 'RenewHouseholdRequest',
  description:
    'POST /api/households/:id/renewals (the payer): an order that renews this household, paid like ' +
    'any order; paid, the household runs one more period and its members keep their access (no new ' +
    `invitations). \`members\` (${HOUSEHOLD_MIN_SIZE}–${HOUSEHOLD_MAX_SIZE}, default its size) may not ` +
    "be below the places taken; `plan` and `currency` default to the household's.",
})
export class RenewHouseholdDto implements RenewHouseholdRequest {
  @PlanIdField({
    example: 'big',
    description: "another plan for the next period (PlanId); default: the household's plan",
    optional: true,
  })
  plan?: PlanId;

  @CurrencyField({ description: "default: the household's currency", optional: true })
  currency?: Currency;

  @ApiPropertyOptional({
    minimum: HOUSEHOLD_MIN_SIZE,
    maximum: HOUSEHOLD_MAX_SIZE,
    description: "the household's size with the payer (default: its size now)",
  })
  @Optional()
  @IsInt(SIZE_MESSAGE)
  @Min(HOUSEHOLD_MIN_SIZE, SIZE_MESSAGE)
  @Max(HOUSEHOLD_MAX_SIZE, SIZE_MESSAGE)
  members?: number;
}

/** POST /api/households/invites/accept. */
@ApiSchema({
  name: 'AcceptHouseholdInviteRequest',
  description: 'POST /api/households/invites/accept.',
})
export class AcceptHouseholdInviteDto implements AcceptHouseholdInviteRequest {
  @ApiProperty({ description: "the invitation's token (the `#token=` of the email's link)" })
  @Required()
  @IsString()
  @MaxLength(100)
  @ValidUnicode()
  token: string;
}

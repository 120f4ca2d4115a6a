import { ApiProperty, ApiPropertyOptional, ApiSchema } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  IsIn,
  IsInt,
  IsObject,
  IsString,
  Max,
  MaxLength,
  Min,
  ValidateNested,
} from 'class-validator';
import {
  COMPANY_ADDRESS_MAX,
  COMPANY_LEGAL_NAME_MAX,
  COMPANY_SEATS_MAX,
  COMPANY_SEATS_MIN,
  EMAIL_DOMAIN_PATTERN,
  GST_STATES,
  normalizeEmailDomain,
  isValidEmail,
  type AssignSeatRequest,
  type CompanyDetails,
  type CreateCompanyOrderRequest,
  type PlanId,
  type RenewCompanyRequest,
} from '@yoga/contracts';
import { rule } from '../../../common/validation/text-fields.js';
import { Optional, Required, says } from '../../../common/validation/validation.js';
import { PlanIdField } from '../../../common/validation/purchase-fields.js';

const STATE_CODES = GST_STATES.map((s) => s.code);

@ApiSchema({
  name: 'CompanyDetails',
  description: "The company's legal details, as printed on its invoices.",
})
export class CompanyDetailsDto implements CompanyDetails {
  @ApiProperty({ type: String, maxLength: COMPANY_LEGAL_NAME_MAX })
  @Required()
  @IsString(says('validation.text'))
  @MaxLength(COMPANY_LEGAL_NAME_MAX)
  @rule('notBlank', (v) => typeof v === 'string' && v.trim().length > 0, 'validation.required')
  legal_name: string;

  @ApiProperty({
    type: String,
    maxLength: COMPANY_ADDRESS_MAX,
    description: 'Billing address as printed on the invoice.',
  })
  @Required()
  @IsString(says('validation.text'))
  @MaxLength(COMPANY_ADDRESS_MAX)
  @rule('notBlank', (v) => typeof v === 'string' && v.trim().length > 0, 'validation.required')
  address: string;

  @ApiProperty({
    type: String,
    example: '27',
    description: `GST state code of the company ("27" Maharashtra): the place of supply. One of ${STATE_CODES.join(', ')}.`,
  })
  @Required()
  @IsIn(STATE_CODES, says('validation.gst_state'))
  state_code: string;

  @ApiProperty({
    type: String,
    example: '27AAPFU0939F1ZV',
    maxLength: 20,
    description: '15 characters; its first two are `state_code`, the last its check character.',
  })
  @Required()
  @IsString(says('validation.text'))
  @MaxLength(20)
  gstin: string;
}

@ApiSchema({
  name: 'CreateCompanyOrderRequest',
  description: 'POST /api/companies/orders: a company plan for `seats` seats, paid like any order.',
})
export class CreateCompanyOrderDto implements CreateCompanyOrderRequest {
  @PlanIdField({
    example: 'big',
    description: "a plan on sale (GET /api/plans): its id (PlanId, the plan's slug)",
  })
  plan: PlanId;

  @ApiProperty({ enum: ['INR'] })
  @Required()
  @IsIn(['INR'], says('validation.currency'))
  currency: 'INR';

  @ApiProperty({
    type: Number,
    minimum: COMPANY_SEATS_MIN,
    maximum: COMPANY_SEATS_MAX,
    description: `${COMPANY_SEATS_MIN}–${COMPANY_SEATS_MAX} (COMPANY_SEATS_MIN–COMPANY_SEATS_MAX)`,
  })
  @Required()
  @IsInt()
  @Min(COMPANY_SEATS_MIN)
  @Max(COMPANY_SEATS_MAX)
  seats: number;

  @ApiProperty({ type: () => CompanyDetailsDto })
  @Required()
  @IsObject()
  @ValidateNested()
  @Type(() => CompanyDetailsDto)
  company: CompanyDetailsDto;

  @ApiPropertyOptional({
    type: String,
    maxLength: 253,
    example: 'acme.co.in',
    description: 'Every verified address of this domain may claim a free seat (e.g. "acme.co.in").',
  })
  @Optional()
  @IsString(says('validation.text'))
  @MaxLength(253)
  @rule(
    'isEmailDomain',
    (v) => typeof v === 'string' && EMAIL_DOMAIN_PATTERN.test(normalizeEmailDomain(v)),
    'validation.email_domain',
  )
  email_domain?: string;
}

/** POST /api/companies/:id/renewals. */
@ApiSchema({
  name: 'RenewCompanyRequest',
  description:
    "POST /api/companies/:id/renewals (the company's admin): an order that renews this company (its " +
    'plan, legal details and GSTIN as they are) for `seats` seats, paid like any order. Paid, its seats ' +
    'run one more period; with fewer seats than are assigned, the most recently assigned beyond the ' +
    'number are released (their holders keep access until the paid time ends, and are told). To choose ' +
    'who stays, the admin removes seats before paying.',
})
export class RenewCompanyDto implements RenewCompanyRequest {
  @ApiProperty({
    type: Number,
    minimum: COMPANY_SEATS_MIN,
    maximum: COMPANY_SEATS_MAX,
    description: `${COMPANY_SEATS_MIN}–${COMPANY_SEATS_MAX} (COMPANY_SEATS_MIN–COMPANY_SEATS_MAX)`,
  })
  @Required()
  @IsInt()
  @Min(COMPANY_SEATS_MIN)
  @Max(COMPANY_SEATS_MAX)
  seats: number;
}

@ApiSchema({
  name: 'AssignSeatRequest',
  description: 'POST /api/companies/:id/seats: a seat for this address.',
})
export class AssignSeatDto implements AssignSeatRequest {
  @ApiProperty({ type: String, maxLength: 254 })
  @Required()
  @IsString()
  @MaxLength(254)
  @rule('isValidEmail', (v) => isValidEmail(v), 'validation.invalid_email')
  email: string;
}

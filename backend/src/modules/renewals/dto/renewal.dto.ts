import { ApiProperty, ApiPropertyOptional, ApiSchema } from '@nestjs/swagger';
import { IsIn, IsInt, IsString, Matches, Max, MaxLength, Min } from 'class-validator';
import {
  PAUSE_MAX_DAYS,
  PAUSE_MIN_DAYS,
  type CancelRecurringRequest,
  type CreateRecurringRequest,
  type PauseRequest,
  type SandboxChargeRequest,
} from '@yoga/contracts';
import { CalendarDate, ValidUnicode } from '../../../common/validation/text-fields.js';
import { Optional, Required, says } from '../../../common/validation/validation.js';
import { GATEWAY_ID, GATEWAY_ID_MESSAGE, PlanChoiceDto } from '../../payments/index.js';

/** Renewal of a plan: the same choice as a one-off order (its offer code applies to every debit). */
@ApiSchema({
  name: 'CreateRecurringRequest',
  description:
    'POST /api/subscriptions/recurring (student): a membership that renews itself, chosen like a ' +
    "one-off order; the place of supply (`state`) is used by every debit's invoice.",
})
export class CreateRecurringDto extends PlanChoiceDto implements CreateRecurringRequest {}

@ApiSchema({
  name: 'CancelRecurringRequest',
  description:
    'POST /api/subscriptions/recurring/cancel: stops renewal at the end of the paid cycle.',
})
export class CancelRecurringDto implements CancelRecurringRequest {
  @ApiPropertyOptional({ maxLength: 500, description: 'Why (optional)' })
  @Optional()
  @IsString(says('validation.text'))
  @MaxLength(500, says('validation.text'))
  @ValidUnicode()
  reason?: string;
}

@ApiSchema({
  name: 'PauseRequest',
  description: `POST /api/subscriptions/pause: \`from\` an IST date (today or later), ${PAUSE_MIN_DAYS}–${PAUSE_MAX_DAYS} days.`,
})
export class PauseDto implements PauseRequest {
  @ApiProperty({ example: '2026-12-01', description: 'IST date, today or later' })
  @Required()
  @CalendarDate(says('validation.date', { field: 'from' }))
  from: string;

  @ApiProperty({ minimum: PAUSE_MIN_DAYS, maximum: PAUSE_MAX_DAYS })
  @Required()
  @IsInt(says('validation.whole_number_range', { min: PAUSE_MIN_DAYS, max: PAUSE_MAX_DAYS }))
  @Min(
    PAUSE_MIN_DAYS,
    says('validation.whole_number_range', { min: PAUSE_MIN_DAYS, max: PAUSE_MAX_DAYS }),
  )
  @Max(
    PAUSE_MAX_DAYS,
    says('validation.whole_number_range', { min: PAUSE_MIN_DAYS, max: PAUSE_MAX_DAYS }),
  )
  days: number;
}

@ApiSchema({
  name: 'SandboxChargeRequest',
  description:
    'POST /api/payments/sandbox/charge (sandbox, not in production): the next renewal charge, now.',
})
export class SandboxChargeDto implements SandboxChargeRequest {
  @ApiProperty()
  @Required()
  @IsString()
  @Matches(GATEWAY_ID, GATEWAY_ID_MESSAGE)
  subscription_id: string;

  @ApiProperty({ enum: ['success', 'failure'] })
  @Required()
  @IsIn(['success', 'failure'], says('validation.outcome'))
  outcome: 'success' | 'failure';
}

import { ApiProperty, ApiPropertyOptional, ApiSchema } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsObject, IsString, Matches, MaxLength, ValidateNested } from 'class-validator';
import {
  CURRENCIES,
  GIFT_MESSAGE_MAX_LENGTH,
  isValidEmail,
  PLAN_SLUG_PATTERN,
  type CreateGiftOrderRequest,
  type Currency,
  type GiftRecipient,
  type PlanId,
  type RedeemGiftRequest,
} from '@yoga/contracts';
import {
  CalendarDate,
  PhoneField,
  RequiredName,
  TextField,
  ValidUnicode,
  rule,
} from '../../../common/validation/text-fields.js';
import { Optional, Required, says } from '../../../common/validation/validation.js';

@ApiSchema({ name: 'GiftRecipient' })
export class GiftRecipientDto implements GiftRecipient {
  @RequiredName()
  name: string;

  @ApiPropertyOptional({ type: String, maxLength: 254 })
  @Optional()
  @IsString()
  @rule('isValidEmail', (v) => v === '' || isValidEmail(v), 'validation.invalid_email')
  email?: string;

  @PhoneField({ required: false })
  phone?: string;
}

@ApiSchema({ name: 'CreateGiftOrderRequest' })
export class CreateGiftOrderDto implements CreateGiftOrderRequest {
  @ApiProperty({ type: String, example: 'bumper', description: 'a plan on sale (GET /api/plans)' })
  @Required()
  @IsString(says('validation.plan'))
  @Matches(PLAN_SLUG_PATTERN, says('validation.plan'))
  plan: PlanId;

  @ApiProperty({ enum: CURRENCIES })
  @Required()
  @IsIn(CURRENCIES, says('validation.currency'))
  currency: Currency;

  @ApiProperty({ type: () => GiftRecipientDto })
  @Required()
  @IsObject()
  @ValidateNested()
  @Type(() => GiftRecipientDto)
  recipient: GiftRecipientDto;

  @TextField(GIFT_MESSAGE_MAX_LENGTH)
  message?: string;

  @ApiPropertyOptional({ example: '2026-12-25', description: 'IST date, today … one year ahead' })
  @Optional()
  @CalendarDate(says('validation.date', { field: 'send_on' }))
  send_on?: string;
}

@ApiSchema({ name: 'RedeemGiftRequest' })
export class RedeemGiftDto implements RedeemGiftRequest {
  @ApiProperty({
    example: 'K7QX-M2PA9R',
    description: 'case-insensitive; spaces and dashes ignored',
  })
  @Required()
  @IsString()
  @MaxLength(40)
  @ValidUnicode()
  code: string;
}

import { ApiProperty, ApiPropertyOptional, ApiSchema } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsObject, IsString, MaxLength, ValidateNested } from 'class-validator';
import {
  GIFT_MESSAGE_MAX_LENGTH,
  isValidEmail,
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
import { CurrencyField, PlanIdField } from '../../../common/validation/purchase-fields.js';

@ApiSchema({
  name: 'GiftRecipient',
  description:
    "A gift's recipient: her name, and an email, a phone or both for the code's message.",
})
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

@ApiSchema({
  name: 'CreateGiftOrderRequest',
  description:
    'POST /api/gifts/orders (signed-in buyer): an order for a plan given to someone else (issue 26), ' +
    'paid like any order.',
})
export class CreateGiftOrderDto implements CreateGiftOrderRequest {
  @PlanIdField({ description: 'a plan on sale (GET /api/plans): its id (PlanId)' })
  plan: PlanId;

  @CurrencyField()
  currency: Currency;

  @ApiProperty({ type: () => GiftRecipientDto })
  @Required()
  @IsObject()
  @ValidateNested()
  @Type(() => GiftRecipientDto)
  recipient: GiftRecipientDto;

  @TextField(GIFT_MESSAGE_MAX_LENGTH)
  message?: string;

  @ApiPropertyOptional({
    example: '2026-12-25',
    description: 'IST date YYYY-MM-DD, today … today + 365 days; absent: at once when paid',
  })
  @Optional()
  @CalendarDate(says('validation.date', { field: 'send_on' }))
  send_on?: string;
}

@ApiSchema({ name: 'RedeemGiftRequest', description: 'POST /api/gifts/redeem (signed-in).' })
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

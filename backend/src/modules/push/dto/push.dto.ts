import { ApiProperty, ApiPropertyOptional, ApiSchema } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsObject, IsString, MaxLength, ValidateNested } from 'class-validator';
import type { PushSubscriptionRequest, PushUnsubscribeRequest } from '@yoga/contracts';
import { Optional, Required, says } from '../../../common/validation/validation.js';

@ApiSchema({ name: 'PushSubscriptionKeys', description: "The subscription's keys." })
export class PushKeysDto {
  @ApiProperty({ description: 'P-256 public key of the browser (URL-safe base64)' })
  @Required()
  @IsString()
  @MaxLength(255)
  p256dh: string;

  @ApiProperty({ description: 'Authentication secret (URL-safe base64)' })
  @Required()
  @IsString()
  @MaxLength(255)
  auth: string;
}

/** POST /api/push/subscriptions: PushSubscription.toJSON(). */
@ApiSchema({
  name: 'PushSubscriptionRequest',
  description: "POST /api/push/subscriptions: the browser's `PushSubscription.toJSON()`.",
})
export class PushSubscriptionDto implements PushSubscriptionRequest {
  @ApiProperty({ description: "The push service's URL for this device" })
  @Required()
  @IsString()
  @MaxLength(2048)
  endpoint: string;

  @ApiPropertyOptional({
    type: 'integer',
    nullable: true,
    description: "When the subscription expires (the browser's epoch milliseconds), or null",
  })
  @Optional({ nullable: true })
  expirationTime?: number | null;

  @ApiProperty({ type: PushKeysDto })
  @Required()
  @IsObject(says('validation.object'))
  @ValidateNested()
  @Type(() => PushKeysDto)
  keys: PushKeysDto;
}

/** DELETE /api/push/subscriptions. */
@ApiSchema({ name: 'PushUnsubscribeRequest', description: 'DELETE /api/push/subscriptions.' })
export class PushUnsubscribeDto implements PushUnsubscribeRequest {
  @ApiProperty({ description: "The push service's URL for the device" })
  @Required()
  @IsString()
  @MaxLength(2048)
  endpoint: string;
}

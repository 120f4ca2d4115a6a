import { ApiSchema } from '@nestjs/swagger';
import {
  CURRENCIES,
  GIFT_STATES,
  type Currency,
  type GiftRecord,
  type GiftState,
  type MySubscription,
  type PlanId,
  type RedeemGiftResponse,
} from '@yoga/contracts';
import { Always, Int, Nested, OneOf, Text } from '../properties.js';
import { MySubscriptionSchema } from './payments.js';

@ApiSchema({ name: 'GiftRecipientRecord' })
export class GiftRecipientRecordSchema {
  @Text()
  name: string;

  @Text({ nullable: true })
  email: string | null;

  @Text({ nullable: true })
  phone: string | null;
}

@ApiSchema({ name: 'GiftRecord' })
export class GiftRecordSchema implements GiftRecord {
  @Int()
  id: number;

  @Text({ nullable: true, description: 'null until paid' })
  code: string | null;

  @Text()
  plan: PlanId;

  @Text()
  plan_name: string;

  @Int()
  months: number;

  @OneOf(CURRENCIES)
  currency: Currency;

  @Int({ description: 'Minor units (paise/cents)' })
  amount: number;

  @Nested(() => GiftRecipientRecordSchema)
  recipient: GiftRecipientRecordSchema;

  @Text({ nullable: true })
  message: string | null;

  @Text({ nullable: true, description: 'IST date the message goes; null: when paid' })
  send_on: string | null;

  @OneOf(GIFT_STATES)
  state: GiftState;

  @Text()
  created_at: string;

  @Text({ nullable: true })
  paid_at: string | null;

  @Text({ nullable: true })
  sent_at: string | null;

  @Text({ nullable: true })
  redeemed_at: string | null;
}

@ApiSchema({ name: 'RedeemGiftResponse' })
export class RedeemGiftResponseSchema implements RedeemGiftResponse {
  @Always(true)
  success: true;

  @Text()
  plan: PlanId;

  @Int()
  months: number;

  @Nested(() => MySubscriptionSchema)
  subscription: MySubscription;
}

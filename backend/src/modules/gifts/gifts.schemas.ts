import { ApiSchema } from '@nestjs/swagger';
import {
  CURRENCIES,
  GIFT_STATES,
  type Currency,
  type GiftRecipientRecord,
  type GiftRecord,
  type GiftState,
  type MySubscription,
  type PlanId,
  type RedeemGiftResponse,
} from '@yoga/contracts';
import { Always, Int, Nested, OneOf, Text } from '../../common/openapi/properties.js';
import { MySubscriptionSchema } from '../subscriptions/index.js';

@ApiSchema({
  name: 'GiftRecipientRecord',
  description: "A gift's recipient as the buyer gave her: a name and an email, a phone or both.",
})
export class GiftRecipientRecordSchema implements GiftRecipientRecord {
  @Text()
  name: string;

  @Text({ nullable: true })
  email: string | null;

  @Text({ nullable: true })
  phone: string | null;
}

@ApiSchema({
  name: 'GiftRecord',
  description:
    'A gift of a membership (issue 26), as its buyer sees it: a signed-in buyer pays for a plan for ' +
    'someone else; the recipient gets a code by WhatsApp/email (on `send_on`, IST) and redeems it in ' +
    'the student panel or at registration.',
})
export class GiftRecordSchema implements GiftRecord {
  @Int()
  id: number;

  @Text({ nullable: true, description: 'Null until the gift is paid.' })
  code: string | null;

  @Text({ description: "The plan's id (PlanId)." })
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

  @Text({ nullable: true, description: 'IST date the message goes (null: as soon as paid).' })
  send_on: string | null;

  @OneOf(GIFT_STATES, {
    description:
      'paid: bought, message not sent yet (a later send_on); sent: the message went; redeemed: used; ' +
      'refunded: the payment was refunded.',
  })
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

@ApiSchema({
  name: 'RedeemGiftResponse',
  description: 'POST /api/gifts/redeem: the gifted plan and the membership it extended.',
})
export class RedeemGiftResponseSchema implements RedeemGiftResponse {
  @Always(true)
  success: true;

  @Text({ description: "The gifted plan's id (PlanId)." })
  plan: PlanId;

  @Int()
  months: number;

  @Nested(() => MySubscriptionSchema, {
    description: "The student's membership after the gifted period was added.",
  })
  subscription: MySubscription;
}

import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import type { BusinessRules } from '@yoga/contracts';
import { Int, Nested, Text } from '../../common/openapi/properties.js';

type Reward = BusinessRules['referral_reward'];
type Join = BusinessRules['join_window'];
type Gst = BusinessRules['gst'];

@ApiSchema({
  name: 'ReferralRewardRule',
  description:
    "Credit the referrer earns for a referred student's first payment, minor units per currency.",
})
export class ReferralRewardRuleSchema implements Reward {
  @Int({ description: 'Minor units (paise)' })
  INR: number;

  @Int({ description: 'Minor units (cents)' })
  USD: number;
}

@ApiSchema({
  name: 'JoinWindow',
  description:
    'The "Join" button opens `before_minutes` before a class starts and closes `after_minutes` after.',
})
export class JoinWindowSchema implements Join {
  @Int()
  before_minutes: number;

  @Int()
  after_minutes: number;
}

@ApiSchema({
  name: 'GstIdentity',
  description:
    'The seller printed on every new tax invoice and credit note (issued ones keep theirs).',
})
export class GstIdentitySchema implements Gst {
  @Text()
  legal_name: string;

  @Text({ description: 'One line, printed under the legal name' })
  address: string;

  @Text()
  gstin: string;

  @Text({ description: "Two-digit GST state code: the GSTIN's first two characters" })
  state_code: string;

  @Text()
  lut_no: string;
}

@ApiSchema({
  name: 'BusinessRules',
  description:
    "The owner's business rules (`GET /api/business-rules` public, `GET/PATCH " +
    "/api/admin/business-rules`), stored by the site-settings module with today's values as " +
    'defaults. A change applies from then on: a trial already started keeps its end, an issued ' +
    'invoice never changes.',
})
export class BusinessRulesSchema implements BusinessRules {
  @Int({
    description: 'Length of the free trial of a student who registers from now on, in days (1–90)',
  })
  trial_days: number;

  @Nested(() => ReferralRewardRuleSchema)
  referral_reward: ReferralRewardRuleSchema;

  @Nested(() => JoinWindowSchema)
  join_window: JoinWindowSchema;

  @Int({
    description: 'A booking can be cancelled up to this many minutes before the class starts',
  })
  cancel_cutoff_minutes: number;

  @ApiProperty({
    required: false,
    description:
      'Read only (not a setting): a WhatsApp provider is set up, so students can be offered ' +
      "WhatsApp messages (issue 38). False: sign-up offers email reminders only and the admin's " +
      'dashboard says WhatsApp is not set up yet. Absent from an older server: treated as false',
  })
  whatsapp_messages?: boolean;

  @Nested(() => GstIdentitySchema)
  gst: GstIdentitySchema;
}

import { ApiProperty, ApiSchema, type ApiPropertyOptions } from '@nestjs/swagger';
import type { AuditEntry, AuditFieldChange, AuditPage, BusinessRules } from '@yoga/contracts';
import { Int, ListOf, Nested, Text } from '../properties.js';

type Reward = BusinessRules['referral_reward'];
type Join = BusinessRules['join_window'];
type Gst = BusinessRules['gst'];

@ApiSchema({
  name: 'ReferralRewardRule',
  description:
    "Credit the referrer earns for a referred student's first payment, minor units per currency.",
})
export class ReferralRewardSchema implements Reward {
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

  @Nested(() => ReferralRewardSchema)
  referral_reward: ReferralRewardSchema;

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

const JSON_VALUE = {
  type: 'object',
  nullable: true,
  additionalProperties: true,
  description: 'The state as JSON (null for a creation / deletion)',
} as const;

const SCALAR: ApiPropertyOptions = {
  nullable: true,
  oneOf: [{ type: 'string' }, { type: 'number' }, { type: 'boolean' }],
};

@ApiSchema({
  name: 'AuditFieldChange',
  description:
    'One changed value of an audit entry: its dotted path (`prices.INR.offer`) and the JSON values.',
})
export class AuditFieldChangeSchema implements AuditFieldChange {
  @Text({ description: 'Dotted path of the value, e.g. prices.INR.offer' })
  field: string;

  @ApiProperty({
    ...SCALAR,
    description: 'null: absent before (a creation) or empty',
  })
  before: string | number | boolean | null;

  @ApiProperty({
    ...SCALAR,
    description: 'null: absent after (a deletion) or empty',
  })
  after: string | number | boolean | null;
}

@ApiSchema({
  name: 'AuditEntry',
  description:
    'One recorded change of the audit log of admin changes (`GET /api/admin/audit`): who changed ' +
    'what, when, before and after.',
})
export class AuditEntrySchema implements AuditEntry {
  @Int()
  id: number;

  @Text({ description: 'ISO instant of the change' })
  at: string;

  @Int()
  actor_id: number;

  @Text({
    nullable: true,
    description: "The admin's name at the time of reading (null when the account is gone)",
  })
  actor_name: string | null;

  @Text({
    description:
      'plan, coupon, content, content_photo, site_settings, business_rules, blog, class, ' +
      'timetable_slot, slot_instructor, class_instructor, recording, user, payment, recurring, ' +
      'challenge, demo_request, message',
  })
  entity: string;

  @Text()
  entity_id: string;

  @Text({
    nullable: true,
    description:
      "The thing's human name: a plan's name, a post's title, a class's date and time (as it was " +
      "when changed), a user's name (read now); null when unknown",
  })
  entity_label: string | null;

  @Int({
    nullable: true,
    description:
      "The student the change concerns (an offline payment's payer, a refunded payment's), else null",
  })
  subject_id: number | null;

  @Text({ nullable: true })
  subject_name: string | null;

  @Text()
  action: string;

  @ApiProperty({
    ...JSON_VALUE,
    description: 'The state before, as JSON values (null for a creation)',
  })
  before: Record<string, unknown> | null;

  @ApiProperty({
    ...JSON_VALUE,
    description: 'The state after, as JSON values (null for a deletion)',
  })
  after: Record<string, unknown> | null;

  @ListOf(() => AuditFieldChangeSchema, {
    description:
      'Only the values that changed (a creation: every value set; a deletion: every value it had)',
  })
  changes: AuditFieldChangeSchema[];
}

@ApiSchema({ name: 'AuditPage', description: 'One page of the audit log, newest first.' })
export class AuditPageSchema implements AuditPage {
  @ListOf(() => AuditEntrySchema)
  items: AuditEntrySchema[];

  @Int()
  total: number;

  @Int()
  page: number;

  @Int()
  page_size: number;
}

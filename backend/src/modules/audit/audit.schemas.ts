import { ApiProperty, ApiSchema, type ApiPropertyOptions } from '@nestjs/swagger';
import type { AuditEntry, AuditFieldChange, AuditPage } from '@yoga/contracts';
import { Int, ListOf, Text } from '../../common/openapi/properties.js';

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

const JSON_VALUE = {
  type: 'object',
  nullable: true,
  additionalProperties: true,
  description: 'The state as JSON (null for a creation / deletion)',
} as const;

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

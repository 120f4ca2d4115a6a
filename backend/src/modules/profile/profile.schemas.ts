import { ApiSchema } from '@nestjs/swagger';
import {
  LANGUAGES,
  ROLES,
  type ErasureRow,
  type Language,
  type Profile,
  type ReminderConsents,
  type Role,
} from '@yoga/contracts';
import { Bool, Int, Nested, OneOf, Text, TextList } from '../../common/openapi/properties.js';

@ApiSchema({ name: 'ReminderConsents', description: 'Class reminders the person agreed to.' })
export class ReminderConsentsSchema implements ReminderConsents {
  @Bool({ description: 'Class reminders on WhatsApp' })
  whatsapp: boolean;

  @Bool({ description: 'Class reminders by email' })
  email: boolean;
}

@ApiSchema({
  name: 'Profile',
  description: "GET /api/profile, PATCH /api/profile: the signed-in person's own account.",
})
export class ProfileSchema implements Profile {
  @Int()
  id: number;

  @Text()
  name: string;

  @Text()
  email: string;

  @Text({ description: "Stored form: +91XXXXXXXXXX or E.164; '' when never given" })
  phone: string;

  @OneOf(ROLES)
  role: Role;

  @OneOf(LANGUAGES)
  language: Language;

  @Text({
    nullable: true,
    description:
      'GST state code (two digits, one of GST_STATES in gst.ts), for invoices; null until chosen',
  })
  state: string | null;

  @Nested(() => ReminderConsentsSchema)
  consents: ReminderConsentsSchema;

  @Bool({
    description: 'Every page at 1.4× text size with touch targets of at least 48 px (issue 37)',
  })
  large_text: boolean;

  @Bool({ description: 'Low-data mode: smallest pictures, no autoplay, replays as audio only' })
  low_data: boolean;

  @Text({
    example: 'America/New_York',
    description:
      'Her time zone (an IANA name, e.g. `America/New_York`); `Asia/Kolkata` until she or her device ' +
      'sets one',
  })
  time_zone: string;

  @Text({
    nullable: true,
    description: 'A new address waiting for its confirmation link to be opened',
  })
  pending_email: string | null;

  @Text()
  created_at: string;

  @Text({ nullable: true })
  last_login_at: string | null;
}

@ApiSchema({
  name: 'ErasureRow',
  description:
    'GET /api/admin/erasures: what was erased, when and how; no personal data of the person.',
})
export class ErasureRowSchema implements ErasureRow {
  @Int()
  id: number;

  @Int({ description: "The account's former id (the row itself is gone)" })
  user_id: number;

  @OneOf(ROLES)
  role: Role;

  @OneOf(['password', 'code'], {
    description: 'How the person confirmed: their password or a one-time code',
  })
  confirmed_by: 'password' | 'code';

  @TextList({ description: 'One line per data owner, e.g. "bookings: 3 deleted"' })
  summary: string[];

  @Text()
  erased_at: string;
}

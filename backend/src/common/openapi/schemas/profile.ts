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
import { Bool, Int, Nested, OneOf, Text, TextList } from '../properties.js';

@ApiSchema({ name: 'ReminderConsents' })
export class ReminderConsentsSchema implements ReminderConsents {
  @Bool()
  whatsapp: boolean;

  @Bool()
  email: boolean;
}

@ApiSchema({ name: 'Profile' })
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

  @Text({ nullable: true, description: 'GST state code (two digits); null until chosen' })
  state: string | null;

  @Nested(() => ReminderConsentsSchema)
  consents: ReminderConsentsSchema;

  @Bool({ description: 'Every page at 1.4× text size with big touch targets' })
  large_text: boolean;

  @Bool({ description: 'Low-data mode: smallest pictures, no autoplay, replays as audio' })
  low_data: boolean;

  @Text({
    example: 'America/New_York',
    description: 'IANA time zone name; Asia/Kolkata by default',
  })
  time_zone: string;

  @Text({ nullable: true, description: 'A new address waiting for its confirmation link' })
  pending_email: string | null;

  @Text()
  created_at: string;

  @Text({ nullable: true })
  last_login_at: string | null;
}

@ApiSchema({ name: 'ErasureRow' })
export class ErasureRowSchema implements ErasureRow {
  @Int()
  id: number;

  @Int({ description: "The account's former id" })
  user_id: number;

  @OneOf(ROLES)
  role: Role;

  @OneOf(['password', 'code'])
  confirmed_by: 'password' | 'code';

  @TextList({ description: 'One line per data owner, e.g. "bookings: 3 deleted"' })
  summary: string[];

  @Text()
  erased_at: string;
}

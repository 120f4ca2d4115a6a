import { ApiSchema } from '@nestjs/swagger';
import {
  LANGUAGES,
  MESSAGE_CHANNELS,
  MESSAGE_EVENTS,
  MESSAGE_STATUSES,
  OUTBOX_REASONS,
  type AdminMessageRow,
  type Blog,
  type BusinessDetails,
  type Language,
  type MessageChannel,
  type MessageEvent,
  type MessageStatus,
  type OutboxReasonKey,
} from '@yoga/contracts';
import { Bool, Int, ListOf, Nested, OneOf, Text } from '../properties.js';

@ApiSchema({ name: 'Blog', description: 'A blog post (/api/blogs).' })
export class BlogSchema implements Blog {
  @Int()
  id: number;

  @Text()
  title: string;

  @Text()
  category: string;

  @Text({ nullable: true })
  description: string | null;

  @Text({
    nullable: true,
    description: "The Hindi version's title, or null (then `/hi/blogs/…` shows `title`)",
  })
  title_hi: string | null;

  @Text({
    nullable: true,
    description: "The Hindi version's text, or null (then `/hi/blogs/…` shows `description`)",
  })
  description_hi: string | null;

  @Text()
  author: string;

  @Text()
  time_to_read: string;

  @Text({
    nullable: true,
    description:
      'Public URL path of the thumbnail (its widest stored width), e.g. /uploads/abc-1200w.webp',
  })
  thumbnail: string | null;

  @Text({
    nullable: true,
    description:
      'Every stored width of the thumbnail for `<img srcset>` ("/uploads/abc-400w.webp 400w, …"); ' +
      'null without one',
  })
  thumbnail_srcset: string | null;

  @Text()
  created_at: string;
}

@ApiSchema({
  name: 'AdminMessageRow',
  description:
    "One message of the outbox, as the admin's view lists it (GET /api/admin/messages, newest " +
    'first, X-Total-Count).',
})
export class AdminMessageRowSchema implements AdminMessageRow {
  @Int()
  id: number;

  @Int({ description: "The account the message belongs to (a gift's: the buyer's)" })
  user_id: number;

  @Text({ nullable: true })
  user_name: string | null;

  @Text({ nullable: true })
  user_email: string | null;

  @Text({
    nullable: true,
    description:
      "Who the message went (or goes) to, by name: the student, or a gift's recipient (the buyer " +
      'named her; she may have no account)',
  })
  recipient_name: string | null;

  @OneOf(MESSAGE_CHANNELS)
  channel: MessageChannel;

  @OneOf(MESSAGE_EVENTS)
  event: MessageEvent;

  @Text()
  idempotency_key: string;

  @Text({ description: "The provider's template (WhatsApp) or the email template's name" })
  template: string;

  @OneOf(LANGUAGES)
  language: Language;

  @Text({ description: 'Email address or phone number it was (or is to be) sent to' })
  recipient: string;

  @OneOf(MESSAGE_STATUSES)
  status: MessageStatus;

  @Text({
    nullable: true,
    description:
      "The provider's reason for the last failure (or why nothing was sent), as recorded",
  })
  reason: string | null;

  @OneOf(Object.keys(OUTBOX_REASONS), {
    nullable: true,
    description:
      "The outbox's own reason as a code (the panel words it in its language); null when the " +
      "reason is a provider's answer (shown as it came) or there is none",
  })
  reason_code: OutboxReasonKey | null;

  @Int()
  attempts: number;

  @Text({ nullable: true })
  next_attempt_at: string | null;

  @Text({ nullable: true })
  sent_at: string | null;

  @Text()
  created_at: string;
}

type Address = BusinessDetails['address'];
type Social = BusinessDetails['social'][number];
type Grievance = BusinessDetails['grievance'];

@ApiSchema({ name: 'BusinessAddress', description: "The business's postal address." })
export class BusinessAddressSchema implements Address {
  @Text()
  line1: string;

  @Text()
  line2: string;

  @Text()
  city: string;

  @Text()
  state: string;

  @Text()
  postal_code: string;

  @Text()
  country: string;
}

@ApiSchema({ name: 'SocialLink', description: "One of the business's social media links." })
export class SocialLinkSchema implements Social {
  @Text()
  name: string;

  @Text()
  url: string;
}

@ApiSchema({
  name: 'GrievanceOfficer',
  description: "The grievance officer's contact (printed on the policy pages).",
})
export class GrievanceOfficerSchema implements Grievance {
  @Text()
  name: string;

  @Text()
  email: string;

  @Text()
  phone: string;
}

@ApiSchema({
  name: 'BusinessDetails',
  description:
    "The business's contact and legal details as `GET /api/site-settings` serves them (one set of " +
    'settings on the server, read by every app at run time; no rebuild to change them). `sample` is ' +
    'true while the placeholders are in use: the apps then show a visible "sample details" note, and ' +
    'a production start refuses them.',
})
export class BusinessDetailsSchema implements BusinessDetails {
  @Text()
  brand_name: string;

  @Text()
  legal_name: string;

  @Nested(() => BusinessAddressSchema)
  address: BusinessAddressSchema;

  @Text({ description: 'Display form, e.g. "+91 98100 00000"' })
  phone: string;

  @Text({ description: 'Digits with country code, for wa.me links, e.g. "919810000000"' })
  whatsapp: string;

  @Text()
  email: string;

  @ListOf(() => SocialLinkSchema)
  social: SocialLinkSchema[];

  @Nested(() => GrievanceOfficerSchema)
  grievance: GrievanceOfficerSchema;

  @Bool({
    description:
      'True while the development placeholders are in use (the apps show a "sample details" note)',
  })
  sample: boolean;
}

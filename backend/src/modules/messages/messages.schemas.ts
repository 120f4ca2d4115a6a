import { ApiSchema } from '@nestjs/swagger';
import {
  LANGUAGES,
  MESSAGE_CHANNELS,
  MESSAGE_EVENTS,
  MESSAGE_STATUSES,
  OUTBOX_REASONS,
  type AdminMessageRow,
  type Language,
  type MessageChannel,
  type MessageEvent,
  type MessageStatus,
  type OutboxReasonKey,
} from '@yoga/contracts';
import { Int, OneOf, Text } from '../../common/openapi/properties.js';

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

import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import {
  LANGUAGES,
  MESSAGE_EVENTS,
  type AdminMessageWording,
  type Language,
  type MessageEvent,
  type MessageWording,
  type MessageWordingPreview,
  type MessageWordingSummary,
  type PublishedMessageWording,
  type WhatsappTemplateInfo,
} from '@yoga/contracts';
import { Bool, Int, Nested, OneOf, Text, TextList } from '../../common/openapi/properties.js';
import { LocalTextSchema } from '../content/index.js';

// The owner's wording of the messages (docs/message-wording.md).

@ApiSchema({
  name: 'MessageWording',
  description:
    "The owner's wording of a student message (issue 38): the email's subject and text (between the " +
    "greeting and the closing note, which stay the site's: the note is how to stop the messages) " +
    "and, for the kinds that also go by web push, the notification's title and text; English and " +
    'Hindi. Edited like page content (draft, preview, publish, versions, restore: ' +
    'docs/message-wording.md). WhatsApp messages are templates registered with Meta: their names ' +
    'and texts are fixed, only their variables are filled (shown read-only).',
})
export class MessageWordingSchema implements MessageWording {
  @Nested(() => LocalTextSchema)
  email_subject: LocalTextSchema;

  @Nested(() => LocalTextSchema, {
    description: "Between the greeting and the closing note (which stay the site's)",
  })
  email_body: LocalTextSchema;

  @Nested(() => LocalTextSchema, {
    optional: true,
    description: 'Only for the kinds that go by web push (PUSH_EVENTS)',
  })
  push_title?: LocalTextSchema;

  @Nested(() => LocalTextSchema, {
    optional: true,
    description: 'Only for the kinds that go by web push (PUSH_EVENTS)',
  })
  push_body?: LocalTextSchema;
}

@ApiSchema({
  name: 'WhatsappTemplateInfo',
  description: 'The registered WhatsApp template of a kind (read-only in the panel).',
})
export class WhatsappTemplateInfoSchema implements WhatsappTemplateInfo {
  @Text({ description: "The template's name as registered with Meta" })
  name: string;

  @ApiProperty({ enum: [...LANGUAGES], isArray: true })
  languages: Language[];

  @TextList({ description: "The template's variables in order: {{1}} is the first" })
  variables: string[];

  @Nested(() => LocalTextSchema, {
    description: 'The registered text, with {{1}}, {{2}}, … for the variables',
  })
  body: LocalTextSchema;
}

@ApiSchema({
  name: 'MessageWordingSummary',
  description: 'One kind in GET /api/admin/message-wording.',
})
export class MessageWordingSummarySchema implements MessageWordingSummary {
  @OneOf(MESSAGE_EVENTS)
  event: MessageEvent;

  @Int({ description: "The live version (0: the site's own wording)" })
  published_version: number;

  @Bool()
  has_draft: boolean;
}

@ApiSchema({
  name: 'AdminMessageWording',
  description:
    'GET /api/admin/message-wording/:event: the draft (the live wording when no draft is pending).',
})
export class AdminMessageWordingSchema implements AdminMessageWording {
  @OneOf(MESSAGE_EVENTS)
  event: MessageEvent;

  @Nested(() => MessageWordingSchema)
  wording: MessageWordingSchema;

  @Nested(() => MessageWordingSchema, {
    description:
      'The site\'s own wording (what version 0 is, and what "Use the site\'s wording" puts back)',
  })
  default_wording: MessageWordingSchema;

  @Bool()
  has_draft: boolean;

  @Int()
  published_version: number;

  @Text({ nullable: true })
  draft_updated_at: string | null;

  @Text({ nullable: true })
  draft_updated_by: string | null;

  @TextList()
  placeholders: string[];

  @TextList()
  required_placeholders: string[];

  @Nested(() => WhatsappTemplateInfoSchema)
  whatsapp: WhatsappTemplateInfoSchema;
}

@ApiSchema({ name: 'EmailPreview' })
class EmailPreviewSchema {
  @Text()
  subject: string;

  @Text()
  text: string;
}

@ApiSchema({ name: 'EmailPreviews' })
class EmailPreviewsSchema {
  @Nested(() => EmailPreviewSchema)
  en: EmailPreviewSchema;

  @Nested(() => EmailPreviewSchema)
  hi: EmailPreviewSchema;
}

@ApiSchema({ name: 'PushPreview' })
class PushPreviewSchema {
  @Text()
  title: string;

  @Text()
  body: string;
}

@ApiSchema({ name: 'PushPreviews' })
class PushPreviewsSchema {
  @Nested(() => PushPreviewSchema)
  en: PushPreviewSchema;

  @Nested(() => PushPreviewSchema)
  hi: PushPreviewSchema;
}

@ApiSchema({
  name: 'MessageWordingPreview',
  description:
    'POST /api/admin/message-wording/:event/preview: the message as sent, with sample values.',
})
export class MessageWordingPreviewSchema implements MessageWordingPreview {
  @OneOf(MESSAGE_EVENTS)
  event: MessageEvent;

  @Nested(() => EmailPreviewsSchema)
  email: EmailPreviewsSchema;

  @Nested(() => PushPreviewsSchema, { nullable: true })
  push: PushPreviewsSchema | null;

  @Nested(() => LocalTextSchema)
  whatsapp: LocalTextSchema;

  @ApiProperty({
    type: Object,
    additionalProperties: { type: 'string' },
    description: 'The sample values used',
  })
  sample: Record<string, string>;
}

@ApiSchema({
  name: 'PublishedMessageWording',
  description:
    'POST /api/admin/message-wording/:event/publish and …/versions/:v/restore: the version now live.',
})
export class PublishedMessageWordingSchema implements PublishedMessageWording {
  @OneOf(MESSAGE_EVENTS)
  event: MessageEvent;

  @Int()
  version: number;

  @Nested(() => MessageWordingSchema)
  wording: MessageWordingSchema;

  @Bool({
    description: 'False when nothing changed (publishing the live wording again adds no version)',
  })
  changed: boolean;
}

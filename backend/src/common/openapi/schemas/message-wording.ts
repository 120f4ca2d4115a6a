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
import { Bool, Int, Nested, OneOf, Text, TextList } from '../properties.js';
import { LocalTextSchema } from './site-content.js';

// The owner's wording of the messages (docs/message-wording.md).

@ApiSchema({ name: 'MessageWording' })
export class MessageWordingSchema implements MessageWording {
  @Nested(() => LocalTextSchema)
  email_subject: LocalTextSchema;

  @Nested(() => LocalTextSchema, { description: 'Between the greeting and the closing note' })
  email_body: LocalTextSchema;

  @Nested(() => LocalTextSchema, { optional: true, description: 'Kinds sent by web push only' })
  push_title?: LocalTextSchema;

  @Nested(() => LocalTextSchema, { optional: true, description: 'Kinds sent by web push only' })
  push_body?: LocalTextSchema;
}

@ApiSchema({ name: 'WhatsappTemplateInfo' })
export class WhatsappTemplateInfoSchema implements WhatsappTemplateInfo {
  @Text({ description: 'As registered with Meta' })
  name: string;

  @ApiProperty({ enum: [...LANGUAGES], isArray: true })
  languages: Language[];

  @TextList({ description: '{{1}} is the first' })
  variables: string[];

  @Nested(() => LocalTextSchema)
  body: LocalTextSchema;
}

@ApiSchema({ name: 'MessageWordingSummary' })
export class MessageWordingSummarySchema implements MessageWordingSummary {
  @OneOf(MESSAGE_EVENTS)
  event: MessageEvent;

  @Int({ description: "0: the site's own wording" })
  published_version: number;

  @Bool()
  has_draft: boolean;
}

@ApiSchema({ name: 'AdminMessageWording' })
export class AdminMessageWordingSchema implements AdminMessageWording {
  @OneOf(MESSAGE_EVENTS)
  event: MessageEvent;

  @Nested(() => MessageWordingSchema)
  wording: MessageWordingSchema;

  @Nested(() => MessageWordingSchema)
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

@ApiSchema({ name: 'MessageWordingPreview' })
export class MessageWordingPreviewSchema implements MessageWordingPreview {
  @OneOf(MESSAGE_EVENTS)
  event: MessageEvent;

  @Nested(() => EmailPreviewsSchema)
  email: EmailPreviewsSchema;

  @Nested(() => PushPreviewsSchema, { nullable: true })
  push: PushPreviewsSchema | null;

  @Nested(() => LocalTextSchema)
  whatsapp: LocalTextSchema;

  @ApiProperty({ type: Object, additionalProperties: { type: 'string' } })
  sample: Record<string, string>;
}

@ApiSchema({ name: 'PublishedMessageWording' })
export class PublishedMessageWordingSchema implements PublishedMessageWording {
  @OneOf(MESSAGE_EVENTS)
  event: MessageEvent;

  @Int()
  version: number;

  @Nested(() => MessageWordingSchema)
  wording: MessageWordingSchema;

  @Bool({ description: 'False: nothing changed, no version was added' })
  changed: boolean;
}

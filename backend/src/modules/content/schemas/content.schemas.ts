import { ApiProperty, ApiSchema, getSchemaPath } from '@nestjs/swagger';
import {
  CONTENT_PAGES,
  type AdminContent,
  type ContentPageId,
  type ContentPreviewLink,
  type ContentVersion,
  type AboutContent,
  type WellnessContent,
  type PolicyContent,
  type ContactContent,
  type LiveEventsContent,
  type HomeContent,
  type PublishedContent,
  type SiteContent,
} from '@yoga/contracts';
import { Bool, Int, OneOf, Text } from '../../../common/openapi/properties.js';
import {
  AboutContentSchema,
  ContactContentSchema,
  LiveEventsContentSchema,
  PolicyContentSchema,
  SiteContentSchema,
  WellnessContentSchema,
} from './pages.schemas.js';
import { HomeContentSchema } from './home.schemas.js';

/** The models a `document` property refers to (list them in @ApiExtraModels). */
export const CONTENT_DOCUMENT_MODELS = [
  SiteContentSchema,
  HomeContentSchema,
  AboutContentSchema,
  LiveEventsContentSchema,
  ContactContentSchema,
  WellnessContentSchema,
  PolicyContentSchema,
];

/** `document`: one of the pages' documents. */
export const ContentDocumentProperty = () =>
  ApiProperty({
    oneOf: [...CONTENT_DOCUMENT_MODELS, 'MetaContent', 'MainSliderContent'].map((model) => ({
      $ref: getSchemaPath(model),
    })),
    description:
      'The page\'s document: SiteContent for "site", HomeContent for "home", AboutContent for "about", LiveEventsContent for "events", ContactContent for "contact", WellnessContent for the four wellness pages, PolicyContent for "refund", "privacy" and "terms", MetaContent for "meta", MainSliderContent for "mainslider"',
  });

@ApiSchema({
  name: 'PublishedContent',
  description: 'GET /api/content/:page: the published document.',
})
export class PublishedContentSchema implements PublishedContent {
  @OneOf(CONTENT_PAGES)
  page: ContentPageId;

  @Int({ description: 'The published version (0: nothing published yet, the seed).' })
  version: number;

  @ContentDocumentProperty()
  document:
    | SiteContent
    | HomeContent
    | AboutContent
    | LiveEventsContent
    | ContactContent
    | WellnessContent
    | PolicyContent;
}

@ApiSchema({
  name: 'AdminContent',
  description:
    'GET /api/admin/content/:page: the draft (the published document when no draft is pending).',
})
export class AdminContentSchema implements AdminContent {
  @OneOf(CONTENT_PAGES)
  page: ContentPageId;

  @ContentDocumentProperty()
  document:
    | SiteContent
    | HomeContent
    | AboutContent
    | LiveEventsContent
    | ContactContent
    | WellnessContent
    | PolicyContent;

  @Bool({ description: 'True when a saved draft differs from what is published.' })
  has_draft: boolean;

  @Int()
  published_version: number;

  @Text({ nullable: true })
  draft_updated_at: string | null;

  @Text({ nullable: true })
  draft_updated_by: string | null;
}

@ApiSchema({
  name: 'ContentPreviewLink',
  description:
    "POST /api/admin/content/:page/preview: the page's real address drawing the draft, for this admin's session only, for a few minutes (never cached, never indexed).",
})
export class ContentPreviewLinkSchema implements ContentPreviewLink {
  @Text({ description: 'The page address with its preview token: /about?preview=…' })
  url: string;

  @Text()
  expires_at: string;
}

@ApiSchema({
  name: 'ContentVersion',
  description: 'One entry of GET /api/admin/content/:page/versions (newest first).',
})
export class ContentVersionSchema implements ContentVersion {
  @Int()
  version: number;

  @Text()
  published_at: string;

  @Text({ nullable: true })
  published_by: string | null;

  @Int({
    nullable: true,
    description: 'Set when this version was made by restoring an earlier one.',
  })
  restored_from: number | null;
}

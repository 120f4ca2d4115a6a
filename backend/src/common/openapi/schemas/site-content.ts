import { ApiProperty, ApiSchema, getSchemaPath } from '@nestjs/swagger';
import {
  CONTENT_PAGES,
  type AdminContent,
  type ContentPageId,
  type ContentPhoto,
  type ContentPreviewLink,
  type ContentVersion,
  type AboutContent,
  type WellnessContent,
  type PolicyContent,
  type PolicySectionContent,
  type ContactContent,
  type CounterContent,
  type EventContent,
  type LiveEventsContent,
  type FaqContent,
  type HeroSlideContent,
  type HomeContent,
  type LocalText,
  type PublishedContent,
  type SiteContent,
  type TitledText,
  type TrainerContent,
  type UploadedContentPhoto,
} from '@yoga/contracts';
import { Bool, Int, ListOf, Nested, Num, OneOf, Text } from '../properties.js';

type HomeHero = HomeContent['hero'];
type HomeCards = HomeContent['reasons'];
type HomeCta = HomeContent['cta'];
type HomeTrainers = HomeContent['trainers'];
type HomeFounder = HomeContent['founder'];
type HomeFaq = HomeContent['faq'];
type Announcement = SiteContent['announcement'];
type EventsPast = LiveEventsContent['past'];
type AboutStory = AboutContent['story'];
type WellnessCards = WellnessContent['cards'];
type WellnessTips = WellnessContent['tips'];
type AboutValues = AboutContent['values'];
type EventsGallery = LiveEventsContent['gallery'];

@ApiSchema({ name: 'LocalText' })
export class LocalTextSchema implements LocalText {
  @Text()
  en: string;

  @Text({ description: 'Empty: the English text is shown' })
  hi: string;
}

@ApiSchema({ name: 'UploadedContentPhoto' })
export class UploadedContentPhotoSchema implements UploadedContentPhoto {
  @Text()
  src: string;

  @Text()
  srcset: string;

  @Int()
  width: number;

  @Int()
  height: number;
}

@ApiSchema({ name: 'ContentPhoto' })
export class ContentPhotoSchema extends UploadedContentPhotoSchema implements ContentPhoto {
  @Nested(() => LocalTextSchema)
  alt: LocalText;
}

@ApiSchema({ name: 'TitledText' })
export class TitledTextSchema implements TitledText {
  @Nested(() => LocalTextSchema)
  title: LocalText;

  @Nested(() => LocalTextSchema)
  text: LocalText;
}

@ApiSchema({ name: 'HeroSlideContent' })
export class HeroSlideContentSchema extends TitledTextSchema implements HeroSlideContent {
  @Nested(() => ContentPhotoSchema, { nullable: true })
  photo: ContentPhoto | null;
}

@ApiSchema({ name: 'CounterContent' })
export class CounterContentSchema implements CounterContent {
  @Num()
  value: number;

  @Nested(() => LocalTextSchema)
  suffix: LocalText;

  @Nested(() => LocalTextSchema)
  label: LocalText;
}

@ApiSchema({ name: 'TrainerContent' })
export class TrainerContentSchema implements TrainerContent {
  @Text()
  name: string;

  @Int()
  years: number;

  @Nested(() => LocalTextSchema)
  role: LocalText;

  @Nested(() => LocalTextSchema)
  bio: LocalText;

  @Nested(() => ContentPhotoSchema, { nullable: true })
  photo: ContentPhoto | null;
}

@ApiSchema({ name: 'FaqContent' })
export class FaqContentSchema implements FaqContent {
  @Nested(() => LocalTextSchema)
  question: LocalText;

  @Nested(() => LocalTextSchema)
  answer: LocalText;
}

@ApiSchema({ name: 'HomeHeroContent' })
export class HomeHeroSchema implements HomeHero {
  @Nested(() => LocalTextSchema)
  eyebrow: LocalText;

  @Nested(() => LocalTextSchema)
  title: LocalText;

  @Nested(() => LocalTextSchema)
  lead: LocalText;

  @Nested(() => LocalTextSchema)
  button: LocalText;

  @ListOf(() => HeroSlideContentSchema)
  slides: HeroSlideContent[];
}

@ApiSchema({ name: 'HomeCardsContent' })
export class HomeCardsSchema implements HomeCards {
  @Nested(() => LocalTextSchema)
  title: LocalText;

  @Nested(() => LocalTextSchema)
  lead: LocalText;

  @ListOf(() => TitledTextSchema)
  items: TitledText[];
}

@ApiSchema({ name: 'HomeCtaContent' })
export class HomeCtaSchema implements HomeCta {
  @Nested(() => LocalTextSchema)
  title: LocalText;

  @Nested(() => LocalTextSchema)
  text: LocalText;

  @Nested(() => LocalTextSchema)
  button: LocalText;
}

@ApiSchema({ name: 'HomeTrainersContent' })
export class HomeTrainersSchema implements HomeTrainers {
  @Nested(() => LocalTextSchema)
  title: LocalText;

  @Nested(() => LocalTextSchema)
  lead: LocalText;

  @ListOf(() => TrainerContentSchema)
  items: TrainerContent[];
}

@ApiSchema({ name: 'HomeFounderContent' })
export class HomeFounderSchema implements HomeFounder {
  @Nested(() => LocalTextSchema)
  title: LocalText;

  @Text()
  name: string;

  @Nested(() => ContentPhotoSchema, { nullable: true })
  photo: ContentPhoto | null;

  @ListOf(() => TitledTextSchema)
  slides: TitledText[];
}

@ApiSchema({ name: 'HomeFaqContent' })
export class HomeFaqSchema implements HomeFaq {
  @Nested(() => LocalTextSchema)
  title: LocalText;

  @ListOf(() => FaqContentSchema)
  items: FaqContent[];
}

@ApiSchema({ name: 'HomeContent' })
export class HomeContentSchema implements HomeContent {
  @Nested(() => HomeHeroSchema)
  hero: HomeContent['hero'];

  @Nested(() => HomeCardsSchema)
  reasons: HomeContent['reasons'];

  @Nested(() => HomeCardsSchema)
  features: HomeContent['features'];

  @Nested(() => HomeCtaSchema)
  cta: HomeContent['cta'];

  @ListOf(() => CounterContentSchema)
  counters: CounterContent[];

  @Nested(() => HomeTrainersSchema)
  trainers: HomeContent['trainers'];

  @Nested(() => HomeFounderSchema)
  founder: HomeContent['founder'];

  @Nested(() => HomeFaqSchema)
  faq: HomeContent['faq'];
}

@ApiSchema({ name: 'AnnouncementContent' })
export class AnnouncementSchema implements Announcement {
  @Bool()
  enabled: boolean;

  @Nested(() => LocalTextSchema)
  text: LocalText;

  @Text({ description: 'A site path (/price), an https:// address, or empty' })
  link: string;
}

@ApiSchema({ name: 'SiteContent' })
export class SiteContentSchema implements SiteContent {
  @Nested(() => AnnouncementSchema)
  announcement: SiteContent['announcement'];
}

@ApiSchema({ name: 'EventContent' })
export class EventContentSchema extends TitledTextSchema implements EventContent {
  @Nested(() => ContentPhotoSchema, { nullable: true })
  photo: ContentPhoto | null;
}

@ApiSchema({ name: 'LiveEventsPastContent' })
export class LiveEventsPastSchema implements EventsPast {
  @Nested(() => LocalTextSchema)
  title: LocalText;

  @ListOf(() => EventContentSchema)
  items: EventContent[];
}

@ApiSchema({ name: 'LiveEventsGalleryContent' })
export class LiveEventsGallerySchema implements EventsGallery {
  @Nested(() => LocalTextSchema)
  title: LocalText;

  @Nested(() => LocalTextSchema)
  lead: LocalText;
}

@ApiSchema({ name: 'LiveEventsContent' })
export class LiveEventsContentSchema implements LiveEventsContent {
  @Nested(() => LocalTextSchema)
  eyebrow: LocalText;

  @Nested(() => LocalTextSchema)
  title: LocalText;

  @Nested(() => LocalTextSchema)
  lead: LocalText;

  @Nested(() => LiveEventsPastSchema)
  past: EventsPast;

  @Nested(() => LiveEventsGallerySchema)
  gallery: EventsGallery;
}

@ApiSchema({ name: 'ContactContent' })
export class ContactContentSchema implements ContactContent {
  @Nested(() => LocalTextSchema)
  title: LocalText;

  @Nested(() => LocalTextSchema)
  lead: LocalText;

  @Nested(() => LocalTextSchema)
  phone_label: LocalText;

  @Nested(() => LocalTextSchema)
  email_label: LocalText;

  @Nested(() => LocalTextSchema)
  address_label: LocalText;
}

@ApiSchema({ name: 'AboutStoryContent' })
export class AboutStorySchema implements AboutStory {
  @Nested(() => LocalTextSchema)
  title: LocalText;

  @ListOf(() => LocalTextSchema)
  paragraphs: LocalText[];
}

@ApiSchema({ name: 'AboutValuesContent' })
export class AboutValuesSchema implements AboutValues {
  @Nested(() => LocalTextSchema)
  title: LocalText;

  @ListOf(() => TitledTextSchema)
  items: TitledText[];
}

@ApiSchema({ name: 'AboutContent' })
export class AboutContentSchema implements AboutContent {
  @Nested(() => LocalTextSchema)
  eyebrow: LocalText;

  @Nested(() => LocalTextSchema)
  title: LocalText;

  @Nested(() => LocalTextSchema)
  lead: LocalText;

  @Nested(() => AboutStorySchema)
  story: AboutStory;

  @Nested(() => AboutValuesSchema)
  values: AboutValues;

  @Nested(() => LocalTextSchema)
  button: LocalText;
}

@ApiSchema({ name: 'WellnessCardsContent' })
export class WellnessCardsSchema implements WellnessCards {
  @Nested(() => LocalTextSchema)
  title: LocalText;

  @ListOf(() => TitledTextSchema)
  items: TitledText[];
}

@ApiSchema({ name: 'WellnessTipsContent' })
export class WellnessTipsSchema implements WellnessTips {
  @Nested(() => LocalTextSchema)
  title: LocalText;

  @ListOf(() => LocalTextSchema)
  items: LocalText[];
}

@ApiSchema({ name: 'WellnessContent' })
export class WellnessContentSchema implements WellnessContent {
  @Nested(() => LocalTextSchema)
  title: LocalText;

  @Nested(() => LocalTextSchema)
  description: LocalText;

  @Nested(() => LocalTextSchema)
  eyebrow: LocalText;

  @Nested(() => LocalTextSchema)
  lead: LocalText;

  @Nested(() => WellnessCardsSchema)
  cards: WellnessCards;

  @Nested(() => WellnessTipsSchema)
  tips: WellnessTips;
}

@ApiSchema({ name: 'PolicySectionContent' })
export class PolicySectionSchema implements PolicySectionContent {
  @Nested(() => LocalTextSchema)
  heading: LocalText;

  @ListOf(() => LocalTextSchema)
  paragraphs: LocalText[];
}

@ApiSchema({
  name: 'PolicyContent',
  description:
    'A policy page (refund, privacy, terms). Texts may hold **bold**, [label](/path|https:|mailto:|tel:) links, "- " list items and placeholders such as {brand}, {phone}, {plan_months} (docs/content.md)',
})
export class PolicyContentSchema implements PolicyContent {
  @Nested(() => LocalTextSchema)
  title: LocalText;

  @Nested(() => LocalTextSchema)
  description: LocalText;

  @Nested(() => LocalTextSchema)
  intro: LocalText;

  @ListOf(() => PolicySectionSchema)
  sections: PolicySectionContent[];
}

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
    oneOf: CONTENT_DOCUMENT_MODELS.map((model) => ({ $ref: getSchemaPath(model) })),
    description:
      'The page\'s document: SiteContent for "site", HomeContent for "home", AboutContent for "about", LiveEventsContent for "events", ContactContent for "contact", WellnessContent for the four wellness pages, PolicyContent for "refund", "privacy" and "terms"',
  });

@ApiSchema({ name: 'PublishedContent' })
export class PublishedContentSchema implements PublishedContent {
  @OneOf(CONTENT_PAGES)
  page: ContentPageId;

  @Int({ description: '0: never published (the seed)' })
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

@ApiSchema({ name: 'AdminContent' })
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

  @Bool()
  has_draft: boolean;

  @Int()
  published_version: number;

  @Text({ nullable: true })
  draft_updated_at: string | null;

  @Text({ nullable: true })
  draft_updated_by: string | null;
}

@ApiSchema({ name: 'ContentPreviewLink' })
export class ContentPreviewLinkSchema implements ContentPreviewLink {
  @Text({ description: 'The page address with its preview token: /about?preview=…' })
  url: string;

  @Text()
  expires_at: string;
}

@ApiSchema({ name: 'ContentVersion' })
export class ContentVersionSchema implements ContentVersion {
  @Int()
  version: number;

  @Text()
  published_at: string;

  @Text({ nullable: true })
  published_by: string | null;

  @Int({ nullable: true })
  restored_from: number | null;
}

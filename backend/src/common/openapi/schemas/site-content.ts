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

@ApiSchema({
  name: 'LocalText',
  description:
    'One text in both languages, as the page shows them. `hi` empty: the English text is shown on Hindi pages (`localText`).',
})
export class LocalTextSchema implements LocalText {
  @Text()
  en: string;

  @Text({ description: 'Empty: the English text is shown' })
  hi: string;
}

@ApiSchema({
  name: 'UploadedContentPhoto',
  description:
    'POST /api/admin/content/photos (multipart: `file`, `slot`, `focus_x`, `focus_y` in 0..1): the photo stored for a slot, a ContentPhoto without its `alt`.',
})
export class UploadedContentPhotoSchema implements UploadedContentPhoto {
  @Text({ description: 'The widest file, e.g. `/uploads/content/ab12cd-960.webp`.' })
  src: string;

  @Text({ description: 'Every width: `"/uploads/content/ab12cd-480.webp 480w, ... 960w"`.' })
  srcset: string;

  @Int({ description: "Intrinsic width of `src` (its aspect ratio is the slot's)." })
  width: number;

  @Int({ description: 'Intrinsic height of `src`.' })
  height: number;
}

@ApiSchema({
  name: 'ContentPhoto',
  description:
    "A photo placed in a slot (stored as WebP in the slot's widths by `POST /api/admin/content/photos`). `null` in a document: the page's built-in picture for that place.",
})
export class ContentPhotoSchema extends UploadedContentPhotoSchema implements ContentPhoto {
  @Nested(() => LocalTextSchema, { description: 'Required in both languages.' })
  alt: LocalText;
}

@ApiSchema({ name: 'TitledText' })
export class TitledTextSchema implements TitledText {
  @Nested(() => LocalTextSchema)
  title: LocalText;

  @Nested(() => LocalTextSchema)
  text: LocalText;
}

@ApiSchema({ name: 'HeroSlideContent', description: 'One slide of the home page hero.' })
export class HeroSlideContentSchema extends TitledTextSchema implements HeroSlideContent {
  @Nested(() => ContentPhotoSchema, {
    nullable: true,
    description: "Replaces the slide's drawing when set.",
  })
  photo: ContentPhoto | null;
}

@ApiSchema({ name: 'CounterContent' })
export class CounterContentSchema implements CounterContent {
  @Num({ description: 'The figure counted up to (e.g. 1.5).' })
  value: number;

  @Nested(() => LocalTextSchema, { description: 'After the figure (e.g. " crore+", "+", " / 5").' })
  suffix: LocalText;

  @Nested(() => LocalTextSchema)
  label: LocalText;
}

@ApiSchema({ name: 'TrainerContent' })
export class TrainerContentSchema implements TrainerContent {
  @Text({ description: 'As written (not translated).' })
  name: string;

  @Int()
  years: number;

  @Nested(() => LocalTextSchema, { description: 'Role or speciality.' })
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

  @Nested(() => LocalTextSchema, { description: 'The main button (to registration).' })
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

@ApiSchema({
  name: 'HomeContent',
  description: 'The home page, every visible text of it (section by section, top to bottom).',
})
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
  @Bool({ description: 'Off: no bar.' })
  enabled: boolean;

  @Nested(() => LocalTextSchema)
  text: LocalText;

  @Text({
    description:
      'Optional link of the bar (`siteLinkProblem`): a site path (`/price`), https://, mailto: or tel:; empty for none.',
  })
  link: string;
}

@ApiSchema({
  name: 'SiteContent',
  description: 'What every public page shows (the announcement bar).',
})
export class SiteContentSchema implements SiteContent {
  @Nested(() => AnnouncementSchema)
  announcement: SiteContent['announcement'];
}

@ApiSchema({
  name: 'EventContent',
  description:
    "One past event: its photo (the slider's and the gallery's), title (the gallery's caption) and text.",
})
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

@ApiSchema({ name: 'LiveEventsContent', description: 'The live-events page (`/livestream`).' })
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

  @ApiProperty({
    allOf: [{ $ref: getSchemaPath('LinkedSentenceContent') }],
    description: 'Under the gallery.',
  })
  join: LiveEventsContent['join'];
}

@ApiSchema({
  name: 'ContactContent',
  description:
    "The contact page's texts (`/contact`); the details themselves are the business details (site settings).",
})
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

@ApiSchema({ name: 'AboutContent', description: 'The about page (`/about`).' })
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

  @Nested(() => LocalTextSchema, { description: 'The button to registration.' })
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

@ApiSchema({
  name: 'WellnessContent',
  description: 'A wellness page (`/mental-health`, `/nutrition`, `/physical`, `/lifestyle`).',
})
export class WellnessContentSchema implements WellnessContent {
  @Nested(() => LocalTextSchema, { description: "The heading, also the page's title." })
  title: LocalText;

  @Nested(() => LocalTextSchema, { description: "The page's meta description." })
  description: LocalText;

  @Nested(() => LocalTextSchema)
  eyebrow: LocalText;

  @Nested(() => LocalTextSchema)
  lead: LocalText;

  @Nested(() => WellnessCardsSchema)
  cards: WellnessCards;

  @Nested(() => WellnessTipsSchema)
  tips: WellnessTips;

  @ApiProperty({
    allOf: [{ $ref: getSchemaPath('LinkedSentenceContent') }],
    description: 'Under the tips.',
  })
  practise: WellnessContent['practise'];
}

@ApiSchema({
  name: 'PolicySectionContent',
  description:
    'One section of a policy: its heading and paragraphs (see PolicyContent for the markup).',
})
export class PolicySectionSchema implements PolicySectionContent {
  @Nested(() => LocalTextSchema)
  heading: LocalText;

  @ListOf(() => LocalTextSchema)
  paragraphs: LocalText[];
}

@ApiSchema({
  name: 'PolicyContent',
  description:
    "A policy page (refund, privacy, terms). Its texts are plain strings with a small markup (the legal texts need links and emphasis): `**bold**`, `[label](/price)` (a site path, shown in the page's language), `[label](mailto:…)`, `[label](tel:…)` or `[label](https://…)`, and a paragraph starting with `- ` is an item of a bulleted list (consecutive items form one list). Placeholders `{brand}` etc. (`POLICY_PLACEHOLDERS`) are filled with the business details and plans of their owners when the page is drawn (docs/content.md).",
})
export class PolicyContentSchema implements PolicyContent {
  @Nested(() => LocalTextSchema, { description: "The heading, also the page's title." })
  title: LocalText;

  @Nested(() => LocalTextSchema, { description: "The page's meta description." })
  description: LocalText;

  @Nested(() => LocalTextSchema, { description: 'The text under the heading.' })
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

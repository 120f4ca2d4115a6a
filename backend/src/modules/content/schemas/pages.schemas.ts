import { ApiProperty, ApiSchema, getSchemaPath } from '@nestjs/swagger';
import type {
  AboutContent,
  ContactContent,
  ContentPhoto,
  EventContent,
  LiveEventsContent,
  LocalText,
  PolicyContent,
  PolicySectionContent,
  SiteContent,
  TitledText,
  WellnessContent,
} from '@yoga/contracts';
import { Bool, ListOf, Nested, Text } from '../../../common/openapi/properties.js';
import { ContentPhotoSchema, LocalTextSchema, TitledTextSchema } from './parts.schemas.js';

type Announcement = SiteContent['announcement'];
type EventsPast = LiveEventsContent['past'];
type AboutStory = AboutContent['story'];
type WellnessCards = WellnessContent['cards'];
type WellnessTips = WellnessContent['tips'];
type AboutValues = AboutContent['values'];
type EventsGallery = LiveEventsContent['gallery'];

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

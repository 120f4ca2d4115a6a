import { ApiSchema } from '@nestjs/swagger';
import type {
  LinkedSentenceContent,
  LocalText,
  MainSliderContent,
  MetaContent,
  PageMetaContent,
  TitledText,
} from '@yoga/contracts';
import { ListOf, Nested } from '../../../common/openapi/properties.js';
import { LocalTextSchema, TitledTextSchema } from './parts.schemas.js';

/*
 * The documents of the storefront's last words (issue 36, docs/content.md): the title tags and meta
 * descriptions of the pages without a document of their own (`meta`), the sentences with a registration
 * link (`LinkedSentenceContent`, in the live-events and wellness documents) and `/mainslider`. Types of
 * `LocalText` and `TitledText` are the shared ones; the checks are `contentProblems` (libs/contracts).
 */

@ApiSchema({
  name: 'LinkedSentenceContent',
  description:
    "A sentence with a link to registration: `before`, the link's words, `after` (spaces and punctuation included, as the page joins them).",
})
export class LinkedSentenceSchema implements LinkedSentenceContent {
  @Nested(() => LocalTextSchema, { description: 'The text before the link (with its last space).' })
  before: LocalText;

  @Nested(() => LocalTextSchema, { description: "The link's words." })
  link_text: LocalText;

  @Nested(() => LocalTextSchema, {
    description: 'The text after the link (may be empty; punctuation included).',
  })
  after: LocalText;
}

@ApiSchema({
  name: 'PageMetaContent',
  description:
    "A page's title tag (the brand is added after it unless it holds it) and meta description. Placeholders `{brand}`, `{city}`, `{trial_days}` (and `{plans}` on the price page) are filled when the page is drawn (`META_PLACEHOLDERS`).",
})
export class PageMetaSchema implements PageMetaContent {
  @Nested(() => LocalTextSchema)
  page_title: LocalText;

  @Nested(() => LocalTextSchema)
  description: LocalText;
}

@ApiSchema({
  name: 'MetaContent',
  description:
    'The title tags and meta descriptions of the server-rendered public pages whose document has none of its own (the wellness and policy pages and `/mainslider` have theirs; the account pages keep theirs with the forms).',
})
export class MetaContentSchema implements MetaContent {
  @Nested(() => PageMetaSchema, { description: '`/`' })
  home: PageMetaContent;

  @Nested(() => PageMetaSchema, { description: '`/about`' })
  about: PageMetaContent;

  @Nested(() => PageMetaSchema, { description: '`/contact`' })
  contact: PageMetaContent;

  @Nested(() => PageMetaSchema, { description: '`/livestream`' })
  events: PageMetaContent;

  @Nested(() => PageMetaSchema, { description: '`/price`' })
  price: PageMetaContent;

  @Nested(() => PageMetaSchema, { description: '`/schedule`' })
  schedule: PageMetaContent;

  @Nested(() => PageMetaSchema, { description: '`/blogs`' })
  blogs: PageMetaContent;
}

@ApiSchema({
  name: 'MainSliderContent',
  description:
    "`/mainslider`: a day of live classes. `slides`: one per daily slot, in the slots' order (the page puts each slot's time before its title).",
})
export class MainSliderContentSchema implements MainSliderContent {
  @Nested(() => LocalTextSchema, { description: "The page's title tag." })
  page_title: LocalText;

  @Nested(() => LocalTextSchema, { description: "The page's meta description." })
  description: LocalText;

  @Nested(() => LocalTextSchema)
  eyebrow: LocalText;

  @Nested(() => LocalTextSchema, { description: 'The heading.' })
  title: LocalText;

  @Nested(() => LocalTextSchema)
  lead: LocalText;

  @ListOf(() => TitledTextSchema)
  slides: TitledText[];
}

/** The documents of this file, beside `CONTENT_DOCUMENT_MODELS` (the controller lists them). */
export const PAGE_WORDS_MODELS = [LinkedSentenceSchema, MetaContentSchema, MainSliderContentSchema];

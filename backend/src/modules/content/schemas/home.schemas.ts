import { ApiSchema } from '@nestjs/swagger';
import type {
  ContentPhoto,
  CounterContent,
  FaqContent,
  HeroSlideContent,
  HomeContent,
  LocalText,
  TitledText,
  TrainerContent,
} from '@yoga/contracts';
import { Int, ListOf, Nested, Num, Text } from '../../../common/openapi/properties.js';
import { ContentPhotoSchema, LocalTextSchema, TitledTextSchema } from './parts.schemas.js';

type HomeHero = HomeContent['hero'];
type HomeCards = HomeContent['reasons'];
type HomeCta = HomeContent['cta'];
type HomeTrainers = HomeContent['trainers'];
type HomeFounder = HomeContent['founder'];
type HomeFaq = HomeContent['faq'];

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

import { AUTH_ROUTES, localText, type WellnessContent } from '@yoga/contracts';
import { useBusinessDetails } from '@yoga/site-settings';
import { usePageContent } from '../../../shared/content';
import { useLocale } from '@yoga/i18n';
import type { IconName } from '../../../shared/art/icon';
import { YogaScene, type Pose, type ScenePalette } from '../../../shared/art/yoga-scene';
import { CardGrid, type CardItem } from '../../../shared/components/card-grid';
import { PageFallback } from '../../../shared/components/page-fallback';
import { PageHero } from '../../../shared/components/page-hero';
import { usePageMeta } from '../../../shared/hooks/use-page-meta';
import { LinkedSentence } from '../../../shared/components/linked-sentence';
import { PageSection } from '../../../shared/components/page-section';
import pageStyles from '../../../shared/components/page.module.css';

/** A wellness page: its art; its words are its content document (`mental`, `nutrition`, ...). */
export interface WellnessTopic {
  key: 'mental' | 'nutrition' | 'physical' | 'lifestyle';
  pose: Pose;
  palette: ScenePalette;
  /** The cards' icons, in turn. */
  icons: readonly IconName[];
}

/** The layout shared by the four wellness pages: hero, topic cards, practical tips, free-trial link. */
export function WellnessTemplate({ topic: shape }: { topic: WellnessTopic }) {
  const { locale } = useLocale();
  const brand = useBusinessDetails().brand_name;
  // Its words are its content document (docs/content.md): in the server's data, else read once.
  const content = usePageContent(shape.key);
  usePageMeta(
    content ? localText(content.title, locale) : brand,
    content ? localText(content.description, locale) : '',
  );
  return content ? <Wellness shape={shape} content={content} /> : <PageFallback />;
}

function Wellness({ shape, content }: { shape: WellnessTopic; content: WellnessContent }) {
  const { locale } = useLocale();
  const topic = {
    ...shape,
    title: localText(content.title, locale),
    eyebrow: localText(content.eyebrow, locale),
    lead: localText(content.lead, locale),
    cardsTitle: localText(content.cards.title, locale),
    cards: content.cards.items.map((item, i): CardItem => ({
      icon: shape.icons[i % shape.icons.length]!,
      title: localText(item.title, locale),
      text: localText(item.text, locale),
    })),
    tips: {
      title: localText(content.tips.title, locale),
      items: content.tips.items.map((tip) => localText(tip, locale)),
    },
  };
  return (
    <main id="main-content" className={pageStyles.main}>
      <PageHero
        eyebrow={topic.eyebrow}
        title={topic.title}
        lead={topic.lead}
        art={
          <YogaScene
            pose={topic.pose}
            palette={topic.palette}
            className={pageStyles.heroArt}
            width={280}
            height={280}
          />
        }
      />
      <PageSection id="topics" title={topic.cardsTitle}>
        <CardGrid items={topic.cards} />
      </PageSection>
      <section className={pageStyles.sectionAlt} aria-labelledby="tips-title">
        <div className={pageStyles.container}>
          <div className={pageStyles.prose}>
            <h2 id="tips-title" className={pageStyles.sectionTitle}>
              {topic.tips.title}
            </h2>
            <ul>
              {topic.tips.items.map((tip, i) => (
                <li key={i}>{tip}</li>
              ))}
            </ul>
            <LinkedSentence sentence={content.practise} to={AUTH_ROUTES.register} />
          </div>
        </div>
      </section>
    </main>
  );
}

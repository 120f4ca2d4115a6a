import { Link } from 'react-router-dom';
import {
  AUTH_ROUTES,
  DAILY_SLOTS,
  ROUTINE_MINUTES,
  SLOTS_PER_DAY,
  localText,
} from '@yoga/contracts';
import { useBusinessRules } from '@yoga/site-settings';
import { usePageContent } from '../../../shared/content';
import { Trans, useCatalog, useLocale, useLocalePath } from '@yoga/i18n';
import { wellnessCatalog } from '../i18n';
import type { IconName } from '../../../shared/art/icon';
import { YogaScene, type Pose, type ScenePalette } from '../../../shared/art/yoga-scene';
import { CardGrid, type CardItem } from '../../../shared/components/card-grid';
import { PageHero } from '../../../shared/components/page-hero';
import { usePageMeta } from '../../../shared/hooks/use-page-meta';
import { PageSection } from '../../../shared/components/page-section';
import pageStyles from '../../../shared/components/page.module.css';

/** Values the wellness texts (`public.wellness.<topic>.*`) may use. */
const WELLNESS_VALUES = {
  times: DAILY_SLOTS.map((s) => s.time).join(', '),
  minutes: ROUTINE_MINUTES,
  slots: SLOTS_PER_DAY,
};

/** A wellness page: its art and shape; its texts are `public.wellness.<key>.*`. */
export interface WellnessTopic {
  key: 'mental' | 'nutrition' | 'physical' | 'lifestyle';
  pose: Pose;
  palette: ScenePalette;
  /** One card per icon: `card.<n>.title`, `card.<n>.text`. */
  icons: readonly IconName[];
  /** How many practical tips (`tips.<n>`). */
  tips: number;
}

/** The layout shared by the four wellness pages: hero, topic cards, practical tips, free-trial link. */
export function WellnessTemplate({ topic: shape }: { topic: WellnessTopic }) {
  useCatalog(wellnessCatalog);
  const { t, locale } = useLocale();
  const rules = useBusinessRules();
  const to = useLocalePath();
  const k = `public.wellness.${shape.key}`;
  const text = (id: string) => t(`${k}.${id}`, WELLNESS_VALUES);
  // The edited content the server drew the page with (else the built-in texts, the same as the seed).
  const content = usePageContent(shape.key);
  const topic = content
    ? {
        ...shape,
        title: localText(content.title, locale),
        description: localText(content.description, locale),
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
      }
    : builtIn();
  function builtIn() {
    return {
      ...shape,
      title: text('title'),
      description: text('description'),
      eyebrow: text('eyebrow'),
      lead: text('lead'),
      cardsTitle: text('cardsTitle'),
      cards: shape.icons.map((icon, i): CardItem => ({
        icon,
        title: text(`card.${i + 1}.title`),
        text: text(`card.${i + 1}.text`),
      })),
      tips: {
        title: text('tips.title'),
        items: Array.from({ length: shape.tips }, (_, i) => text(`tips.${i + 1}`)),
      },
    };
  }
  usePageMeta(topic.title, topic.description);
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
            <p>
              <Trans
                id="public.wellness.practise"
                values={{ trialDays: rules.trial_days }}
                components={{ 0: <Link to={to(AUTH_ROUTES.register)} /> }}
              />
            </p>
          </div>
        </div>
      </section>
    </main>
  );
}

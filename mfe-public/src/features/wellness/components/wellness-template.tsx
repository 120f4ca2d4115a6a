import { Link } from 'react-router-dom';
import { AUTH_ROUTES, TRIAL_DAYS } from '@yoga/contracts';
import { YogaScene, type Pose, type ScenePalette } from '../../../shared/art/yoga-scene';
import { CardGrid, type CardItem } from '../../../shared/components/card-grid';
import { PageHero } from '../../../shared/components/page-hero';
import { usePageMeta } from '../../../shared/hooks/use-page-meta';
import { PageSection } from '../../../shared/components/page-section';
import pageStyles from '../../../shared/components/page.module.css';

export interface WellnessTopic {
  title: string;
  description: string;
  eyebrow: string;
  lead: string;
  pose: Pose;
  palette: ScenePalette;
  cardsTitle: string;
  cards: readonly CardItem[];
  tips: { title: string; items: readonly string[] };
}

/** The layout shared by the four wellness pages: hero, topic cards, practical tips, free-trial link. */
export function WellnessTemplate({ topic }: { topic: WellnessTopic }) {
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
              {topic.tips.items.map((tip) => (
                <li key={tip}>{tip}</li>
              ))}
            </ul>
            <p>
              Practise it live with our teachers:{' '}
              <Link to={AUTH_ROUTES.register}>start your {TRIAL_DAYS}-day free trial</Link>.
            </p>
          </div>
        </div>
      </section>
    </main>
  );
}

import { Link } from 'react-router-dom';
import { AUTH_ROUTES, localText, type AboutContent } from '@yoga/contracts';
import { usePageContent } from '../../../shared/content';
import { useLocale, useLocalePath } from '@yoga/i18n';
import { YogaScene } from '../../../shared/art/yoga-scene';
import { CardGrid, type CardItem } from '../../../shared/components/card-grid';
import { PageFallback } from '../../../shared/components/page-fallback';
import { PageHero } from '../../../shared/components/page-hero';
import { useContentMeta } from '../../../shared/hooks/use-content-meta';
import { PageSection } from '../../../shared/components/page-section';
import pageStyles from '../../../shared/components/page.module.css';

const VALUE_ICONS: readonly CardItem['icon'][] = ['video', 'chat', 'shield', 'leaf'];

export default function AboutPage() {
  // Its words are its content document (docs/content.md): in the server's data, else read once.
  const content = usePageContent('about');
  useContentMeta('about');
  return content ? <About content={content} /> : <PageFallback />;
}

function About({ content }: { content: AboutContent }) {
  const { locale } = useLocale();
  const to = useLocalePath();
  const text = (value: AboutContent['title']) => localText(value, locale);
  const cards: CardItem[] = content.values.items.map((item, i) => ({
    icon: VALUE_ICONS[i % VALUE_ICONS.length]!,
    title: text(item.title),
    text: text(item.text),
  }));
  return (
    <main id="main-content" className={pageStyles.main}>
      <PageHero
        eyebrow={text(content.eyebrow)}
        title={text(content.title)}
        lead={text(content.lead)}
        art={
          <YogaScene
            pose="namaste"
            palette={{ sky: '#dff0e4', sun: '#f3c969', hill: '#8cc59a', figure: '#1f4d36' }}
            className={pageStyles.heroArt}
            width={280}
            height={280}
          />
        }
      />
      <section className={pageStyles.section} aria-labelledby="story-title">
        <div className={pageStyles.container}>
          <div className={pageStyles.prose}>
            <h2 id="story-title" className={pageStyles.sectionTitle}>
              {text(content.story.title)}
            </h2>
            {content.story.paragraphs.map((paragraph, i) => (
              <p key={i}>{text(paragraph)}</p>
            ))}
          </div>
        </div>
      </section>
      <PageSection id="values" title={text(content.values.title)} alt>
        <CardGrid items={cards} />
        <p>
          <Link
            to={to(AUTH_ROUTES.register)}
            className={pageStyles.button}
            style={{ marginTop: 24 }}
          >
            {text(content.button)}
          </Link>
        </p>
      </PageSection>
    </main>
  );
}

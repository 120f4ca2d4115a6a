import { Link } from 'react-router-dom';
import {
  AUTH_ROUTES,
  DAYS_PER_YEAR,
  FOUNDER_CORPORATE_YEARS,
  ROUTINE_MINUTES,
  SLOTS_PER_DAY,
  STATS,
  TRAINER_EXPERIENCE_YEARS,
  localText,
  type LocalText,
} from '@yoga/contracts';
import { useBusinessDetails, useBusinessRules } from '@yoga/site-settings';
import { usePageContent } from '../../../shared/content';
import { useCatalog, useLocale, useLocalePath } from '@yoga/i18n';
import type { Translate } from '../../../shared/i18n';
import { aboutCatalog } from '../i18n';
import { YogaScene } from '../../../shared/art/yoga-scene';
import { CardGrid, type CardItem } from '../../../shared/components/card-grid';
import { PageHero } from '../../../shared/components/page-hero';
import { usePageMeta } from '../../../shared/hooks/use-page-meta';
import { PageSection } from '../../../shared/components/page-section';
import pageStyles from '../../../shared/components/page.module.css';

const VALUE_ICONS: readonly CardItem['icon'][] = ['video', 'chat', 'shield', 'leaf'];

function values(t: Translate): CardItem[] {
  return VALUE_ICONS.map((icon, i) => ({
    icon,
    title: t(`public.about.value.${i + 1}.title`),
    text: t(`public.about.value.${i + 1}.text`, { slots: SLOTS_PER_DAY, days: DAYS_PER_YEAR }),
  }));
}

export default function AboutPage() {
  useCatalog(aboutCatalog);
  const { t, locale } = useLocale();
  const to = useLocalePath();
  const business = useBusinessDetails();
  const { trial_days: trialDays } = useBusinessRules();
  // The edited content the server drew the page with (else the built-in texts, the same as the seed).
  const content = usePageContent('about');
  const text = (edited: LocalText | undefined, builtIn: string) =>
    edited ? localText(edited, locale) : builtIn;
  const story = content
    ? content.story.paragraphs.map((p) => localText(p, locale))
    : [
        t('public.about.story.1', { years: FOUNDER_CORPORATE_YEARS, brand: business.brand_name }),
        t('public.about.story.2', {
          a: TRAINER_EXPERIENCE_YEARS[0],
          b: TRAINER_EXPERIENCE_YEARS[1],
          c: TRAINER_EXPERIENCE_YEARS[2],
          minutes: ROUTINE_MINUTES,
        }),
        t('public.about.story.3', { trialDays }),
      ];
  const cards: CardItem[] = content
    ? content.values.items.map((item, i) => ({
        icon: VALUE_ICONS[i % VALUE_ICONS.length]!,
        title: localText(item.title, locale),
        text: localText(item.text, locale),
      }))
    : values(t);
  usePageMeta(
    t('public.about.meta.title'),
    t('public.about.meta.description', { brand: business.brand_name, days: DAYS_PER_YEAR }),
  );
  return (
    <main id="main-content" className={pageStyles.main}>
      <PageHero
        eyebrow={text(content?.eyebrow, t('public.about.eyebrow', { brand: business.brand_name }))}
        title={text(content?.title, t('public.about.title'))}
        lead={text(
          content?.lead,
          t('public.about.lead', { city: business.address.city, crore: STATS.peopleAttendedCrore }),
        )}
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
              {text(content?.story.title, t('public.about.story.title'))}
            </h2>
            {story.map((paragraph, i) => (
              <p key={i}>{paragraph}</p>
            ))}
          </div>
        </div>
      </section>
      <PageSection
        id="values"
        title={text(content?.values.title, t('public.about.values.title'))}
        alt
      >
        <CardGrid items={cards} />
        <p>
          <Link
            to={to(AUTH_ROUTES.register)}
            className={pageStyles.button}
            style={{ marginTop: 24 }}
          >
            {text(content?.button, t('public.about.join'))}
          </Link>
        </p>
      </PageSection>
    </main>
  );
}

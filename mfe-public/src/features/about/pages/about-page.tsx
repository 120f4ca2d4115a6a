import { Link } from 'react-router-dom';
import {
  AUTH_ROUTES,
  DAYS_PER_YEAR,
  FOUNDER_CORPORATE_YEARS,
  ROUTINE_MINUTES,
  SITE,
  SLOTS_PER_DAY,
  STATS,
  TRAINER_EXPERIENCE_YEARS,
  TRIAL_DAYS,
} from '@yoga/contracts';
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
  const { t } = useLocale();
  const to = useLocalePath();
  usePageMeta(
    t('public.about.meta.title'),
    t('public.about.meta.description', { brand: SITE.brandName, days: DAYS_PER_YEAR }),
  );
  return (
    <main id="main-content" className={pageStyles.main}>
      <PageHero
        eyebrow={t('public.about.eyebrow', { brand: SITE.brandName })}
        title={t('public.about.title')}
        lead={t('public.about.lead', {
          city: SITE.address.city,
          crore: STATS.peopleAttendedCrore,
        })}
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
              {t('public.about.story.title')}
            </h2>
            <p>
              {t('public.about.story.1', {
                years: FOUNDER_CORPORATE_YEARS,
                brand: SITE.brandName,
              })}
            </p>
            <p>
              {t('public.about.story.2', {
                a: TRAINER_EXPERIENCE_YEARS[0],
                b: TRAINER_EXPERIENCE_YEARS[1],
                c: TRAINER_EXPERIENCE_YEARS[2],
                minutes: ROUTINE_MINUTES,
              })}
            </p>
            <p>{t('public.about.story.3', { trialDays: TRIAL_DAYS })}</p>
          </div>
        </div>
      </section>
      <PageSection id="values" title={t('public.about.values.title')} alt>
        <CardGrid items={values(t)} />
        <p>
          <Link
            to={to(AUTH_ROUTES.register)}
            className={pageStyles.button}
            style={{ marginTop: 24 }}
          >
            {t('public.about.join')}
          </Link>
        </p>
      </PageSection>
    </main>
  );
}

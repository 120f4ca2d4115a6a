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
import { YogaScene } from '../../../shared/art/yoga-scene';
import { CardGrid, type CardItem } from '../../../shared/components/card-grid';
import { PageHero } from '../../../shared/components/page-hero';
import { usePageMeta } from '../../../shared/hooks/use-page-meta';
import { PageSection } from '../../../shared/components/page-section';
import pageStyles from '../../../shared/components/page.module.css';

const VALUES: readonly CardItem[] = [
  {
    icon: 'video',
    title: 'Always live',
    text: `${SLOTS_PER_DAY} live sessions a day, ${DAYS_PER_YEAR} days a year. A real teacher, a real class, every time.`,
  },
  {
    icon: 'chat',
    title: 'In your language',
    text: 'We teach in Hindi mixed with English, the way India actually talks, so nobody feels left out.',
  },
  {
    icon: 'shield',
    title: 'Safe for every body',
    text: 'Every pose comes with an easier variation for beginners, seniors and anyone with a stiff back or knees.',
  },
  {
    icon: 'leaf',
    title: 'Whole-person wellness',
    text: 'Yoga, breathing, meditation and nutrition guidance together, because health is more than exercise.',
  },
];

export default function AboutPage() {
  usePageMeta(
    'About Us',
    `${SITE.brandName} is a Noida-based wellness company bringing live online yoga to Indian homes, ${DAYS_PER_YEAR} days a year.`,
  );
  return (
    <main id="main-content" className={pageStyles.main}>
      <PageHero
        eyebrow={`About ${SITE.brandName}`}
        title="Bringing daily yoga to every Indian home"
        lead={`We are a wellness company from ${SITE.address.city}. Every day our teachers lead live yoga classes for families, office-goers and senior citizens across India, and ${STATS.peopleAttendedCrore} crore+ people have already attended.`}
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
              Our story
            </h2>
            <p>
              Our founder spent {FOUNDER_CORPORATE_YEARS} years in the corporate world. He watched
              talented colleagues lose their health to long commutes, late nights and stress, and he
              found his own way back through a simple daily yoga practice. {SITE.brandName} was born
              from one question: what if every family could have a good teacher at home, every
              single morning?
            </p>
            <p>
              Today our certified trainers, with {TRAINER_EXPERIENCE_YEARS[0]},{' '}
              {TRAINER_EXPERIENCE_YEARS[1]} and {TRAINER_EXPERIENCE_YEARS[2]} years of experience,
              teach a balanced {ROUTINE_MINUTES}-minute routine of asanas, pranayama and relaxation.
              You join with a link we send on your messaging app, or cast the class to your TV and
              practise with the whole family.
            </p>
            <p>
              Subscribers also receive extra wellness programmes, such as nutrition guidance, at no
              extra cost. And because trust matters, everyone starts with a free {TRIAL_DAYS}-day
              trial.
            </p>
          </div>
        </div>
      </section>
      <PageSection id="values" title="What we stand for" alt>
        <CardGrid items={VALUES} />
        <p>
          <Link to={AUTH_ROUTES.register} className={pageStyles.button} style={{ marginTop: 24 }}>
            Join your first class free
          </Link>
        </p>
      </PageSection>
    </main>
  );
}

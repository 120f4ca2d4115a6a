import { Link } from 'react-router-dom';
import { AUTH_ROUTES, PUBLIC_ROUTES } from '@yoga/contracts';
import { useLocale, useLocalePath } from '@yoga/i18n';
import pageStyles from '../../../shared/components/page.module.css';
import type { HeroIntro } from '../home.view';
import styles from './hero-slider.module.css';
// Registers the public catalogue (public.*) wherever its messages are used.
import '../../../shared/i18n';
// Registers the home page's catalogue (public.home.*).
import '../i18n';

/**
 * The hero's words beside the slides: eyebrow, the page's heading, the lead and Start (the content's),
 * and See plans.
 */
export function HeroIntroText({ intro }: { intro: HeroIntro }) {
  const { t } = useLocale();
  const to = useLocalePath();
  return (
    <div className={styles.intro}>
      <p className={pageStyles.eyebrow}>{intro.eyebrow}</p>
      <h1 id="home-title" className={styles.title}>
        {intro.title}
      </h1>
      <p className={styles.lead}>{intro.lead}</p>
      <div className={styles.actions}>
        <Link to={to(AUTH_ROUTES.register)} className={pageStyles.button}>
          {intro.button}
        </Link>
        <Link to={to(PUBLIC_ROUTES.price)} className={pageStyles.buttonLight}>
          {t('public.common.seePlans')}
        </Link>
      </div>
    </div>
  );
}

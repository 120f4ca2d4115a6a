import { Link } from 'react-router-dom';
import { PUBLIC_ROUTES } from '@yoga/contracts';
import { YogaScene } from '../../../shared/art/yoga-scene';
import { usePageMeta } from '../../../shared/hooks/use-page-meta';
import pageStyles from '../../../shared/components/page.module.css';
import styles from './not-found-page.module.css';
import { useLocale, useLocalePath } from '@yoga/i18n';
// Registers the public catalogue (public.*) wherever its messages are used.
import '../../../shared/i18n';

export default function NotFoundPage() {
  const { t } = useLocale();
  const to = useLocalePath();
  usePageMeta(t('public.notFound.title'), t('public.notFound.description'), { notFound: true });
  return (
    <main id="main-content" className={styles.page}>
      <YogaScene
        pose="tree"
        palette={{ sky: '#fff3e6', sun: '#f6a96b', hill: '#e9b48a', figure: '#5e2704' }}
        width={180}
        height={180}
      />
      <h1 className={pageStyles.title}>{t('public.notFound.title')}</h1>
      <p>{t('public.notFound.text')}</p>
      <div className={styles.links}>
        <Link to={to(PUBLIC_ROUTES.home)} className={pageStyles.button}>
          {t('public.notFound.home')}
        </Link>
        <Link to={to(PUBLIC_ROUTES.price)} className={pageStyles.buttonLight}>
          {t('public.common.seePlans')}
        </Link>
      </div>
    </main>
  );
}

import { Link } from 'react-router-dom';
import { PUBLIC_ROUTES } from '@yoga/contracts';
import { YogaScene } from '../../../shared/art/yoga-scene';
import { usePageMeta } from '../../../shared/hooks/use-page-meta';
import pageStyles from '../../../shared/components/page.module.css';
import styles from './not-found-page.module.css';

export default function NotFoundPage() {
  usePageMeta(
    'Page not found',
    'The page you were looking for does not exist. Find live yoga classes, plans and more from our homepage.',
    { notFound: true },
  );
  return (
    <main id="main-content" className={styles.page}>
      <YogaScene
        pose="tree"
        palette={{ sky: '#fff3e6', sun: '#f6a96b', hill: '#e9b48a', figure: '#5e2704' }}
        width={180}
        height={180}
      />
      <h1 className={pageStyles.title}>Page not found</h1>
      <p>
        Even the best balance wobbles sometimes. The page you were looking for does not exist or has
        moved.
      </p>
      <div className={styles.links}>
        <Link to={PUBLIC_ROUTES.home} className={pageStyles.button}>
          Go to the homepage
        </Link>
        <Link to={PUBLIC_ROUTES.price} className={pageStyles.buttonLight}>
          See plans
        </Link>
      </div>
    </main>
  );
}

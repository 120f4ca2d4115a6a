import { Link } from 'react-router-dom';
import { useLocale } from '@yoga/i18n';
import type { PanelNavItem } from '@yoga/ui';
import styles from '../../components/panel-bits.module.css';

/** An address the panel does not have: said in the panel's language, with a link to each of its sections. */
export default function NotFoundPage({ items }: { items: readonly PanelNavItem[] }) {
  const { t } = useLocale();
  return (
    <section className={styles.notFound} aria-labelledby="admin-not-found">
      <h1 id="admin-not-found">{t('admin.notFound.title')}</h1>
      <p>{t('admin.notFound.body')}</p>
      <nav aria-label={t('admin.notFound.sections')}>
        <ul>
          {items
            .filter((item) => item.key !== 'logout')
            .map((item) => (
              <li key={item.key}>
                <Link to={item.to}>{item.label}</Link>
              </li>
            ))}
        </ul>
      </nav>
    </section>
  );
}

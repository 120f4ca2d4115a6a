import { Link } from 'react-router-dom';
import { localText } from '@yoga/contracts';
import { useLocale, useLocalePath } from '@yoga/i18n';
import { usePageContent } from '../content';
import styles from './announcement-bar.module.css';

/** The site-wide announcement bar (edited content `site`): nothing while it is switched off. */
export function AnnouncementBar() {
  const site = usePageContent('site');
  const { locale } = useLocale();
  const to = useLocalePath();
  const bar = site?.announcement;
  if (!bar?.enabled) return null;
  const text = localText(bar.text, locale);
  if (!text.trim()) return null;
  return (
    <aside className={styles.bar} aria-label={text}>
      {bar.link.startsWith('/') ? (
        <Link to={to(bar.link)} className={styles.link}>
          {text}
        </Link>
      ) : bar.link ? (
        <a href={bar.link} className={styles.link} rel="noopener">
          {text}
        </a>
      ) : (
        <p className={styles.text}>{text}</p>
      )}
    </aside>
  );
}

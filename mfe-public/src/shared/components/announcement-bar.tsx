import { Link } from 'react-router-dom';
import { isSiteLink, localText } from '@yoga/contracts';
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
  // A link that would leave the site unannounced (`//host`, `/\host`, javascript:…) is not drawn, even if
  // stored before the API refused it (issue 38): the text shows without it.
  const link = isSiteLink(bar.link) ? bar.link : '';
  return (
    <aside className={styles.bar} aria-label={text}>
      {link.startsWith('/') ? (
        <Link to={to(link)} className={styles.link}>
          {text}
        </Link>
      ) : link ? (
        <a href={link} className={styles.link} rel="noopener">
          {text}
        </a>
      ) : (
        <p className={styles.text}>{text}</p>
      )}
    </aside>
  );
}

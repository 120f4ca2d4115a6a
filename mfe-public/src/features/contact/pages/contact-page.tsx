import type { CSSProperties } from 'react';
import { composeMailUrl, SITE, telHref, TIMINGS } from '@yoga/contracts';
import { Icon, type IconName } from '../../../shared/art/icon';
import { usePageMeta } from '../../../shared/hooks/use-page-meta';
import { scaledMs } from '../../../shared/logic/timing';
import pageStyles from '../../../shared/components/page.module.css';
import styles from './contact-page.module.css';

interface ContactEntry {
  icon: IconName;
  label: string;
  value: string;
  href?: string;
  newTab?: boolean;
}

const ENTRIES: readonly ContactEntry[] = [
  { icon: 'phone', label: 'Phone:', value: SITE.phone, href: telHref() },
  { icon: 'mail', label: 'Email:', value: SITE.email, href: composeMailUrl(), newTab: true },
  { icon: 'pin', label: 'Address:', value: `${SITE.companyName}, ${SITE.address.city}` },
];

export default function ContactPage() {
  usePageMeta(
    'Contact Us',
    `Call, email or visit ${SITE.companyName} in ${SITE.address.city}. We are happy to help with classes, plans and your free trial.`,
  );
  const timing = {
    '--entry-ms': `${scaledMs(TIMINGS.contactEntryMs)}ms`,
  } as CSSProperties;
  return (
    <main id="main-content" className={styles.page}>
      <section className={styles.card} aria-labelledby="contact-title" style={timing}>
        <h1 id="contact-title" className={styles.title}>
          Contact Us
        </h1>
        <p className={styles.lead}>
          Questions about classes, plans or your free trial? Namaste, we are here to help.
        </p>
        <ul className={styles.entries}>
          {ENTRIES.map((entry, i) => (
            <li
              key={entry.label}
              className={styles.entry}
              style={
                { animationDelay: `${scaledMs(i * TIMINGS.contactStaggerMs)}ms` } as CSSProperties
              }
            >
              <span className={`${pageStyles.cardIcon} ${styles.icon}`}>
                <Icon name={entry.icon} />
              </span>
              <span className={styles.label}>{entry.label}</span>
              {entry.href ? (
                <a
                  href={entry.href}
                  className={styles.value}
                  {...(entry.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                >
                  {entry.value}
                  {entry.newTab && <span className={pageStyles.srOnly}> (opens in a new tab)</span>}
                </a>
              ) : (
                <span className={styles.value}>{entry.value}</span>
              )}
            </li>
          ))}
        </ul>
      </section>
    </main>
  );
}

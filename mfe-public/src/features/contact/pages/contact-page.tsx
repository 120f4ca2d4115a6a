import type { CSSProperties } from 'react';
import { composeMailUrl, SITE, telHref, TIMINGS, type BusinessDetails } from '@yoga/contracts';
import { SampleDetailsNote, useBusinessDetails } from '@yoga/site-settings';
import { Icon, type IconName } from '../../../shared/art/icon';
import { usePageMeta } from '../../../shared/hooks/use-page-meta';
import pageStyles from '../../../shared/components/page.module.css';
import styles from './contact-page.module.css';

interface ContactEntry {
  icon: IconName;
  label: string;
  value: string;
  href?: string;
  newTab?: boolean;
}

/** The spec's three entries, from the business details (GET /api/site-settings). */
function contactEntries(d: BusinessDetails): readonly ContactEntry[] {
  return [
    { icon: 'phone', label: 'Phone:', value: d.phone, href: telHref(d.phone) },
    { icon: 'mail', label: 'Email:', value: d.email, href: composeMailUrl(d.email), newTab: true },
    { icon: 'pin', label: 'Address:', value: `${d.legal_name}, ${d.address.city}` },
  ];
}

export default function ContactPage() {
  const details = useBusinessDetails();
  usePageMeta(
    'Contact Us',
    `Call, email or write to ${SITE.brandName} in ${SITE.address.city}. We are happy to help with classes, plans and your free trial.`,
  );
  const timing = {
    '--entry-ms': `${TIMINGS.contactEntryMs}ms`,
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
          {contactEntries(details).map((entry, i) => (
            <li
              key={entry.label}
              className={styles.entry}
              style={{ animationDelay: `${i * TIMINGS.contactStaggerMs}ms` } as CSSProperties}
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
        <SampleDetailsNote details={details} />
      </section>
    </main>
  );
}

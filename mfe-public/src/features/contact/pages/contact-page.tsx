import type { CSSProperties } from 'react';
import {
  composeMailUrl,
  localText,
  telHref,
  TIMINGS,
  type BusinessDetails,
  type ContactContent,
} from '@yoga/contracts';
import { usePageContent } from '../../../shared/content';
import { postalAddress, SampleDetailsNote, useBusinessDetails } from '@yoga/site-settings';
import { Icon, type IconName } from '../../../shared/art/icon';
import { useContentMeta } from '../../../shared/hooks/use-content-meta';
import pageStyles from '../../../shared/components/page.module.css';
import { useCatalog, useLocale } from '@yoga/i18n';
import { PageFallback } from '../../../shared/components/page-fallback';
import { contactCatalog } from '../i18n';
import styles from './contact-page.module.css';

interface ContactEntry {
  icon: IconName;
  label: string;
  value: string;
  href?: string;
  newTab?: boolean;
}

/** The spec's three entries, from the business details (GET /api/site-settings); labels from the content. */
function contactEntries(
  d: BusinessDetails,
  content: ContactContent,
  locale: string,
): readonly ContactEntry[] {
  const label = (key: keyof ContactContent) => localText(content[key], locale);
  return [
    {
      icon: 'phone',
      label: label('phone_label'),
      value: d.phone,
      href: telHref(d.phone),
    },
    {
      icon: 'mail',
      label: label('email_label'),
      value: d.email,
      href: composeMailUrl(d.email),
      newTab: true,
    },
    {
      icon: 'pin',
      label: label('address_label'),
      value: postalAddress(d),
    },
  ];
}

export default function ContactPage() {
  useCatalog(contactCatalog);
  const { t, locale } = useLocale();
  const details = useBusinessDetails();
  // Its words are its content document (docs/content.md): in the server's data, else read once.
  const content = usePageContent('contact');
  useContentMeta('contact');
  if (!content) return <PageFallback />;
  const timing = {
    '--entry-ms': `${TIMINGS.contactEntryMs}ms`,
  } as CSSProperties;
  return (
    <main id="main-content" className={styles.page}>
      <section className={styles.card} aria-labelledby="contact-title" style={timing}>
        <h1 id="contact-title" className={styles.title}>
          {localText(content.title, locale)}
        </h1>
        <p className={styles.lead}>{localText(content.lead, locale)}</p>
        <ul className={styles.entries}>
          {contactEntries(details, content, locale).map((entry, i) => (
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
                  <span translate="no">{entry.value}</span>
                  {entry.newTab && (
                    <span className={pageStyles.srOnly}> {t('public.contact.newTab')}</span>
                  )}
                </a>
              ) : (
                <span className={styles.value} translate="no">
                  {entry.value}
                </span>
              )}
            </li>
          ))}
        </ul>
        <SampleDetailsNote details={details} text={t('public.contact.sample')} />
      </section>
    </main>
  );
}

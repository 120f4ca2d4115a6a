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
import { usePageMeta } from '../../../shared/hooks/use-page-meta';
import pageStyles from '../../../shared/components/page.module.css';
import { useCatalog, useLocale } from '@yoga/i18n';
import type { Translate } from '../../../shared/i18n';
import { contactCatalog } from '../i18n';
import styles from './contact-page.module.css';

interface ContactEntry {
  icon: IconName;
  label: string;
  value: string;
  href?: string;
  newTab?: boolean;
}

/** The spec's three entries, from the business details (GET /api/site-settings); labels edited or built in. */
function contactEntries(
  d: BusinessDetails,
  t: Translate,
  content: ContactContent | undefined,
  locale: string,
): readonly ContactEntry[] {
  const label = (edited: keyof ContactContent, builtIn: string) =>
    content ? localText(content[edited], locale) : t(builtIn);
  return [
    {
      icon: 'phone',
      label: label('phone_label', 'public.contact.phone'),
      value: d.phone,
      href: telHref(d.phone),
    },
    {
      icon: 'mail',
      label: label('email_label', 'public.contact.email'),
      value: d.email,
      href: composeMailUrl(d.email),
      newTab: true,
    },
    {
      icon: 'pin',
      label: label('address_label', 'public.contact.address'),
      value: postalAddress(d),
    },
  ];
}

export default function ContactPage() {
  useCatalog(contactCatalog);
  const { t, locale } = useLocale();
  const details = useBusinessDetails();
  // The edited texts the server drew the page with (else the built-in ones, the same as the seed).
  const content = usePageContent('contact');
  const title = content ? localText(content.title, locale) : t('public.contact.title');
  usePageMeta(
    title,
    t('public.contact.meta.description', { brand: details.brand_name, city: details.address.city }),
  );
  const timing = {
    '--entry-ms': `${TIMINGS.contactEntryMs}ms`,
  } as CSSProperties;
  return (
    <main id="main-content" className={styles.page}>
      <section className={styles.card} aria-labelledby="contact-title" style={timing}>
        <h1 id="contact-title" className={styles.title}>
          {title}
        </h1>
        <p className={styles.lead}>
          {content ? localText(content.lead, locale) : t('public.contact.lead')}
        </p>
        <ul className={styles.entries}>
          {contactEntries(details, t, content, locale).map((entry, i) => (
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

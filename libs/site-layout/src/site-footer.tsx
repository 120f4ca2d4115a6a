import { Link } from 'react-router-dom';
import { composeMailUrl, isSiteLink, PUBLIC_ROUTES, telHref } from '@yoga/contracts';
import { useCatalog, useLocale, useLocalePath } from '@yoga/i18n';
import {
  BrandMark,
  SampleDetailsNote,
  postalAddress,
  useBusinessDetails,
} from '@yoga/site-settings';
import { layoutCatalog } from './i18n';
import styles from './site-footer.module.css';

const FOOTER_LINKS = [
  { to: PUBLIC_ROUTES.home, label: 'layout.footer.home' },
  { to: PUBLIC_ROUTES.price, label: 'layout.footer.pricing' },
  { to: PUBLIC_ROUTES.schedule, label: 'layout.footer.schedule' },
  { to: PUBLIC_ROUTES.livestream, label: 'layout.footer.events' },
  { to: PUBLIC_ROUTES.physical, label: 'layout.footer.physical' },
  { to: PUBLIC_ROUTES.mentalHealth, label: 'layout.footer.mental' },
  { to: PUBLIC_ROUTES.lifestyle, label: 'layout.footer.lifestyle' },
  { to: PUBLIC_ROUTES.privacyPolicy, label: 'layout.footer.privacy' },
  { to: PUBLIC_ROUTES.returnRefund, label: 'layout.footer.refund' },
  { to: PUBLIC_ROUTES.termsOfUse, label: 'layout.footer.terms' },
] as const;

/** The footer's business details come from GET /api/site-settings (samples until it answers). */
export function SiteFooter() {
  useCatalog(layoutCatalog);
  const { t } = useLocale();
  const to = useLocalePath();
  const details = useBusinessDetails();
  return (
    <footer className={styles.footer}>
      <div className={styles.columns}>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className={styles.heading}>
            <BrandMark size={28} /> <span translate="no">{details.brand_name}</span>
          </h2>
          <p className={styles.tagline}>{t('layout.footer.tagline')}</p>
          <address className={styles.address}>
            <span translate="no">{postalAddress(details)}</span>
            <span>
              {t('layout.footer.phone')} <a href={telHref(details.phone)}>{details.phone}</a>
            </span>
            <span>
              {t('layout.footer.email')}{' '}
              <a href={composeMailUrl(details.email)} target="_blank" rel="noopener noreferrer">
                {details.email}
              </a>
            </span>
          </address>
          <SampleDetailsNote details={details} text={t('layout.footer.sample')} />
        </section>
        <nav aria-labelledby="footer-links">
          <h2 id="footer-links" className={styles.heading}>
            {t('layout.footer.explore')}
          </h2>
          <ul className={styles.linkGrid}>
            {FOOTER_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={to(link.to)}>{t(link.label)}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <section aria-labelledby="footer-social">
          <h2 id="footer-social" className={styles.heading}>
            {t('layout.footer.follow')}
          </h2>
          <ul className={styles.list}>
            {/* https links only, checked again as stored (issue 38). */}
            {details.social
              .filter((s) => /^https:\/\//i.test(s.url) && isSiteLink(s.url))
              .map((s) => (
                <li key={s.name}>
                  <a href={s.url} target="_blank" rel="noopener noreferrer">
                    <span translate="no">{s.name}</span>
                    <span className={styles.srOnly}> {t('layout.footer.newTab')}</span>
                  </a>
                </li>
              ))}
          </ul>
        </section>
      </div>
      <p className={styles.copy}>
        © {new Date().getFullYear()} <span translate="no">{details.legal_name}</span>.{' '}
        {t('layout.footer.rights')}
      </p>
    </footer>
  );
}

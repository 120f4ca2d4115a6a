import { Link } from 'react-router-dom';
import { composeMailUrl, PUBLIC_ROUTES, SITE, telHref } from '@yoga/contracts';
import {
  BrandMark,
  SampleDetailsNote,
  streetAddress,
  useBusinessDetails,
} from '@yoga/site-settings';
import styles from './site-footer.module.css';

const FOOTER_LINKS = [
  { to: PUBLIC_ROUTES.home, label: 'Home' },
  { to: PUBLIC_ROUTES.price, label: 'Pricing' },
  { to: PUBLIC_ROUTES.livestream, label: 'Events' },
  { to: PUBLIC_ROUTES.physical, label: 'Physical' },
  { to: PUBLIC_ROUTES.mentalHealth, label: 'Mental Wellness' },
  { to: PUBLIC_ROUTES.lifestyle, label: 'Lifestyle' },
  { to: PUBLIC_ROUTES.privacyPolicy, label: 'Privacy Policy' },
  { to: PUBLIC_ROUTES.returnRefund, label: 'Refund Policy' },
  { to: PUBLIC_ROUTES.termsOfUse, label: 'Terms of Use' },
] as const;

/** The footer's business details come from GET /api/site-settings (samples until it answers). */
export function SiteFooter() {
  const details = useBusinessDetails();
  return (
    <footer className={styles.footer}>
      <div className={styles.columns}>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className={styles.heading}>
            <BrandMark size={28} /> {details.brand_name}
          </h2>
          <p className={styles.tagline}>{SITE.tagline}</p>
          <address className={styles.address}>
            <span>
              {details.legal_name}, {streetAddress(details)}
            </span>
            <span>
              Phone: <a href={telHref(details.phone)}>{details.phone}</a>
            </span>
            <span>
              Email:{' '}
              <a href={composeMailUrl(details.email)} target="_blank" rel="noopener noreferrer">
                {details.email}
              </a>
            </span>
          </address>
          <SampleDetailsNote details={details} />
        </section>
        <nav aria-labelledby="footer-links">
          <h2 id="footer-links" className={styles.heading}>
            Explore
          </h2>
          <ul className={styles.linkGrid}>
            {FOOTER_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <section aria-labelledby="footer-social">
          <h2 id="footer-social" className={styles.heading}>
            Follow us
          </h2>
          <ul className={styles.list}>
            {details.social.map((s) => (
              <li key={s.name}>
                <a href={s.url} target="_blank" rel="noopener noreferrer">
                  {s.name}
                  <span className={styles.srOnly}> (opens in a new tab)</span>
                </a>
              </li>
            ))}
          </ul>
        </section>
      </div>
      <p className={styles.copy}>
        © {new Date().getFullYear()} {details.legal_name}. All rights reserved.
      </p>
    </footer>
  );
}

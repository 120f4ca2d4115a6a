import { useEffect, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { AUTH_ROUTES, PUBLIC_ROUTES, SITE } from '@yoga/contracts';
import styles from './site-header.module.css';

export const HEADER_LINKS = [
  { to: PUBLIC_ROUTES.home, label: 'Home' },
  { to: PUBLIC_ROUTES.price, label: 'Pricing' },
  { to: PUBLIC_ROUTES.blogs, label: 'Blog' },
  { to: PUBLIC_ROUTES.livestream, label: 'Live Events' },
  { to: PUBLIC_ROUTES.about, label: 'About Us' },
  { to: PUBLIC_ROUTES.contact, label: 'Contact Us' },
] as const;

export function SiteHeader() {
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  useEffect(() => setOpen(false), [pathname]);

  const links = (
    <ul className={styles.links}>
      {HEADER_LINKS.map((link) => (
        <li key={link.to}>
          <NavLink to={link.to} end className={({ isActive }) => (isActive ? styles.active : undefined)}>
            {link.label}
          </NavLink>
        </li>
      ))}
      <li>
        <Link to={AUTH_ROUTES.register} className={styles.join}>
          Join Now
        </Link>
      </li>
    </ul>
  );

  return (
    <header className={styles.header}>
      <Link to="/" className={styles.brand}>
        {SITE.brandName}
      </Link>
      <nav aria-label="Main" className={styles.desktopNav}>
        {links}
      </nav>
      <button
        type="button"
        className={styles.menuButton}
        aria-label="Open menu"
        aria-expanded={open}
        aria-controls="site-drawer"
        onClick={() => setOpen(true)}
      >
        <span aria-hidden="true">☰</span>
      </button>
      {open && <div className={styles.backdrop} onClick={() => setOpen(false)} aria-hidden="true" />}
      <nav
        id="site-drawer"
        aria-label="Main menu"
        className={`${styles.drawer} ${open ? styles.drawerOpen : ''}`}
        hidden={!open}
      >
        <button type="button" className={styles.closeButton} aria-label="Close menu" onClick={() => setOpen(false)}>
          <span aria-hidden="true">×</span>
        </button>
        {links}
      </nav>
    </header>
  );
}

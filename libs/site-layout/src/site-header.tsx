import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import {
  AUTH_ROUTES,
  LAYOUT,
  panelPathForRole,
  PUBLIC_ROUTES,
  Role,
  type SessionUser,
} from '@yoga/contracts';
import { BrandMark, useBusinessDetails } from '@yoga/site-settings';
import { useSignedInUser } from './use-signed-in-user';
import styles from './site-header.module.css';

const HEADER_LINKS = [
  { to: PUBLIC_ROUTES.home, label: 'Home' },
  { to: PUBLIC_ROUTES.price, label: 'Pricing' },
  { to: PUBLIC_ROUTES.blogs, label: 'Blog' },
  { to: PUBLIC_ROUTES.livestream, label: 'Live Events' },
  { to: PUBLIC_ROUTES.about, label: 'About Us' },
  { to: PUBLIC_ROUTES.contact, label: 'Contact Us' },
] as const;

/** Join Now for visitors; a signed-in user's name, with a link to their panel when their role has one. */
function AccountLink({ user }: { user: SessionUser | null }) {
  if (!user) {
    return (
      <Link to={AUTH_ROUTES.register} className={styles.join}>
        Join Now
      </Link>
    );
  }
  const panel = panelPathForRole(user.role);
  const name = <span className={styles.userName}>{user.name}</span>;
  if (!panel) return <span className={`${styles.join} ${styles.account}`}>{name}</span>;
  return (
    <Link to={panel} className={`${styles.join} ${styles.account}`}>
      {name}{' '}
      <span className={styles.panelLabel}>
        {user.role === Role.Admin ? 'Admin panel' : 'My panel'}
      </span>
    </Link>
  );
}

function NavLinks({ user }: { user: SessionUser | null }) {
  return (
    <ul className={styles.links}>
      {HEADER_LINKS.map((link) => (
        <li key={link.to}>
          <NavLink
            to={link.to}
            end={link.to === '/'}
            className={({ isActive }) => (isActive ? styles.active : undefined)}
          >
            {link.label}
          </NavLink>
        </li>
      ))}
      <li>
        <AccountLink user={user} />
      </li>
    </ul>
  );
}

/**
 * Fixed top bar. From 768 px the links sit in the bar; below it a menu button opens a 300 px side
 * drawer (Escape, the backdrop or the close button close it, and focus returns to the menu button).
 */
export function SiteHeader() {
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  const menuButton = useRef<HTMLButtonElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const drawer = useRef<HTMLElement>(null);
  const user = useSignedInUser();
  const { brand_name } = useBusinessDetails();

  const close = useCallback(() => {
    setOpen(false);
    menuButton.current?.focus();
  }, []);

  useEffect(() => setOpen(false), [pathname]);

  useEffect(() => {
    if (!open) return;
    closeButton.current?.focus();
    const previous = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    // A drawer left open while the window grows past the breakpoint closes itself.
    const wide = window.matchMedia(`(min-width: ${LAYOUT.mobileBreakpointPx}px)`);
    const onWide = () => wide.matches && setOpen(false);
    wide.addEventListener('change', onWide);
    return () => {
      document.body.style.overflow = previous;
      wide.removeEventListener('change', onWide);
    };
  }, [open]);

  // Keeps Tab inside the open drawer (it is modal) and closes it on Escape.
  const onDrawerKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      close();
      return;
    }
    if (event.key !== 'Tab' || !drawer.current) return;
    const focusable = drawer.current.querySelectorAll<HTMLElement>('a[href], button');
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  };

  return (
    <header className={styles.header}>
      <a href="#main-content" className={styles.skip}>
        Skip to content
      </a>
      <Link to={PUBLIC_ROUTES.home} className={styles.brand} aria-label={`${brand_name} home`}>
        <BrandMark />
        <span>{brand_name}</span>
      </Link>
      <nav aria-label="Main" className={styles.desktopNav}>
        <NavLinks user={user} />
      </nav>
      <button
        ref={menuButton}
        type="button"
        className={styles.menuButton}
        aria-label="Open menu"
        aria-expanded={open}
        aria-controls="site-drawer"
        onClick={() => setOpen(true)}
      >
        <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path
            d="M4 7h16M4 12h16M4 17h16"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
          />
        </svg>
      </button>
      {open && (
        <div
          className={styles.backdrop}
          onClick={close}
          aria-hidden="true"
          data-testid="drawer-backdrop"
        />
      )}
      <nav
        ref={drawer}
        id="site-drawer"
        aria-label="Main menu"
        className={`${styles.drawer} ${open ? styles.drawerOpen : ''}`}
        hidden={!open}
        onKeyDown={onDrawerKeyDown}
      >
        <div className={styles.drawerHead}>
          <span className={styles.drawerTitle}>Menu</span>
          <button
            ref={closeButton}
            type="button"
            className={styles.closeButton}
            aria-label="Close menu"
            onClick={close}
          >
            <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path
                d="M6 6l12 12M18 6L6 18"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
              />
            </svg>
          </button>
        </div>
        <NavLinks user={user} />
      </nav>
    </header>
  );
}

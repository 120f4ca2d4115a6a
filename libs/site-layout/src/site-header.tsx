import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Link, NavLink, useLocation, useNavigate } from 'react-router-dom';
import {
  AUTH_ROUTES,
  LAYOUT,
  panelPathForRole,
  localizePath,
  PUBLIC_ROUTES,
  Role,
  type SessionUser,
} from '@yoga/contracts';
import {
  LanguageSwitch,
  LargeTextSwitch,
  isLargeText,
  useCatalog,
  useLocale,
  useLocalePath,
} from '@yoga/i18n';
import { BrandMark, useBusinessDetails } from '@yoga/site-settings';
import { NoScriptStyle } from './no-script-style';
import { useSignedInUser } from './use-signed-in-user';
import { layoutCatalog } from './i18n';
import { saveProfileLanguage, saveProfileLargeText } from './save-language';
import styles from './site-header.module.css';

const HEADER_LINKS = [
  { to: PUBLIC_ROUTES.home, label: 'layout.nav.home' },
  { to: PUBLIC_ROUTES.price, label: 'layout.nav.pricing' },
  { to: PUBLIC_ROUTES.schedule, label: 'layout.nav.schedule' },
  { to: PUBLIC_ROUTES.blogs, label: 'layout.nav.blog' },
  { to: PUBLIC_ROUTES.livestream, label: 'layout.nav.liveEvents' },
  { to: PUBLIC_ROUTES.about, label: 'layout.nav.about' },
  { to: PUBLIC_ROUTES.contact, label: 'layout.nav.contact' },
] as const;

/** The header's name for a role's panel: an instructor's is their console, not "My panel" (issue 38). */
const PANEL_LABEL: Partial<Record<Role, string>> = {
  [Role.Admin]: 'layout.nav.adminPanel',
  [Role.Instructor]: 'layout.nav.instructorPanel',
};

/** Join Now for visitors (Log in beside it, see `NavLinks`); a signed-in user's name, with a link to their panel when their role has one. */
function AccountLink({ user }: { user: SessionUser | null }) {
  const { t } = useLocale();
  const to = useLocalePath();
  if (!user) {
    return (
      <Link to={to(AUTH_ROUTES.register)} className={styles.join}>
        {t('layout.nav.join')}
      </Link>
    );
  }
  const panel = panelPathForRole(user.role);
  const name = (
    <span className={styles.userName} translate="no">
      {user.name}
    </span>
  );
  if (!panel) return <span className={`${styles.join} ${styles.account}`}>{name}</span>;
  return (
    <Link to={panel} className={`${styles.join} ${styles.account}`}>
      {name}{' '}
      <span className={styles.panelLabel}>{t(PANEL_LABEL[user.role] ?? 'layout.nav.myPanel')}</span>
    </Link>
  );
}

/** "English" / "हिन्दी": links to this page in each language; a signed-in choice also goes to the profile. */
function HeaderLanguageSwitch({ user, compact }: { user: SessionUser | null; compact: boolean }) {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const here = pathname + search + hash;
  return (
    <LanguageSwitch
      className={styles.language}
      show={compact ? 'other' : 'both'}
      hrefFor={(locale) => localizePath(here, locale)}
      onSwitched={(locale) => {
        if (user) void saveProfileLanguage(locale);
        navigate(localizePath(here, locale));
      }}
    />
  );
}

/** The links of the bar (`compact`: one language link, the other one) and of the drawer (both). */
function NavLinks({ user, compact = false }: { user: SessionUser | null; compact?: boolean }) {
  const { t } = useLocale();
  const to = useLocalePath();
  return (
    <ul className={styles.links}>
      {HEADER_LINKS.map((link) => (
        <li key={link.to}>
          <NavLink
            to={to(link.to)}
            end={link.to === '/'}
            className={({ isActive }) => (isActive ? styles.active : undefined)}
          >
            {t(link.label)}
          </NavLink>
        </li>
      ))}
      {!user && (
        <li>
          <Link to={to(AUTH_ROUTES.login)} className={styles.login}>
            {t('layout.nav.login')}
          </Link>
        </li>
      )}
      <li>
        <AccountLink user={user} />
      </li>
      <li>
        <HeaderLanguageSwitch user={user} compact={compact} />
      </li>
      <li>
        <LargeTextSwitch
          look={compact ? 'icon' : 'words'}
          className={styles.textSize}
          onChanged={(on) => {
            if (user) void saveProfileLargeText(on);
          }}
        />
      </li>
    </ul>
  );
}

function MenuIcon() {
  return (
    <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="M4 7h16M4 12h16M4 17h16"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
      />
    </svg>
  );
}

function CloseIcon() {
  return (
    <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

/**
 * With JavaScript off (server-rendered pages), the buttons are swapped for links: the menu link targets the
 * drawer, which `:target` shows, and the close link leaves it. Browsers that run scripts never parse it.
 */
const noScriptDrawerCss =
  `.${styles.menuButton},.${styles.closeButton}{display:none!important}` +
  `#site-drawer:target{display:block}`;

/**
 * Fixed top bar. From 768 px the links sit in the bar; below it a menu button opens a 300 px side
 * drawer (Escape, the backdrop or the close button close it, and focus returns to the menu button). With
 * JavaScript off, links stand in for both buttons (see `noScriptDrawerCss`).
 */
export function SiteHeader() {
  useCatalog(layoutCatalog);
  const { t } = useLocale();
  const to = useLocalePath();
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
    // (With larger text the drawer serves wider windows too: see site-header.module.css.)
    const onWide = () => wide.matches && !isLargeText() && setOpen(false);
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
        {t('layout.skip')}
      </a>
      <Link
        to={to(PUBLIC_ROUTES.home)}
        className={styles.brand}
        aria-label={t('layout.brandHome', { brand: brand_name })}
      >
        <BrandMark />
        <span translate="no">{brand_name}</span>
      </Link>
      <nav aria-label={t('layout.nav.main')} className={styles.desktopNav}>
        <NavLinks user={user} compact />
      </nav>
      <button
        ref={menuButton}
        type="button"
        className={styles.menuButton}
        aria-label={t('layout.menu.open')}
        aria-expanded={open}
        aria-controls="site-drawer"
        onClick={() => setOpen(true)}
      >
        <MenuIcon />
      </button>
      <NoScriptStyle css={noScriptDrawerCss} />
      <noscript>
        {/* Without JavaScript the menu button cannot open the drawer: a link to it does (`:target`). */}
        <a href="#site-drawer" className={styles.menuLink} aria-label={t('layout.menu.open')}>
          <MenuIcon />
        </a>
      </noscript>
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
        aria-label={t('layout.menu.label')}
        className={`${styles.drawer} ${open ? styles.drawerOpen : ''}`}
        hidden={!open}
        onKeyDown={onDrawerKeyDown}
      >
        <div className={styles.drawerHead}>
          <span className={styles.drawerTitle}>{t('layout.menu.title')}</span>
          <button
            ref={closeButton}
            type="button"
            className={styles.closeButton}
            aria-label={t('layout.menu.close')}
            onClick={close}
          >
            <CloseIcon />
          </button>
          <noscript>
            <a href="#" className={styles.closeLink} aria-label={t('layout.menu.close')}>
              <CloseIcon />
            </a>
          </noscript>
        </div>
        <NavLinks user={user} />
      </nav>
    </header>
  );
}

import { useEffect, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { LAYOUT } from '@yoga/contracts';
import { LanguageSwitch, LargeTextSwitch, useLocale } from '@yoga/i18n';
import { useBusinessDetails } from '@yoga/site-settings';
import styles from './panel-layout.module.css';

export interface PanelNavItem {
  key: string;
  label: string;
  to: string;
  icon?: ReactNode;
}

interface PanelLayoutProps {
  title: string;
  items: readonly PanelNavItem[];
  children: ReactNode;
  /** After the larger-text switch changed (PanelApp keeps the choice on the profile). */
  onLargeTextChanged?: (on: boolean) => void;
}

function activeKey(items: readonly PanelNavItem[], pathname: string): string | undefined {
  const match = items
    .filter((item) => pathname === item.to || pathname.startsWith(`${item.to}/`))
    .sort((a, b) => b.to.length - a.to.length)[0];
  return match?.key;
}

const WIDE_QUERY = `(min-width: ${LAYOUT.mobileBreakpointPx}px)`;

function subscribeWide(onChange: () => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => undefined;
  const query = window.matchMedia(WIDE_QUERY);
  query.addEventListener?.('change', onChange);
  return () => query.removeEventListener?.('change', onChange);
}

function isWide(): boolean {
  return typeof window.matchMedia === 'function'
    ? window.matchMedia(WIDE_QUERY).matches
    : window.innerWidth >= LAYOUT.mobileBreakpointPx;
}

/** Whether the permanent sidebar fits (768 px and wider), following the window's width. */
function useWide(): boolean {
  return useSyncExternalStore(subscribeWide, isWide, () => true);
}

/**
 * Panel frame: a permanent sidebar at 768 px and wider, a temporary 300 px drawer below; the language
 * switch in the header; the browser tab titled after the open screen's menu item.
 * Plain elements and CSS, not antd's Layout, Menu and Drawer: the frame is on every panel's first screen,
 * and those three (with the popup and motion machinery they bring) were ~40 KB of its gzipped JavaScript.
 */
export function PanelLayout({ title, items, children, onLargeTextChanged }: PanelLayoutProps) {
  const { t } = useLocale();
  const wide = useWide();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const location = useLocation();
  const { brand_name } = useBusinessDetails();
  const menuButton = useRef<HTMLButtonElement>(null);

  useEffect(() => setDrawerOpen(false), [location.pathname]);

  const selected = activeKey(items, location.pathname);
  const page = items.find((item) => item.key === selected)?.label ?? title;
  const pageTitle = t('ui.panel.pageTitle', { page, brand: brand_name });
  useEffect(() => {
    document.title = pageTitle;
  }, [pageTitle]);

  const menu = (
    <nav aria-label={t('ui.panel.navigation', { title })}>
      <ul className={styles.menu}>
        {items.map((item) => (
          <li key={item.key}>
            <Link
              to={item.to}
              className={item.key === selected ? `${styles.item} ${styles.selected}` : styles.item}
              aria-current={item.key === selected ? 'page' : undefined}
            >
              {item.icon ? (
                <span className={styles.icon} aria-hidden="true">
                  {item.icon}
                </span>
              ) : null}
              <span>{item.label}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );

  return (
    <div className={styles.layout} data-panel-layout="">
      {wide && (
        <aside className={styles.sider} style={{ width: LAYOUT.drawerWidthPx }}>
          <Link to="/" className={styles.brand}>
            {brand_name}
          </Link>
          {menu}
        </aside>
      )}
      {!wide && drawerOpen && (
        <MenuDrawer
          title={brand_name}
          closeLabel={t('ui.panel.closeMenu')}
          onClose={() => {
            setDrawerOpen(false);
            menuButton.current?.focus();
          }}
        >
          {menu}
        </MenuDrawer>
      )}
      <div className={styles.body}>
        <header className={styles.header}>
          {!wide && (
            <button
              ref={menuButton}
              type="button"
              className={styles.menuButton}
              aria-label={t('ui.panel.openMenu')}
              aria-expanded={drawerOpen}
              onClick={() => setDrawerOpen(true)}
            >
              <MenuIcon />
            </button>
          )}
          <strong className={styles.title}>{title}</strong>
          <div className={styles.switch}>
            <LanguageSwitch />
            <LargeTextSwitch look={wide ? 'words' : 'icon'} onChanged={onLargeTextChanged} />
          </div>
        </header>
        {/* The page's one <main> landmark. */}
        <main className={wide ? styles.content : `${styles.content} ${styles.contentNarrow}`}>
          {children}
        </main>
      </div>
    </div>
  );
}

/** The menu below 768 px: a modal panel from the left, closed by its button, Escape or a tap beside it. */
function MenuDrawer({
  title,
  closeLabel,
  onClose,
  children,
}: {
  title: string;
  closeLabel: string;
  onClose: () => void;
  children: ReactNode;
}) {
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const previous = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    panel.current?.querySelector<HTMLElement>('a, button')?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.body.style.overflow = previous;
      document.removeEventListener('keydown', onKey);
    };
  }, [onClose]);
  return (
    <div className={styles.drawerRoot}>
      <div className={styles.mask} onClick={onClose} aria-hidden="true" />
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-label={title}
        className={styles.drawer}
        style={{ width: LAYOUT.drawerWidthPx }}
        data-testid="panel-drawer"
      >
        <div className={styles.drawerHeader}>
          <button
            type="button"
            className={styles.closeButton}
            aria-label={closeLabel}
            onClick={onClose}
          >
            <CloseIcon />
          </button>
          <span className={styles.drawerTitle}>{title}</span>
        </div>
        {children}
      </div>
    </div>
  );
}

function MenuIcon() {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <path
        d="M3 6h18M3 12h18M3 18h18"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
      />
    </svg>
  );
}

function CloseIcon() {
  return (
    <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
      <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

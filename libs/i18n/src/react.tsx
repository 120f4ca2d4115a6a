import { use, useCallback, useContext, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import type { I18n, MessageDescriptor } from '@lingui/core';
import {
  I18nProvider,
  LinguiContext,
  Trans as LinguiTrans,
  type TransProps as LinguiTransProps,
} from '@lingui/react';
import { isPanelPath, localizePath, PUBLIC_SSR, type Locale } from '@yoga/contracts';
import {
  hasCatalog,
  i18n as pageI18n,
  includeCatalog,
  loadCatalog,
  setLocale,
  type Catalog,
} from './runtime';

/** Values of a message's placeholders (`{count}`, `{name}`). */
export type MessageValues = MessageDescriptor['values'];

/**
 * Gives the tree its Lingui instance (default: the page's shared one) and re-renders it when the language
 * changes. The server passes a per-request instance (`createLocaleI18n`).
 */
export function LocaleProvider({
  i18n = pageI18n,
  children,
}: {
  i18n?: I18n;
  children: ReactNode;
}) {
  // Re-rendered when the language changes, not at every catalogue loaded (Lingui's I18nProvider re-renders
  // on both): a lazy section's messages arriving while the page hydrates change no text already shown, and
  // an update then would turn React's sliced hydration into one long blocking task. A component whose
  // messages load late waits for them with `useCatalog`.
  const subscribe = useCallback((onChange: () => void) => i18n.on('change', onChange), [i18n]);
  const locale = useSyncExternalStore(
    subscribe,
    () => i18n.locale,
    () => i18n.locale,
  );
  const context = useMemo(() => ({ i18n, locale, _: i18n.t.bind(i18n) }), [i18n, locale]);
  return <LinguiContext.Provider value={context}>{children}</LinguiContext.Provider>;
}

function useI18n(): I18n {
  // Outside any provider (a unit test rendering one component), the page's instance.
  return useContext(LinguiContext)?.i18n ?? pageI18n;
}

export interface LocaleState {
  /** The active language. */
  locale: Locale;
  /** The message `id` in the active language, placeholders filled: `t('public.price.title')`. */
  t: (id: string, values?: MessageValues) => string;
  /** The tree's Lingui instance. */
  i18n: I18n;
  /** Switches the page's language (see `setLocale`). */
  setLocale: typeof setLocale;
}

/** The active language and its messages; re-renders when the language changes (inside `LocaleProvider`). */
export function useLocale(): LocaleState {
  const i18n = useI18n();
  return {
    locale: i18n.locale as Locale,
    t: (id, values) => i18n._(id, values),
    i18n,
    setLocale,
  };
}

export type TransProps = LinguiTransProps;

/**
 * A message with markup: `<Trans id="public.x" values={{ n }} components={{ 0: <strong /> }} />` for
 * `msgstr "Pay <0>{n}</0> now"`. Same as Lingui's, also outside a provider.
 */
export function Trans(props: TransProps) {
  const context = useContext(LinguiContext);
  if (context) return <LinguiTrans {...props} />;
  return (
    <I18nProvider i18n={pageI18n}>
      <LinguiTrans {...props} />
    </I18nProvider>
  );
}

/**
 * Site paths in the active language, for links: under Hindi `/price` → `/hi/price`, `/` → `/hi`;
 * panel paths (`/user`, `/admin`: no prefix) and external addresses unchanged.
 */
export function useLocalePath(): (path: string) => string {
  const { locale } = useLocale();
  return (path) =>
    !path.startsWith('/') || path.startsWith('//') || isPanelPath(splitPath(path))
      ? path
      : localizePath(path, locale);
}

function splitPath(path: string): string {
  return path.split(/[?#]/)[0] ?? path;
}

/**
 * Makes sure the tree's instance holds `catalog` in the active language before the component renders:
 * at once when it does (English, bundled; every catalogue on the server), else it suspends while the
 * Hindi messages download (a lazy page opened in Hindi, hydration included: the server HTML stays).
 */
export function useCatalog(catalog: Catalog): void {
  const i18n = useI18n();
  const locale = i18n.locale as Locale;
  if (i18n === pageI18n) includeCatalog(catalog);
  // `use` is called at every render, the catalogue loaded or not: when a first attempt suspended here and
  // the messages arrived at once, React replays the component expecting the same calls, and a replay that
  // skipped `use` before its hooks broke React's hook bookkeeping (minified error #467, the section then
  // client-rendered instead of hydrating).
  // Only where server HTML is hydrated (the public pages, and their server render): the client-rendered
  // panels keep the plain form, under which their antd forms keep the values they are given (with `use` at
  // every render an edit form showed its defaults: mfe-admin slot-form and messages-page specs).
  if (serverRendered())
    use(hasCatalog(i18n, catalog, locale) ? LOADED : loadCatalog(i18n, catalog, locale));
  else if (!hasCatalog(i18n, catalog, locale)) use(loadCatalog(i18n, catalog, locale));
}

/** On the server, or on a page drawn by it (the public site: it carries its render data). */
function serverRendered(): boolean {
  return typeof document === 'undefined' || !!document.getElementById(PUBLIC_SSR.dataElementId);
}

/** A promise React's `use` reads without suspending (its `status` says it is already fulfilled). */
const LOADED: Promise<void> = Object.assign(Promise.resolve(), {
  status: 'fulfilled' as const,
  value: undefined,
});

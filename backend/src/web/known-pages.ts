import {
  ADMIN_ROUTES,
  AUTH_ROUTES,
  CERTIFICATE_VERIFY_PATH,
  isCurrency,
  isServerRenderedPath,
  PUBLIC_ROUTES,
  publicPagePath,
  TV_AREA,
  splitLocalePath,
  USER_ROUTES,
} from '@yoga/contracts';

const PUBLIC_PATHS: ReadonlySet<string> = new Set(Object.values(PUBLIC_ROUTES));
/** Areas whose remotes own their sub-routes (and render their own not-found state). */
const AREA_ROOTS = [AUTH_ROUTES.root, USER_ROUTES.root, ADMIN_ROUTES.root, TV_AREA];
const BLOG_POST = new RegExp(`^${PUBLIC_ROUTES.blogs}/[^/]+$`);
const CERTIFICATE = new RegExp(`^${CERTIFICATE_VERIFY_PATH}/[^/]+$`);

/**
 * Whether the shell renders a real page at `pathname`: a public route of the spec, a post under
 * /blogs/:id, a certificate check /verify/:code, or anything under /auth, /user and /admin (the public ones also under /hi). Every other page URL is answered 404 (with
 * the shell, which then shows the not-found page).
 */
export function isKnownPage(pathname: string): boolean {
  // The public pages and /auth also exist in Hindi under /hi; the panels do not.
  const path = publicPagePath(normalizePagePath(pathname));
  if (path === null) return false;
  if (PUBLIC_PATHS.has(path) || BLOG_POST.test(path) || CERTIFICATE.test(path)) return true;
  return AREA_ROOTS.some((root) => path === root || path.startsWith(`${root}/`));
}

/** `/about/` → `/about` (the root stays `/`). */
export function normalizePagePath(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname;
}

/**
 * Whether `pathname` is answered with the public remote's server-rendered HTML: the public pages of
 * SERVER_RENDERED_PATHS (libs/contracts) and each post. The panels (/user, /admin) and the other account
 * pages stay client-rendered by the shell.
 */
export function shouldRenderOnServer(pathname: string): boolean {
  return isServerRenderedPath(normalizePagePath(pathname));
}

/**
 * The lowercase address of a page written in other letter case (`/PRICE` → `/price`, `/Hi/Price/` →
 * `/hi/price`), or null when `pathname` is already a page's address or is none in any case. The site's
 * addresses are all lowercase; a blog post's id is kept as written.
 */
export function canonicalPagePath(pathname: string): string | null {
  if (pathname === pathname.toLowerCase() || isKnownPage(pathname)) return null;
  const lower = normalizePagePath(pathname.toLowerCase());
  return isKnownPage(lower) ? lower : null;
}

/**
 * The address a public page is rendered and kept under: its path and only the query parts the page reads
 * (`/price?currency=USD`, `?currency=GBP`; the account pages under /auth read theirs: kept whole). Anything else in the
 * query (`utm_source`, `fbclid`, `preview`) draws the same document, so a campaign's links share the page.
 */
export function pageCacheUrl(pathname: string, search: string): string {
  const { path } = splitLocalePath(pathname);
  if (path === AUTH_ROUTES.root || path.startsWith(`${AUTH_ROUTES.root}/`)) {
    const params = new URLSearchParams(search);
    params.delete('preview');
    const rest = params.toString();
    return rest ? `${pathname}?${rest}` : pathname;
  }
  if (path === PUBLIC_ROUTES.price) {
    // One document per currency (INR, USD and the added ones, issue 37): a bounded set of keys.
    const currency = new URLSearchParams(search).get('currency')?.toUpperCase();
    return isCurrency(currency) && currency !== 'INR'
      ? `${pathname}?currency=${currency}`
      : pathname;
  }
  return pathname;
}

import { ADMIN_ROUTES, AUTH_ROUTES, PUBLIC_ROUTES, USER_ROUTES } from '@yoga/contracts';

const PUBLIC_PATHS: ReadonlySet<string> = new Set(Object.values(PUBLIC_ROUTES));
/** Areas whose remotes own their sub-routes (and render their own not-found state). */
const AREA_ROOTS = [AUTH_ROUTES.root, USER_ROUTES.root, ADMIN_ROUTES.root];
const BLOG_POST = new RegExp(`^${PUBLIC_ROUTES.blogs}/[^/]+$`);

/**
 * Whether the shell renders a real page at `pathname`: a public route of the spec, a post under
 * /blogs/:id, or anything under /auth, /user and /admin. Every other page URL is answered 404 (with
 * the shell, which then shows the not-found page).
 */
export function isKnownPage(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (PUBLIC_PATHS.has(path) || BLOG_POST.test(path)) return true;
  return AREA_ROOTS.some((root) => path === root || path.startsWith(`${root}/`));
}

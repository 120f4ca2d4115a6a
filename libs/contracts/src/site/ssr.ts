import type { Blog } from '../wire/blogs.js';
import type { CertificateVerification } from '../wire/challenges.js';
import type { YogaClass } from '../wire/classes.js';
import type { Plan } from '../wire/plans.js';
import type { FeaturedCoupon } from '../wire/coupons.js';
import type { ContentDocuments, ContentPageId } from '../wire/content.js';
import type { BusinessDetails, ShownBusinessRules } from '../wire/site-settings.js';
import { splitLocalePath } from './locale.js';
import { isPanelPath } from './remotes.js';
import { AUTH_ROUTES, CERTIFICATE_VERIFY_PATH, PUBLIC_ROUTES } from './routes.js';

export { PUBLIC_SSR } from './ssr-document.js';

/**
 * Pages answered with server-rendered HTML and listed in sitemap.xml (spec section 2 plus the two entry
 * points of the account area). The one list of the public pages: a language prefix, when it comes, maps it.
 */
export const SITEMAP_ROUTES: readonly { path: string; changefreq: string; priority: string }[] = [
  { path: PUBLIC_ROUTES.home, changefreq: 'weekly', priority: '1.0' },
  { path: PUBLIC_ROUTES.price, changefreq: 'monthly', priority: '0.9' },
  { path: PUBLIC_ROUTES.schedule, changefreq: 'daily', priority: '0.8' },
  { path: PUBLIC_ROUTES.blogs, changefreq: 'daily', priority: '0.8' },
  { path: PUBLIC_ROUTES.livestream, changefreq: 'monthly', priority: '0.7' },
  { path: PUBLIC_ROUTES.about, changefreq: 'yearly', priority: '0.7' },
  { path: PUBLIC_ROUTES.contact, changefreq: 'yearly', priority: '0.7' },
  { path: PUBLIC_ROUTES.mainslider, changefreq: 'monthly', priority: '0.4' },
  { path: PUBLIC_ROUTES.mentalHealth, changefreq: 'monthly', priority: '0.6' },
  { path: PUBLIC_ROUTES.nutrition, changefreq: 'monthly', priority: '0.6' },
  { path: PUBLIC_ROUTES.physical, changefreq: 'monthly', priority: '0.6' },
  { path: PUBLIC_ROUTES.lifestyle, changefreq: 'monthly', priority: '0.6' },
  { path: PUBLIC_ROUTES.returnRefund, changefreq: 'yearly', priority: '0.3' },
  { path: PUBLIC_ROUTES.privacyPolicy, changefreq: 'yearly', priority: '0.3' },
  { path: PUBLIC_ROUTES.termsOfUse, changefreq: 'yearly', priority: '0.3' },
  { path: AUTH_ROUTES.register, changefreq: 'yearly', priority: '0.8' },
  { path: AUTH_ROUTES.login, changefreq: 'yearly', priority: '0.5' },
];

/**
 * Every path rendered on the server: the sitemap's pages, /auth/greet, each post under /blogs/:id and each
 * certificate check under /verify/:code (not in the sitemap).
 */
export const SERVER_RENDERED_PATHS: readonly string[] = [
  ...SITEMAP_ROUTES.map((r) => r.path),
  AUTH_ROUTES.greet,
];
const BLOG_POST_PATH = new RegExp(`^${PUBLIC_ROUTES.blogs}/[^/]+$`);
/** `/verify/<code>`: a certificate's public check (issue 38: drawn on the server, 404 for an unknown code). */
export const CERTIFICATE_PATH = new RegExp(`^${CERTIFICATE_VERIFY_PATH}/([^/]+)$`);

/**
 * Whether `pathname` (no trailing slash) is answered with server-rendered HTML: in English, or in Hindi
 * under its `/hi` prefix (`/hi`, `/hi/price`, `/hi/blogs/3`).
 */
export function isServerRenderedPath(pathname: string): boolean {
  const { path } = splitLocalePath(pathname);
  return (
    SERVER_RENDERED_PATHS.includes(path) || BLOG_POST_PATH.test(path) || CERTIFICATE_PATH.test(path)
  );
}

/**
 * A public path without its language prefix, or null when the prefix is on a path that has no Hindi
 * version (`/hi/user/...`: the panels keep one address).
 */
export function publicPagePath(pathname: string): string | null {
  const { locale, path } = splitLocalePath(pathname);
  return locale !== 'en' && isPanelPath(path) ? null : path;
}

/** What the server gives the public remote's renderer for one request. */
export interface PublicRenderRequest {
  /** Path and query of the page, e.g. `/blogs/3`. */
  url: string;
  /** SITE_URL: origin of canonical links and Open Graph URLs, without a trailing slash. */
  siteUrl: string;
  /** URL folder of the public remote's build as browsers load it, ending in `/` (e.g. `/mfe/public/`). */
  assetBase: string;
  /** GET /api/site-settings, as the browser would read it. */
  business: BusinessDetails;
  /** GET /api/business-rules (the part pages show: trial length, join window, …). */
  rules: ShownBusinessRules;
  /**
   * MEDIA_BASE_URL (a CDN in front of the bucket), or null: uploaded files are drawn from it instead of
   * `/uploads/` (see media.ts). Absent from an older server: null.
   */
  mediaBase?: string | null;
  /**
   * An admin's preview (`?preview=draft` with an admin session): the pages' content is their draft. Such
   * a page is never cached.
   */
  preview?: boolean;
  /**
   * The browser asked to save data (`Save-Data: on`, issue 37): the document is marked low-data
   * (`<html data-low-data>`: pictures below the fold not drawn, no slideshow moving by itself) and its
   * pictures name their smallest files only. Kept apart from the full page (the key gains `#save-data`).
   */
  lowData?: boolean;
  /** The public API's reads, in process (same answers as GET /api/blogs/all and /api/blogs/:id). */
  data: {
    blogs(): Promise<Blog[]>;
    /** undefined when there is no such post. */
    blog(id: number): Promise<Blog | undefined>;
    /** The public timetable (`/schedule`): the coming week's classes, as GET /api/classes gives them. */
    schedule(): Promise<WeekSchedule>;
    /** The plans on sale (`/price`), as GET /api/plans gives them. */
    plans(): Promise<Plan[]>;
    /** The offer shown on `/price` (GET /api/coupons/featured's `offer`), if any. */
    featuredOffer(): Promise<FeaturedCoupon | null>;
    /**
     * A certificate (GET /api/certificates/:code's answer); undefined when no certificate has the code. The
     * server adds the visitor's address (`ip`), so the page counts against the same code-guess limit as the
     * API (past it, the call fails and the page falls back to the client-rendered one).
     */
    certificate(code: string, ip?: string): Promise<CertificateVerification | undefined>;
    /** A page's edited content (GET /api/content/:page's document), or its draft for a preview. */
    content<P extends ContentPageId>(page: P, draft: boolean): Promise<ContentDocuments[P]>;
  };
}

/**
 * The classes of SCHEDULE_DAYS IST days from `from` (today) to `to`, without those that have ended,
 * as GET /api/classes?from&to answers a visitor (no join links).
 */
export interface WeekSchedule {
  from: string;
  to: string;
  classes: YogaClass[];
}

export interface PublicRenderResult {
  /** The complete document. */
  html: string;
  /** 200, or 404 for a path the public area does not know (or a missing post). */
  status: number;
  /** `static`: the same HTML for every request until the next deploy or content publish; `data`: rendered from API data. */
  kind: 'static' | 'data';
  /**
   * CSP sources (`'sha256-…'`) of the document's own inline scripts, added to this response's `script-src`
   * by the server. They come with the render, so a deploy of mfe-public alone keeps its page allowed.
   */
  scriptHashes?: string[];
}

/** The module the server bundle exports (commonjs). */
export interface PublicServerModule {
  render(request: PublicRenderRequest): Promise<PublicRenderResult>;
}

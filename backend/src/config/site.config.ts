import path from 'node:path';
import { REMOTES, type RemoteScope } from '@yoga/contracts';
import { httpUrl, positiveIntOrOff, REPO_ROOT, type Env } from './env.js';

/** The site as visitors reach it: its addresses, the built web apps and where each remote is loaded from. */
export interface SiteConfig {
  /** PUBLIC_URL: links in emails and messages (reset, sign-in, email change, receipts) start with it. */
  publicUrl: string;
  /** SITE_URL: origin of canonical links, Open Graph URLs, sitemap.xml and robots.txt (default: publicUrl). */
  siteUrl: string;
  /** WEB_ROOT: the folder holding the built web apps (shell/dist and each remote's dist). */
  webRoot: string;
  /** remotes.json: each remote's manifest URL (REMOTES in libs/contracts names them and their env vars). */
  remotes: Record<RemoteScope, string>;
  /** How the server-rendered public pages are kept and shared (docs/performance.md, "Public pages"). */
  pages: PageCacheConfig;
}

export interface PageCacheConfig {
  /**
   * PAGE_CACHE_MAX_AGE_S (default 600): the longest a rendered page is served from memory without being
   * rendered again, whatever the events say (a change no event announces); 0 turns the page cache off.
   */
  maxAgeS: number;
  /** PAGE_CDN_MAX_AGE_S (default 60): `s-maxage` of a public page, how long a CDN may keep it; 0: none. */
  cdnMaxAgeS: number;
  /** PAGE_CDN_STALE_S (default 300): `stale-while-revalidate`, how long a CDN may serve it stale. */
  cdnStaleS: number;
  /**
   * CDN_PURGE_URL: called for each public address whose page changed, `{url}` replaced by the page's
   * absolute address and `{path}` by its path (both URI-encoded). Unset: no purge.
   */
  purgeUrl: string | null;
  /** CDN_PURGE_METHOD (default POST; e.g. PURGE for Varnish or Fastly). */
  purgeMethod: string;
}

export const SITE_CONFIG = Symbol('SITE_CONFIG');

/** `port` is the server's (the addresses default to http://localhost:<port>). */
export function loadSiteConfig(env: Env, port: number): SiteConfig {
  const publicUrl = httpUrl('PUBLIC_URL', env.PUBLIC_URL, `http://localhost:${port}`);
  return {
    publicUrl,
    siteUrl: httpUrl('SITE_URL', env.SITE_URL, publicUrl),
    webRoot: path.resolve(env.WEB_ROOT ?? REPO_ROOT),
    remotes: Object.fromEntries(
      REMOTES.map((r) => [r.scope, env[r.envVar] ?? r.manifestPath]),
    ) as Record<RemoteScope, string>,
    pages: loadPageCacheConfig(env),
  };
}

function loadPageCacheConfig(env: Env): PageCacheConfig {
  const purge = env.CDN_PURGE_URL?.trim() || null;
  if (purge && (!/^https?:\/\/[^\s/]+/i.test(purge) || !/\{(url|path)\}/.test(purge)))
    throw new Error(
      `CDN_PURGE_URL must be an http(s) URL naming {url} or {path}, got "${env.CDN_PURGE_URL}"`,
    );
  const method = (env.CDN_PURGE_METHOD?.trim() || 'POST').toUpperCase();
  if (!/^[A-Z]{3,10}$/.test(method))
    throw new Error(`CDN_PURGE_METHOD must be an HTTP method, got "${env.CDN_PURGE_METHOD}"`);
  return {
    maxAgeS: positiveIntOrOff('PAGE_CACHE_MAX_AGE_S', env.PAGE_CACHE_MAX_AGE_S, 600),
    cdnMaxAgeS: positiveIntOrOff('PAGE_CDN_MAX_AGE_S', env.PAGE_CDN_MAX_AGE_S, 60),
    cdnStaleS: positiveIntOrOff('PAGE_CDN_STALE_S', env.PAGE_CDN_STALE_S, 300),
    purgeUrl: purge,
    purgeMethod: method,
  };
}

import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import {
  isPanelPath,
  isTvPath,
  MEDIA_BASE_META,
  panelSkeletonHtml,
  remoteForPath,
  REMOTES,
  USER_ROUTES,
  type BusinessDetails,
} from '@yoga/contracts';
import type { SiteConfig } from '../config/site.config.js';
import { isKnownPage } from './known-pages.js';

/** The shell's index.html as every client-rendered page's answer, with its preload hints. */

/** Where each remote's build is served from (the remotes.json default URLs point here). */
export const WEB_APPS = REMOTES.map((r) => ({ mount: r.mount, dir: `${r.app}/dist` }));

export function escapeAttr(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

interface FederationManifest {
  exposes?: { assets: { js: { sync: string[] }; css: { sync: string[] } } }[];
}

/**
 * Reads a build's JSON file (mf-manifest.json, first-screen.json) from disk, again only after a new
 * deploy replaced it.
 */
function manifestReader<T = FederationManifest>() {
  const cache = new Map<string, { mtimeMs: number; manifest: T }>();
  return (file: string): T | undefined => {
    try {
      const { mtimeMs } = statSync(file);
      const hit = cache.get(file);
      if (hit && hit.mtimeMs === mtimeMs) return hit.manifest;
      const manifest = JSON.parse(readFileSync(file, 'utf8')) as T;
      cache.set(file, { mtimeMs, manifest });
      return manifest;
    } catch {
      return undefined;
    }
  };
}

/**
 * Preload hints for what the shell fetches before the first paint of this path: remotes.json, the area's
 * manifest, remote entry and exposed module. The browser then downloads them in parallel with the shell
 * instead of discovering them one after another. (The shell's own chunks are left to the shell: preloading
 * them competes with its first paint.)
 */
function preloadBuilder(config: Pick<SiteConfig, 'remotes' | 'webRoot'>) {
  const readManifest = manifestReader();
  const link = (href: string, as: 'fetch' | 'script' | 'style') =>
    `<link rel="preload" href="${escapeAttr(href)}" as="${as}"${as === 'fetch' ? ' crossorigin="anonymous"' : ''}>`;

  return (pathname: string): string => {
    const links: string[] = [];
    links.push(link('/remotes.json', 'fetch'));
    const manifestUrl = config.remotes[remoteForPath(pathname).scope];
    links.push(link(manifestUrl, 'fetch'));
    const local = WEB_APPS.find((web) => manifestUrl === `${web.mount}/mf-manifest.json`);
    // Only hint files that exist: a preloaded 404 would be reused by the shell's Retry.
    const remoteManifest =
      local && readManifest(path.join(config.webRoot, local.dir, 'mf-manifest.json'));
    if (local && remoteManifest) {
      links.push(link(`${local.mount}/remoteEntry.js`, 'script'));
      const exposed = remoteManifest.exposes?.[0]?.assets;
      links.push(...(exposed?.js.sync ?? []).map((a) => link(`${local.mount}/${a}`, 'script')));
      links.push(...(exposed?.css.sync ?? []).map((a) => link(`${local.mount}/${a}`, 'style')));
    }
    return [...new Set(links)].join('');
  };
}

/** The student panel's pages that its first-screen script draws before the panel has loaded (issue 37). */
const FIRST_SCREEN_PAGES: readonly string[] = [USER_ROUTES.dashboard, USER_ROUTES.replays];

/**
 * The student panel's first-screen script (ADR 0017), when the page is one it draws and the panel is
 * served from here: a few KB that fill the skeleton with her next class (or the replays) while the panel's
 * JavaScript is still on its way. Its name (hashed) is in the remote's `first-screen.json`; the server only
 * serves it. Async and high priority: it never holds the page or the shell back.
 */
function firstScreenBuilder(config: Pick<SiteConfig, 'remotes' | 'webRoot'>) {
  const readJson = manifestReader<{ js?: string }>();
  return (pathname: string): string => {
    if (!FIRST_SCREEN_PAGES.includes(pathname.replace(/\/+$/, ''))) return '';
    const manifestUrl = config.remotes[remoteForPath(pathname).scope];
    const local = WEB_APPS.find((web) => manifestUrl === `${web.mount}/mf-manifest.json`);
    const js = local && readJson(path.join(config.webRoot, local.dir, 'first-screen.json'))?.js;
    if (!local || !js || !/^[\w.-]+\.js$/.test(js)) return '';
    return `<script src="${escapeAttr(`${local.mount}/${js}`)}" async fetchpriority="high"></script>`;
  };
}

/** The shell's index.html, re-read only when a new build replaces it. */
function shellIndexReader(file: string) {
  let cached: { mtimeMs: number; html: string } | undefined;
  return (): string | undefined => {
    if (!existsSync(file)) return undefined;
    const { mtimeMs } = statSync(file);
    if (!cached || cached.mtimeMs !== mtimeMs)
      cached = { mtimeMs, html: readFileSync(file, 'utf8') };
    return cached.html;
  };
}

/**
 * Every other page's address (deep links survive a reload): the shell's index.html with its preload hints
 * and the media base (status 404 for a URL that is no page of the site); a panel's page with its frame's
 * skeleton drawn in the HTML.
 */
export function shellPage(
  config: Pick<SiteConfig, 'remotes' | 'webRoot'>,
  mediaBaseUrl: string | null,
  business: () => Promise<BusinessDetails>,
): RequestHandler {
  const readShellIndex = shellIndexReader(path.join(config.webRoot, 'shell/dist', 'index.html'));
  const preloadLinks = preloadBuilder(config);
  const firstScreen = firstScreenBuilder(config);
  // A client-rendered page (the shell, the panels) learns where uploaded files are drawn from.
  const mediaBaseMeta = mediaBaseUrl
    ? `<meta name="${MEDIA_BASE_META}" content="${escapeAttr(mediaBaseUrl)}">`
    : '';
  return (req: Request, res: Response, next: NextFunction) => {
    const isPage = (req.method === 'GET' || req.method === 'HEAD') && !path.extname(req.path);
    if (!isPage) return next();
    const html = readShellIndex();
    if (!html) {
      res.status(503).type('text/plain').send('The web app is not built yet: run `npm run build`.');
      return;
    }
    res.setHeader('Cache-Control', 'no-cache');
    // Unknown URLs get the shell too (it renders the not-found page), but with a real 404 status.
    res.status(isKnownPage(req.path) ? 200 : 404);
    const page = html.replace(
      '</head>',
      `${firstScreen(req.path)}${preloadLinks(req.path)}${mediaBaseMeta}</head>`,
    );
    // The TV view is the student remote's, outside the panel's frame: no panel skeleton.
    if (!isPanelPath(req.path) || isTvPath(req.path)) {
      res.type('html').send(page);
      return;
    }
    // A panel's page paints its frame and the dashboard's skeleton from the HTML alone (on a slow
    // phone the scripts take seconds); the shell replaces it with the same skeleton, then the panel.
    business()
      .then(
        (details) => details.brand_name,
        () => '',
      )
      .then((brand) => {
        res
          .type('html')
          .send(
            page.replace(
              '<div id="root"></div>',
              `<div id="root">${panelSkeletonHtml(brand)}</div>`,
            ),
          );
      })
      .catch(next);
  };
}

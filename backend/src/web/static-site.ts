import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import path from 'node:path';
import express, {
  type Express,
  type NextFunction,
  type Request,
  type RequestHandler,
  type Response,
} from 'express';
import expressStaticGzip from 'express-static-gzip';
import {
  isPanelPath,
  MEDIA_BASE_META,
  MILESTONE_CARD_PATH,
  splitLocalePath,
  type Language,
  panelSkeletonHtml,
  REMOTES,
  remoteForPath,
  type BusinessDetails,
  type ShownBusinessRules,
  type PublicRenderRequest,
} from '@yoga/contracts';
import type { Configuration } from '../config/app.config.js';
import type { SiteConfig } from '../config/site.config.js';
import {
  canonicalPagePath,
  isKnownPage,
  normalizePagePath,
  shouldRenderOnServer,
} from './known-pages.js';
import { createPublicRenderer, publicRemoteBuild } from './public-renderer.js';
import { robotsTxt, sitemapXml } from './sitemap.js';

/** Where each remote's build is served from (the remotes.json default URLs point here). */
export const WEB_APPS = REMOTES.map((r) => ({ mount: r.mount, dir: `${r.app}/dist` }));

/** Names a deploy replaces in place: revalidated on every use (sw.js: a new worker on the next visit). */
const STABLE_NAMES = new Set(['index.html', 'remoteEntry.js', 'mf-manifest.json', 'sw.js']);
const HASHED_ASSET = /\.[0-9a-f]{8,}\.(js|css|png|jpe?g|webp|avif|svg|woff2?)$/;

/** The files the builds write next to each text asset, compressed once (rspack.shared.ts). */
const PRECOMPRESSED = /\.(br|gz)$/;

function setCacheHeaders(res: ServerResponse, filePath: string) {
  const name = path.basename(filePath).replace(PRECOMPRESSED, '');
  if (HASHED_ASSET.test(name)) {
    res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
  } else if (STABLE_NAMES.has(name)) {
    res.setHeader('Cache-Control', 'no-cache');
  } else {
    res.setHeader('Cache-Control', 'public, max-age=3600');
  }
}

/**
 * A build folder served with the compressed copies its build wrote (brotli, else gzip, as the browser
 * accepts): no CPU spent compressing scripts per visitor. express-static-gzip lists those copies when it is
 * created, so it is made again once a new build lands in the folder (a remote deployed alone): the folder's
 * and its sub-folders' times are checked at most once a second. A file without a copy is sent as it is and
 * the compression middleware compresses it.
 */
function precompressedStatic(
  dir: string,
  options: ReturnType<typeof staticOptions> & { fallthrough: boolean },
): RequestHandler {
  const stampOf = () => {
    if (!existsSync(dir)) return '';
    const folders = [
      dir,
      ...readdirSync(dir, { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => path.join(dir, entry.name)),
    ];
    return folders.map((folder) => statSync(folder).mtimeMs).join(':');
  };
  let served: { stamp: string; handler: RequestHandler } | undefined;
  let checkedAt = 0;
  return (req, res, next) => {
    const now = Date.now();
    if (!served || now - checkedAt >= 1000) {
      checkedAt = now;
      const stamp = stampOf();
      if (served?.stamp !== stamp) {
        served = {
          stamp,
          handler: expressStaticGzip(dir, {
            enableBrotli: true,
            orderPreference: ['br', 'gz'],
            index: false,
            serveStatic: options,
          }),
        };
      }
    }
    served.handler(req, res, next);
  };
}

function staticOptions(cors: boolean) {
  return {
    index: false,
    dotfiles: 'ignore' as const,
    fallthrough: true,
    setHeaders: (res: ServerResponse, filePath: string) => {
      setCacheHeaders(res, filePath);
      // Remotes and their manifests may be loaded by a shell on another origin.
      if (cors) {
        res.setHeader('Access-Control-Allow-Origin', '*');
        res.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
      }
    },
  };
}

/** Files that never leave the server even if they end up in a build folder. */
function blockPrivateFiles(req: Request, res: Response, next: NextFunction) {
  if (/(^|\/)\.|\.map$|mf-stats\.json$/.test(req.path)) {
    res.status(404).json({ success: false, message: 'Not found' });
    return;
  }
  next();
}

function escapeAttr(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

interface FederationManifest {
  exposes?: { assets: { js: { sync: string[] }; css: { sync: string[] } } }[];
}

/** Reads a build's mf-manifest.json from disk, again only after a new deploy replaced it. */
function manifestReader() {
  const cache = new Map<string, { mtimeMs: number; manifest: FederationManifest }>();
  return (file: string): FederationManifest | undefined => {
    try {
      const { mtimeMs } = statSync(file);
      const hit = cache.get(file);
      if (hit && hit.mtimeMs === mtimeMs) return hit.manifest;
      const manifest = JSON.parse(readFileSync(file, 'utf8')) as FederationManifest;
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
 * Serves the shell at /, each remote under /mfe/<name>/, remotes.json and the stored files (`uploads`:
 * the storage owner's handler, folder or bucket),
 * and answers every other non-API GET with the shell's index.html so deep links survive a reload
 * (status 404 for a URL that is no page of the site).
 */
export function mountStaticSite(
  app: Express,
  { site: config, storage }: Pick<Configuration, 'site' | 'storage'>,
  /** `/uploads/<key>`: the stored files (modules/storage). */
  uploads: RequestHandler,
  data: PublicRenderRequest['data'],
  /** The business details and rules now (the site-settings module's cached reads). */
  settings: {
    business: () => Promise<BusinessDetails>;
    rules: () => Promise<ShownBusinessRules>;
  },
  content: PublicContentHooks = NO_CONTENT_HOOKS,
  /** `/m/<token>`, `/hi/m/<token>`: a shared milestone card's page (the practice module's). */
  milestoneCards?: {
    page(token: string, locale: Language): Promise<{ status: number; html: string }>;
  },
) {
  const shellDir = path.join(config.webRoot, 'shell/dist');
  const readShellIndex = shellIndexReader(path.join(shellDir, 'index.html'));
  const preloadLinks = preloadBuilder(config);
  const renderPublicPage = createPublicRenderer({
    ...publicRemoteBuild(config.webRoot),
    siteUrl: config.siteUrl,
    mediaBase: storage.mediaBaseUrl,
    ...settings,
    data,
  });
  // A client-rendered page (the shell, the panels) learns where uploaded files are drawn from.
  const mediaBaseMeta = storage.mediaBaseUrl
    ? `<meta name="${MEDIA_BASE_META}" content="${escapeAttr(storage.mediaBaseUrl)}">`
    : '';
  // A publish (here or on another instance) makes the kept pages stale.
  content.onPublished(() => renderPublicPage.clear());
  const site = express.Router();

  site.use(blockPrivateFiles);
  site.get('/sitemap.xml', (_req, res, next) => {
    sitemapXml(config.siteUrl, data)
      .then((xml) => {
        res.setHeader('Cache-Control', 'public, max-age=3600');
        res.type('application/xml').send(xml);
      })
      .catch(next);
  });
  site.get('/robots.txt', (_req, res) => {
    res.setHeader('Cache-Control', 'public, max-age=3600');
    res.type('text/plain').send(robotsTxt(config.siteUrl));
  });
  site.get('/remotes.json', (_req, res) => {
    res.setHeader('Cache-Control', 'no-cache');
    res.json(config.remotes);
  });
  site.use('/uploads', uploads);
  for (const web of WEB_APPS) {
    site.use(
      web.mount,
      precompressedStatic(path.join(config.webRoot, web.dir), {
        ...staticOptions(true),
        fallthrough: false,
      }),
    );
  }
  site.use(precompressedStatic(shellDir, { ...staticOptions(false), fallthrough: true }));

  // A page's address in other letter case (/PRICE, /Auth/Login): one canonical address, lowercase, so a
  // mistyped or shouted link neither renders the page under a 404 status nor splits it in two for search.
  site.use((req: Request, res: Response, next: NextFunction) => {
    const isPage = (req.method === 'GET' || req.method === 'HEAD') && !path.extname(req.path);
    const canonical = isPage ? canonicalPagePath(req.path) : null;
    if (!canonical) return next();
    const query = req.originalUrl.indexOf('?');
    res.redirect(301, canonical + (query >= 0 ? req.originalUrl.slice(query) : ''));
  });

  // A shared milestone card's page: a small document of the practice module's, drawn on the server so
  // that WhatsApp's preview (which runs no script) reads its Open Graph tags.
  site.use((req: Request, res: Response, next: NextFunction) => {
    const isPage = req.method === 'GET' || req.method === 'HEAD';
    const { locale, path: page } = splitLocalePath(req.path);
    const token = isPage && milestoneCards ? MILESTONE_CARD_PAGE.exec(page)?.[1] : undefined;
    if (!token || !milestoneCards) return next();
    milestoneCards
      .page(token, locale)
      .then(({ status, html }) => {
        res.setHeader('Cache-Control', 'no-cache');
        res.removeHeader('Cross-Origin-Opener-Policy');
        res.status(status).type('html').send(html);
      })
      .catch(next);
  });

  // Public pages: the public remote's server-rendered document (no-cache: blog pages are rendered per
  // request, the others once per deploy; ETags make repeat visits cheap). Anything else, or a render
  // that fails, falls through to the client-rendered shell page below.
  site.use((req: Request, res: Response, next: NextFunction) => {
    const isPage = (req.method === 'GET' || req.method === 'HEAD') && !path.extname(req.path);
    if (!isPage || !shouldRenderOnServer(req.path)) return next();
    const query = req.originalUrl.indexOf('?');
    const url = normalizePagePath(req.path) + (query >= 0 ? req.originalUrl.slice(query) : '');
    // `?preview=draft` is honoured for an admin's session only (Authorization header); anyone else
    // gets the published page.
    const wantsPreview = req.query.preview === 'draft' && !!req.headers.authorization;
    (wantsPreview ? content.isAdmin(req.headers.authorization) : Promise.resolve(false))
      .then((preview) => renderPublicPage(url, { preview }).then((page) => ({ page, preview })))
      .then(({ page, preview }) => {
        if (!page) return next();
        res.setHeader('Cache-Control', preview ? 'private, no-store' : 'no-cache');
        res.setHeader('Vary', 'Accept-Encoding');
        // No opener policy on public pages: any value makes Chrome put the page in a new browsing context
        // group once the response arrives, so the renderer prepared for it is dropped and the page commits
        // in a cold one (Lighthouse mobile, same HTML: TBT median ~530 -> ~220 ms). These pages hold no
        // account data; the signed-in areas keep the policy.
        res.removeHeader('Cross-Origin-Opener-Policy');
        allowInlineScripts(res, page.scriptHashes);
        res.status(page.status).type('html');
        // Pages kept for the deploy were gzipped once; the compression middleware leaves them as they are.
        if (page.gzip && req.acceptsEncodings('gzip', 'identity') === 'gzip') {
          res.setHeader('Content-Encoding', 'gzip');
          res.send(page.gzip);
        } else {
          res.send(page.html);
        }
      })
      .catch(next);
  });

  site.use((req: Request, res: Response, next: NextFunction) => {
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
    const page = html.replace('</head>', `${preloadLinks(req.path)}${mediaBaseMeta}</head>`);
    if (!isPanelPath(req.path)) {
      res.type('html').send(page);
      return;
    }
    // A panel's page paints its frame and the dashboard's skeleton from the HTML alone (on a slow
    // phone the scripts take seconds); the shell replaces it with the same skeleton, then the panel.
    settings
      .business()
      .then(
        (business) => business.brand_name,
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
  });

  // API requests skip the site entirely (no file-system lookups on the hot path).
  app.use((req: Request, res: Response, next: NextFunction) =>
    isApiPath(req.path) ? next() : site(req, res, next),
  );
}

/** How the site follows the edited content: publishes clear the kept pages; previews are for admins. */
export interface PublicContentHooks {
  /** Calls `listener` after every publish of content, on this instance or another. */
  onPublished(listener: () => void): void;
  /** Whether an `Authorization` header is a live admin session's. */
  isAdmin(authorization: string | undefined): Promise<boolean>;
}

const NO_CONTENT_HOOKS: PublicContentHooks = {
  onPublished: () => undefined,
  isAdmin: () => Promise.resolve(false),
};

const MILESTONE_CARD_PAGE = new RegExp(`^${MILESTONE_CARD_PATH}/([^/]+)$`);

function isApiPath(p: string): boolean {
  return p === '/api' || p.startsWith('/api/');
}

/** Adds the page's own inline scripts, by hash, to this response's `script-src` (nothing else inline runs). */
function allowInlineScripts(res: Response, hashes: readonly string[]) {
  const csp = res.getHeader('Content-Security-Policy');
  if (!hashes.length || typeof csp !== 'string') return;
  res.setHeader(
    'Content-Security-Policy',
    csp.replace(/(^|;)(\s*script-src)([^;]*)/, `$1$2$3 ${hashes.join(' ')}`),
  );
}

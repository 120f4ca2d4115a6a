import { existsSync, readdirSync, statSync } from 'node:fs';
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
  MILESTONE_CARD_PATH,
  splitLocalePath,
  type Language,
  type BusinessDetails,
  type ShownBusinessRules,
  type PublicRenderRequest,
} from '@yoga/contracts';
import type { CoreConfiguration as Configuration } from '../config/core.config.js';
import {
  canonicalPagePath,
  normalizePagePath,
  pageCacheUrl,
  shouldRenderOnServer,
} from './known-pages.js';
import { saveData, sendPage, sharedCacheControl } from './page-response.js';
import { createPublicRenderer, publicRemoteBuild, type PageTag } from './public-renderer.js';
import { shellPage, WEB_APPS } from './shell-page.js';
import { robotsTxt, sitemapXml } from './sitemap.js';

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

/**
 * Serves the shell at /, each remote under /mfe/<name>/, remotes.json and the stored files (`uploads`:
 * the storage owner's handler, folder or bucket),
 * and answers every other non-API GET with the shell's index.html so deep links survive a reload
 * (status 404 for a URL that is no page of the site).
 */
export function mountStaticSite(
  app: Express,
  {
    site: config,
    storage,
    server,
  }: Pick<Configuration, 'site' | 'storage'> & {
    server?: Pick<Configuration['server'], 'listCacheMs'>;
  },
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
  milestoneCards?: MilestoneCardPages,
) {
  const shellDir = path.join(config.webRoot, 'shell/dist');
  const renderPublicPage = createPublicRenderer({
    ...publicRemoteBuild(config.webRoot),
    siteUrl: config.siteUrl,
    mediaBase: storage.mediaBaseUrl,
    ...settings,
    data,
    maxAgeMs: config.pages.maxAgeS * 1000,
    settleMs: server?.listCacheMs ?? 0,
  });
  // A change (here or on another instance) makes the kept pages that read it stale.
  content.onInvalidated((tags) => renderPublicPage.invalidate(tags));
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
  // Before the shell's files: a page's address is never a file (no look-up on the disk for it).
  site.use(publicPages(renderPublicPage, content, sharedCacheControl(config.pages)));

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

  if (milestoneCards) site.use(milestoneCardPages(milestoneCards));

  site.use(shellPage(config, storage.mediaBaseUrl, () => settings.business()));

  // API requests skip the site entirely (no file-system lookups on the hot path).
  app.use((req: Request, res: Response, next: NextFunction) =>
    isApiPath(req.path) ? next() : site(req, res, next),
  );
}

/** How the site follows changes (the kept pages go stale) and who may preview the drafts. */
export interface PublicContentHooks {
  /**
   * Calls `listener` with the PageTags of each change that makes kept pages stale (a publish, a price,
   * a post…), on this instance or another.
   */
  onInvalidated(listener: (tags: readonly PageTag[]) => void): void;
  /** Whether an `Authorization` header is a live admin session's. */
  isAdmin(authorization: string | undefined): Promise<boolean>;
  /** Whether a `?preview=` token is a live preview address's. */
  isPreviewToken(token: string): Promise<boolean>;
}

const NO_CONTENT_HOOKS: PublicContentHooks = {
  onInvalidated: () => undefined,
  isAdmin: () => Promise.resolve(false),
  isPreviewToken: () => Promise.resolve(false),
};

const MILESTONE_CARD_PAGE = new RegExp(`^${MILESTONE_CARD_PATH}/([^/]+)$`);

function isApiPath(p: string): boolean {
  return p === '/api' || p.startsWith('/api/');
}

/**
 * Public pages: the public remote's server-rendered document, rendered once per change and kept
 * (public-renderer.ts), with a strong ETag (If-None-Match: 304) and a Cache-Control that lets a CDN keep
 * it briefly (`shared`). A signed-in request (Authorization) or a preview is answered `private, no-store`.
 * Anything else, or a render that fails, falls through to the client-rendered shell page.
 */
function publicPages(
  renderPublicPage: ReturnType<typeof createPublicRenderer>,
  content: PublicContentHooks,
  shared: string,
): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    const isPage = (req.method === 'GET' || req.method === 'HEAD') && !path.extname(req.path);
    if (!isPage || !shouldRenderOnServer(req.path)) return next();
    const query = req.originalUrl.indexOf('?');
    const url = pageCacheUrl(
      normalizePagePath(req.path),
      query >= 0 ? req.originalUrl.slice(query) : '',
    );
    // The browser asks to save data (issue 37): the low-data document, kept apart (Vary: Save-Data).
    const lowData = saveData(req);
    // The hot path: a kept page, answered without waiting for anything.
    if (query < 0 || req.query.preview === undefined) {
      const page = renderPublicPage.kept(url, lowData);
      if (page) {
        res.setHeader('X-Page-Cache', 'hit');
        return sendPage(req, res, page, { preview: false, asked: '', sharedCacheControl: shared });
      }
    }
    // A preview draws the draft: `?preview=<token>` (an admin's preview address, made by the API for
    // their session) or `?preview=draft` with an admin's session (Authorization header). Anyone else gets
    // the published page.
    const asked = typeof req.query.preview === 'string' ? req.query.preview : '';
    const allowed =
      asked === 'draft'
        ? req.headers.authorization
          ? content.isAdmin(req.headers.authorization)
          : Promise.resolve(false)
        : asked
          ? content.isPreviewToken(asked)
          : Promise.resolve(false);
    allowed
      .then((preview) =>
        renderPublicPage(url, { preview, ip: req.ip, lowData }).then((page) => ({
          page,
          preview,
        })),
      )
      .then(({ page, preview }) => {
        if (!page) return next();
        res.setHeader('X-Page-Cache', 'miss');
        sendPage(req, res, page, { preview, asked, sharedCacheControl: shared });
      })
      .catch(next);
  };
}

/** `/m/<token>`, `/hi/m/<token>`: a shared milestone card's page (the practice module's). */
interface MilestoneCardPages {
  page(token: string, locale: Language): Promise<{ status: number; html: string }>;
}

/**
 * A shared milestone card's page: a small document of the practice module's, drawn on the server so
 * that WhatsApp's preview (which runs no script) reads its Open Graph tags.
 */
function milestoneCardPages(milestoneCards: MilestoneCardPages): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    const isPage = req.method === 'GET' || req.method === 'HEAD';
    const { locale, path: page } = splitLocalePath(req.path);
    const token = isPage ? MILESTONE_CARD_PAGE.exec(page)?.[1] : undefined;
    if (!token) return next();
    milestoneCards
      .page(token, locale)
      .then(({ status, html }) => {
        res.setHeader('Cache-Control', 'no-cache');
        res.removeHeader('Cross-Origin-Opener-Policy');
        res.status(status).type('html').send(html);
      })
      .catch(next);
  };
}

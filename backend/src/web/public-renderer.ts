import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { Logger } from '@nestjs/common';
import {
  CERTIFICATE_PATH,
  PUBLIC_SSR,
  REMOTES,
  splitLocalePath,
  type BusinessDetails,
  type ShownBusinessRules,
  type PublicRenderRequest,
  type PublicRenderResult,
  type PublicServerModule,
} from '@yoga/contracts';
import type { PageTag } from '../common/http/public-site-data.js';
import { invalidationLog, readsNoted, type Reads } from './page-reads.js';

const require = createRequire(import.meta.url);
const PUBLIC_REMOTE = REMOTES.find((r) => r.area === '/')!;
/** A render that takes longer than this is abandoned for the client-rendered page. */
const RENDER_TIMEOUT_MS = 5000;
/** Rendered pages kept per deploy (addresses with the query parts a page reads included). */
const CACHE_LIMIT = 1000;

/** A CSP hash source, as the bundle gives it: nothing else may reach the header. */
const CSP_HASH = /^'sha(256|384|512)-[A-Za-z0-9+/]+={0,2}'$/;

export type { PageTag };

export interface RenderedPage {
  html: string;
  status: number;
  /** The HTML of a kept page as bytes (encoded once per render, not per request). */
  body?: Buffer;
  /** The gzipped HTML of a kept page (compressed once per render, not per request). */
  gzip?: Buffer;
  /** CSP hashes of the document's inline scripts (PublicRenderResult.scriptHashes). */
  scriptHashes: string[];
  /** A strong validator of the HTML (a hash of it, quoted); set on every published page. */
  etag?: string;
  /** The page is the same for every visitor until a change (kept here, and shareable by a CDN). */
  shared: boolean;
}

export interface PublicRendererOptions {
  /** Folder of the public remote's build (its dist/, holding server/ and page/). */
  distDir: string;
  /** URL folder browsers load that build from, ending in `/`. */
  assetBase: string;
  siteUrl: string;
  /** MEDIA_BASE_URL, or null: where pages draw uploaded files from (see libs/contracts media.ts). */
  mediaBase?: string | null;
  /**
   * The business details now (site-settings, cached there): the kept pages are rendered again once they
   * change (a new object), so a saved phone number shows at once.
   */
  business: () => Promise<BusinessDetails>;
  /** The business rules now (site-settings): same as `business`. */
  rules: () => Promise<ShownBusinessRules>;
  data: PublicRenderRequest['data'];
  /**
   * PAGE_CACHE_MAX_AGE_S in ms: the longest a page is kept without a change (0: nothing is kept).
   * Default 600 s.
   */
  maxAgeMs?: number;
  /**
   * LIST_CACHE_MS: how stale the lists a page reads may be after a change. A page rendered that soon after
   * a change of what it reads is kept only until then, so it is drawn once more from fresh lists.
   */
  settleMs?: number;
  /** The clock of the cache's lifetimes (tests). */
  now?: () => number;
}

/** The public remote's dist folder on this machine and the URL it is served at. */
export function publicRemoteBuild(webRoot: string) {
  return {
    distDir: path.join(webRoot, PUBLIC_REMOTE.app, 'dist'),
    assetBase: `${PUBLIC_REMOTE.mount}/`,
  };
}

interface KeptPage {
  page: RenderedPage;
  tags: ReadonlySet<string>;
  /** Date.now() after which the page is rendered again. */
  expiresAt: number;
}

interface LoadedBuild {
  /** mtime and size of ssr-manifest.json: a new deploy changes them. */
  version: string;
  module: PublicServerModule;
  /** The kept pages of this deploy by address (a new deploy starts empty). */
  pages: Map<string, KeptPage>;
  /** Renders in progress by address: concurrent misses of one page share one render. */
  rendering: Map<string, Promise<RenderedPage>>;
}

/**
 * The address a page is kept under: its URL, and `#save-data` for the low-data document a browser asking
 * to save data gets (`Save-Data: on`, issue 37). A fragment never reaches the server, so no URL has one.
 */
function keyOf(url: string, lowData: boolean): string {
  return lowData ? `${url}#save-data` : url;
}

/** A strong ETag of a document: a hash of its bytes. */
export function strongEtag(html: string): string {
  return `"${createHash('sha256').update(html).digest('base64url').slice(0, 32)}"`;
}

/** Logs each distinct failure of a deploy once (a broken bundle fails every request alike). */
function onceLogger(logger: Logger) {
  const logged = new Set<string>();
  return (version: string, error: unknown) => {
    const message = error instanceof Error ? error.message : String(error);
    const key = `${version}|${message}`;
    if (logged.has(key)) return;
    logged.add(key);
    logger.error(
      `Server rendering failed, serving the client-rendered page (${message})`,
      error instanceof Error ? error.stack : undefined,
    );
  };
}

/**
 * The public remote's server bundle, named by `ssr-manifest.json`: loaded again (with no kept pages) when
 * a deploy rewrites the manifest.
 */
function serverBundle(serverDir: string, manifestFile: string) {
  let loaded: LoadedBuild | undefined;

  function manifestVersion(): string | null {
    // One stat per request; a new deploy changes the manifest's time and size.
    try {
      const stat = statSync(manifestFile);
      return `${stat.mtimeMs}|${stat.size}`;
    } catch {
      return null;
    }
  }

  function current(): LoadedBuild | undefined {
    const version = manifestVersion();
    if (version === null) {
      loaded = undefined;
      return undefined;
    }
    // The manifest is read again only when a deploy rewrote it.
    if (loaded?.version === version) return loaded;
    loaded = undefined;
    const { entry } = JSON.parse(readFileSync(manifestFile, 'utf8')) as { entry?: string };
    if (!entry) throw new Error(`${manifestFile} names no entry`);
    const file = path.join(serverDir, path.basename(entry));
    delete require.cache[file];
    const module = require(file) as Partial<PublicServerModule>;
    if (typeof module.render !== 'function') throw new Error(`${file} exports no render()`);
    loaded = {
      version,
      module: module as PublicServerModule,
      pages: new Map(),
      rendering: new Map(),
    };
    return loaded;
  }

  return {
    manifestVersion,
    current,
    /** The build loaded last (without looking at the manifest). */
    loaded: () => loaded,
  };
}

/** The bundle's render of `url`, abandoned after RENDER_TIMEOUT_MS; a result that is no document throws. */
async function renderDocument(
  module: PublicServerModule,
  request: PublicRenderRequest,
): Promise<PublicRenderResult> {
  const { url } = request;
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`render of ${url} took over ${RENDER_TIMEOUT_MS} ms`)),
      RENDER_TIMEOUT_MS,
    );
  });
  try {
    const result = await Promise.race([module.render(request), timeout]);
    if (typeof result?.html !== 'string' || !result.html.includes('<div id="root">')) {
      throw new Error(`render of ${url} returned no document`);
    }
    return result;
  } finally {
    clearTimeout(timer);
  }
}

/** A rendered page as answered: a shared one with its bytes, gzip and ETag made once. */
function renderedPage(result: PublicRenderResult, shared: boolean): RenderedPage {
  const page: RenderedPage = {
    html: result.html,
    status: result.status === 404 ? 404 : 200,
    scriptHashes: (result.scriptHashes ?? []).filter((hash) => CSP_HASH.test(hash)),
    shared,
  };
  if (!shared) return page;
  page.etag = strongEtag(page.html);
  page.body = Buffer.from(page.html);
  page.gzip = gzipSync(page.html, { level: 9 });
  return page;
}

/** Keeps a page under its address, the oldest kept address making room past CACHE_LIMIT. */
function keep(build: LoadedBuild, key: string, kept: KeptPage) {
  if (build.pages.size >= CACHE_LIMIT) {
    // The oldest kept address makes room (a Map iterates in insertion order).
    const oldest = build.pages.keys().next().value;
    if (oldest !== undefined) build.pages.delete(oldest);
  }
  build.pages.set(key, kept);
}

/**
 * Renders public pages with the public remote's own server bundle (`<dist>/server`, named by
 * `ssr-manifest.json`). The bundle is loaded again when a deploy replaces the manifest, so a new mfe-public
 * build changes the HTML while the server runs.
 *
 * A published page is rendered once per change, not once per request: the document is kept per address
 * (path, so language, and the query parts the page reads, e.g. `?currency=USD`; and whether the browser
 * asked to save data, `Save-Data: on`: its own low-data document) with the names of the data
 * it read (`PageTag`), until `invalidate` names one of them (a publish, a price, a post, a timetable
 * change…, on any instance: PageInvalidations), the business details or rules change, the time a page's
 * data changes by itself (a class of the schedule ends, a new IST day) or PAGE_CACHE_MAX_AGE_S passes.
 * Concurrent requests for a page not kept share one render. A preview and a certificate check (counted
 * per visitor) are never kept.
 *
 * Any failure (no server build, a bundle that throws, a render that hangs) answers `undefined`: the caller
 * serves the client-rendered shell page instead. Each distinct failure is logged once.
 */
export function createPublicRenderer(options: PublicRendererOptions) {
  const serverDir = path.join(options.distDir, PUBLIC_SSR.serverDir);
  const manifestFile = path.join(serverDir, PUBLIC_SSR.manifest);
  const bundle = serverBundle(serverDir, manifestFile);
  const maxAgeMs = options.maxAgeMs ?? 600_000;
  const settleMs = options.settleMs ?? 0;
  const now = options.now ?? Date.now;
  let renderedWith: { business: BusinessDetails; rules: ShownBusinessRules } | undefined;
  const logOnce = onceLogger(new Logger('PublicRenderer'));
  const invalidations = invalidationLog(now);

  async function renderWith(
    build: LoadedBuild,
    url: string,
    settings: { business: BusinessDetails; rules: ShownBusinessRules },
    preview: boolean,
    ip: string | undefined,
    lowData = false,
  ): Promise<RenderedPage> {
    const startedAt = now();
    const startedSeq = invalidations.position();
    // What the page reads, and until when that stays true by itself.
    const reads: Reads = {
      tags: new Set(['settings']),
      expiresAt: startedAt + maxAgeMs,
      personal: false,
    };
    const result = await renderDocument(build.module, {
      url,
      siteUrl: options.siteUrl,
      assetBase: options.assetBase,
      mediaBase: options.mediaBase ?? null,
      business: settings.business,
      rules: settings.rules,
      data: readsNoted(options.data, reads, startedAt, ip),
      ...(preview ? { preview: true } : {}),
      ...(lowData ? { lowData: true } : {}),
    });
    const page = renderedPage(result, !preview && !reads.personal);
    if (!page.shared) return page;
    const expiresAt = invalidations.keptUntil(reads, startedAt, startedSeq, settleMs);
    if (expiresAt === null) return page;
    if (maxAgeMs > 0 && expiresAt > now() && bundle.loaded() === build)
      keep(build, keyOf(url, lowData), { page, tags: reads.tags, expiresAt });
    return page;
  }

  /**
   * The server-rendered page at `url` (path and the query parts the page reads), or undefined to fall back
   * to client rendering. `preview`: drawn with the pages' draft content (an admin's), never kept. `ip`: the
   * visitor's address (the certificate check's code-guess limit).
   */
  async function render(
    url: string,
    {
      preview = false,
      ip,
      lowData = false,
    }: { preview?: boolean; ip?: string; lowData?: boolean } = {},
  ): Promise<RenderedPage | undefined> {
    const key = keyOf(url, lowData);
    let version = 'none';
    try {
      const build = bundle.current();
      if (!build) {
        logOnce(version, new Error(`no server build at ${manifestFile}`));
        return undefined;
      }
      version = build.version;
      const [business, rules] = await Promise.all([options.business(), options.rules()]);
      if (business !== renderedWith?.business || rules !== renderedWith.rules) {
        if (renderedWith) invalidate(['settings']);
        renderedWith = { business, rules };
      }
      if (preview) return await renderWith(build, url, { business, rules }, true, ip, lowData);
      const kept = build.pages.get(key);
      if (kept) {
        if (kept.expiresAt > now()) return kept.page;
        build.pages.delete(key);
      }
      let rendering = build.rendering.get(key);
      if (!rendering) {
        rendering = renderWith(build, url, { business, rules }, false, ip, lowData).finally(() =>
          build.rendering.delete(key),
        );
        // A certificate check is the visitor's own: not shared with another's request.
        if (!CERTIFICATE_PATH.test(splitLocalePath(url.split('?')[0] ?? url).path))
          build.rendering.set(key, rendering);
      }
      return await rendering;
    } catch (error) {
      logOnce(version, error);
      return undefined;
    }
  }

  /**
   * The kept page at `url` while it is fresh, without awaiting anything (the hot path of a public page);
   * undefined when it must be rendered (`render`). Changes of the business details or rules reach it
   * through `invalidate(['settings'])`.
   */
  function kept(url: string, lowData = false): RenderedPage | undefined {
    try {
      const build = bundle.loaded();
      if (!build || bundle.manifestVersion() !== build.version) return undefined;
      const page = build.pages.get(keyOf(url, lowData));
      return page && page.expiresAt > now() ? page.page : undefined;
    } catch {
      return undefined;
    }
  }

  /**
   * Forgets the kept pages that read any of `tags` (`*`: every page), here only (PageInvalidations
   * carries a change to every instance). A render in progress that read one of them is not kept.
   */
  function invalidate(tags: readonly string[]) {
    invalidations.record(tags);
    const build = bundle.loaded();
    if (!build) return;
    if (tags.includes('*')) {
      build.pages.clear();
      return;
    }
    for (const [url, kept] of build.pages)
      if (tags.some((tag) => kept.tags.has(tag))) build.pages.delete(url);
  }

  /** Forgets every kept page. */
  function clear() {
    invalidate(['*']);
  }

  /** How many pages are kept now (tests, the bench). */
  function size() {
    return bundle.loaded()?.pages.size ?? 0;
  }

  return Object.assign(render, { clear, invalidate, kept, size });
}

export type PublicRenderer = ReturnType<typeof createPublicRenderer>;

import { readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { Logger } from '@nestjs/common';
import {
  PUBLIC_SSR,
  REMOTES,
  type BusinessDetails,
  type ShownBusinessRules,
  type PublicRenderRequest,
  type PublicServerModule,
} from '@yoga/contracts';

const require = createRequire(import.meta.url);
const PUBLIC_REMOTE = REMOTES.find((r) => r.area === '/')!;
/** A render that takes longer than this is abandoned for the client-rendered page. */
const RENDER_TIMEOUT_MS = 5000;
/** Rendered static pages kept per deploy (paths with query strings included). */
const CACHE_LIMIT = 200;

/** A CSP hash source, as the bundle gives it: nothing else may reach the header. */
const CSP_HASH = /^'sha(256|384|512)-[A-Za-z0-9+/]+={0,2}'$/;

export interface RenderedPage {
  html: string;
  status: number;
  /** The gzipped HTML of a page kept for the deploy (compressed once, not per request). */
  gzip?: Buffer;
  /** CSP hashes of the document's inline scripts (PublicRenderResult.scriptHashes). */
  scriptHashes: string[];
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
   * The business details now (site-settings, cached there): a page kept for the deploy is rendered
   * again once they change (a new object), so a saved phone number shows at once.
   */
  business: () => Promise<BusinessDetails>;
  /** The business rules now (site-settings): same as `business`. */
  rules: () => Promise<ShownBusinessRules>;
  data: PublicRenderRequest['data'];
}

/** The public remote's dist folder on this machine and the URL it is served at. */
export function publicRemoteBuild(webRoot: string) {
  return {
    distDir: path.join(webRoot, PUBLIC_REMOTE.app, 'dist'),
    assetBase: `${PUBLIC_REMOTE.mount}/`,
  };
}

interface LoadedBuild {
  /** mtime and size of ssr-manifest.json: a new deploy changes them. */
  version: string;
  module: PublicServerModule;
  pages: Map<string, RenderedPage>;
}

/**
 * Renders public pages with the public remote's own server bundle (`<dist>/server`, named by
 * `ssr-manifest.json`). The bundle is loaded again when a deploy replaces the manifest, so a new mfe-public
 * build changes the HTML while the server runs. Pages without API data are rendered once per deploy.
 * Any failure (no server build, a bundle that throws, a render that hangs) answers `undefined`: the caller
 * serves the client-rendered shell page instead. Each distinct failure is logged once.
 */
export function createPublicRenderer(options: PublicRendererOptions) {
  const logger = new Logger('PublicRenderer');
  const serverDir = path.join(options.distDir, PUBLIC_SSR.serverDir);
  const manifestFile = path.join(serverDir, PUBLIC_SSR.manifest);
  let loaded: LoadedBuild | undefined;
  let renderedWith: { business: BusinessDetails; rules: ShownBusinessRules } | undefined;
  const logged = new Set<string>();

  const logOnce = (version: string, error: unknown) => {
    const message = error instanceof Error ? error.message : String(error);
    const key = `${version}|${message}`;
    if (logged.has(key)) return;
    logged.add(key);
    logger.error(
      `Server rendering failed, serving the client-rendered page (${message})`,
      error instanceof Error ? error.stack : undefined,
    );
  };

  function currentBuild(): LoadedBuild | undefined {
    let stat;
    try {
      stat = statSync(manifestFile);
    } catch {
      loaded = undefined;
      return undefined;
    }
    // One stat per request; the manifest is read again only when a deploy rewrote it.
    const version = `${stat.mtimeMs}|${stat.size}`;
    if (loaded?.version === version) return loaded;
    loaded = undefined;
    const { entry } = JSON.parse(readFileSync(manifestFile, 'utf8')) as { entry?: string };
    if (!entry) throw new Error(`${manifestFile} names no entry`);
    const file = path.join(serverDir, path.basename(entry));
    delete require.cache[file];
    const module = require(file) as Partial<PublicServerModule>;
    if (typeof module.render !== 'function') throw new Error(`${file} exports no render()`);
    loaded = { version, module: module as PublicServerModule, pages: new Map() };
    return loaded;
  }

  async function renderWith(
    build: LoadedBuild,
    url: string,
    settings: { business: BusinessDetails; rules: ShownBusinessRules },
    preview: boolean,
  ): Promise<RenderedPage> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new Error(`render of ${url} took over ${RENDER_TIMEOUT_MS} ms`)),
        RENDER_TIMEOUT_MS,
      );
    });
    try {
      const result = await Promise.race([
        build.module.render({
          url,
          siteUrl: options.siteUrl,
          assetBase: options.assetBase,
          mediaBase: options.mediaBase ?? null,
          business: settings.business,
          rules: settings.rules,
          data: options.data,
          ...(preview ? { preview: true } : {}),
        }),
        timeout,
      ]);
      if (typeof result?.html !== 'string' || !result.html.includes('<div id="root">')) {
        throw new Error(`render of ${url} returned no document`);
      }
      const page: RenderedPage = {
        html: result.html,
        status: result.status === 404 ? 404 : 200,
        scriptHashes: (result.scriptHashes ?? []).filter((hash) => CSP_HASH.test(hash)),
      };
      // A preview (an admin's draft) is never kept.
      if (result.kind === 'static' && !preview) {
        page.gzip = gzipSync(page.html, { level: 9 });
        if (build.pages.size >= CACHE_LIMIT) build.pages.clear();
        build.pages.set(url, page);
      }
      return page;
    } finally {
      clearTimeout(timer);
    }
  }

  /**
   * The server-rendered page at `url` (path and query), or undefined to fall back to client rendering.
   * `preview`: drawn with the pages' draft content (an admin's), never cached.
   */
  async function render(
    url: string,
    { preview = false }: { preview?: boolean } = {},
  ): Promise<RenderedPage | undefined> {
    let version = 'none';
    try {
      const build = currentBuild();
      if (!build) {
        logOnce(version, new Error(`no server build at ${manifestFile}`));
        return undefined;
      }
      version = build.version;
      const [business, rules] = await Promise.all([options.business(), options.rules()]);
      if (business !== renderedWith?.business || rules !== renderedWith.rules) {
        build.pages.clear();
        renderedWith = { business, rules };
      }
      return (
        (!preview && build.pages.get(url)) ||
        (await renderWith(build, url, { business, rules }, preview))
      );
    } catch (error) {
      logOnce(version, error);
      return undefined;
    }
  }

  /** Forgets the pages kept for this deploy (their content was published anew). */
  function clear() {
    loaded?.pages.clear();
  }

  return Object.assign(render, { clear });
}

export type PublicRenderer = ReturnType<typeof createPublicRenderer>;

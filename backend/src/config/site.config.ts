import path from 'node:path';
import { REMOTES, type RemoteScope } from '@yoga/contracts';
import { httpUrl, REPO_ROOT, type Env } from './env.js';

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
  };
}

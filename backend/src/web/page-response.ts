import type { Request, Response } from 'express';
import type { PageCacheConfig } from '../config/site.config.js';
import type { RenderedPage } from './public-renderer.js';

/** How a server-rendered public page is answered: its caching, validators, encoding and inline scripts. */

interface PageAnswer {
  /** Drawn with the draft content. */
  preview: boolean;
  /** The `?preview=` asked for ('' for none), allowed or not. */
  asked: string;
  /** The Cache-Control of a page every visitor may share (sharedCacheControl). */
  sharedCacheControl: string;
}

/** The Cache-Control of a shared public page: a CDN keeps it briefly (PAGE_CDN_MAX_AGE_S), else revalidated. */
export function sharedCacheControl(
  pages: Pick<PageCacheConfig, 'cdnMaxAgeS' | 'cdnStaleS'>,
): string {
  return pages.cdnMaxAgeS
    ? `public, max-age=0, s-maxage=${pages.cdnMaxAgeS}` +
        (pages.cdnStaleS ? `, stale-while-revalidate=${pages.cdnStaleS}` : '')
    : 'public, no-cache';
}

/** Answers a rendered page with its headers: shared (ETag, 304, CDN) unless personal. */
export function sendPage(
  req: Request,
  res: Response,
  page: RenderedPage,
  { preview, asked, sharedCacheControl }: PageAnswer,
) {
  // Never a shared copy for someone signed in (a session travels in Authorization) or previewing
  // (any `?preview=`, even a stale one): nothing keeps it on the way.
  const personal = preview || !!asked || !!req.headers.authorization;
  const shared = page.shared && !personal;
  res.setHeader(
    'Cache-Control',
    personal ? 'private, no-store' : shared ? sharedCacheControl : 'no-cache',
  );
  // A preview (or a stale preview address) is never indexed, nor its address sent elsewhere.
  if (asked) {
    res.setHeader('X-Robots-Tag', 'noindex, nofollow');
    res.setHeader('Referrer-Policy', 'no-referrer');
  }
  // A CDN keeps one copy per encoding and per Save-Data (the low-data document, issue 37), and none for
  // a request that carries a session.
  res.setHeader(
    'Vary',
    shared ? 'Accept-Encoding, Authorization, Save-Data' : 'Accept-Encoding, Save-Data',
  );
  // No opener policy on public pages: any value makes Chrome put the page in a new browsing context
  // group once the response arrives, so the renderer prepared for it is dropped and the page commits
  // in a cold one (Lighthouse mobile, same HTML: TBT median ~530 -> ~220 ms). These pages hold no
  // account data; the signed-in areas keep the policy.
  res.removeHeader('Cross-Origin-Opener-Policy');
  allowInlineScripts(res, page.scriptHashes);
  res.status(page.status).setHeader('Content-Type', 'text/html; charset=utf-8');
  if (preview) {
    res.send(page.html.replace(/<head([^>]*)>/, '<head$1><meta name="robots" content="noindex">'));
    return;
  }
  // Kept pages were gzipped once; the compression middleware leaves them as they are.
  const gzip = !!page.gzip && req.acceptsEncodings('gzip', 'identity') === 'gzip';
  if (shared && page.etag) {
    // One strong validator per representation (the gzipped bytes are another).
    const etag = gzip ? page.etag.replace(/"$/, '-gz"') : page.etag;
    res.setHeader('ETag', etag);
    if (page.status === 200 && matchesEtag(req.headers['if-none-match'], page.etag)) {
      res.removeHeader('Content-Type');
      res.status(304).end();
      return;
    }
  }
  if (gzip) {
    res.setHeader('Content-Encoding', 'gzip');
    res.send(page.gzip);
  } else {
    res.send(page.body ?? page.html);
  }
}

/**
 * Whether an If-None-Match header names the page's validator (or its gzipped representation's): weak
 * comparison, as RFC 9110 asks for If-None-Match.
 */
function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  const gz = etag.replace(/"$/, '-gz"');
  return header
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === etag || tag === gz);
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

/** The browser's `Save-Data: on` (Chrome's data saver, a phone's "data saver" mode): issue 37's low data. */
export function saveData(req: Request): boolean {
  const value = req.headers['save-data'];
  return typeof value === 'string' && value.trim().toLowerCase() === 'on';
}

import { gzipSync } from 'node:zlib';
import type { Browser } from './browser';
import { signInAs } from './browser';

/**
 * Issue 38: the gzipped JavaScript (gzip level 6 of every script, KB) a panel page loads on a cold
 * visit after sign-in, counted as `npm run bench:web` counts it: every script the page asks for until its
 * heading shows and the network is idle. A context of its own per page, so nothing comes from the cache.
 */
export async function panelPageJavascriptKb(
  browser: Browser,
  baseUrl: string,
  account: { email: string; password: string },
  path: string,
): Promise<{ kb: number; files: string[] }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await signInAs(context, baseUrl, account.email, account.password);
  const page = await context.newPage();
  const scripts = new Set<string>();
  page.on('request', (req) => {
    if (req.resourceType() === 'script') scripts.add(req.url());
  });
  await page.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle' });
  // The page has loaded when its heading shows: on a busy machine the network can be idle for a moment
  // while a screen's chunks are still to be asked for.
  await page.locator('[data-remote] main h1').first().waitFor({ timeout: 60_000 });
  await page.waitForLoadState('networkidle');
  let bytes = 0;
  for (const src of scripts)
    bytes += gzipSync(Buffer.from(await (await fetch(src)).arrayBuffer()), { level: 6 }).length;
  await context.close();
  return {
    kb: Math.round(bytes / 102.4) / 10,
    files: [...scripts].map((src) => new URL(src).pathname),
  };
}

import { gzipSync } from 'node:zlib';
import { webHarnessForFile, type Page } from '@yoga/testing';
import { newPage } from './public-helpers';

const s = webHarnessForFile();
// Every public page on `/`'s budget (issue 28), the certificate check too (issue 38): home, prices, sign-in
// and registration in both languages (107.1–108.8 KB on 29 Nov 2026, `npm run bench:web`), and the
// certificate check.
const BUDGET_KB = 110;

/** Gzipped JavaScript a page loads (as scripts/bench-web.mjs counts it), in KB. */
async function javascriptKb(page: Page, url: string): Promise<number> {
  const scripts = new Set<string>();
  const onRequest = (req: { resourceType(): string; url(): string }) => {
    if (req.resourceType() === 'script') scripts.add(req.url());
  };
  page.on('request', onRequest);
  // As a visitor opens it, as `npm run bench:web` does: not `openPage`, which also touches home's lower
  // sections so that they load (they are a chunk loaded when the visitor nears them).
  await page.goto(`${s.server.url}${url}`);
  await page.waitForFunction(() =>
    [...document.querySelectorAll('footer')].some((el) =>
      Object.keys(el).some((key) => key.startsWith('__reactFiber$')),
    ),
  );
  // The page asks for its code after its first paint, one part after the other (page-client.tsx): counted
  // once no script has been asked for during 2 s (the network alone can be idle between two parts).
  for (let count = -1; count !== scripts.size;) {
    count = scripts.size;
    await page.waitForTimeout(2_000);
    await page.waitForLoadState('networkidle');
  }
  page.off('request', onRequest);
  let bytes = 0;
  for (const src of scripts)
    bytes += gzipSync(Buffer.from(await (await fetch(src)).arrayBuffer()), { level: 6 }).length;
  return bytes / 1024;
}

describe('the JavaScript of the certificate check', () => {
  it.each(['/verify/ZZZZZZZZZZ', '/hi/verify/ZZZZZZZZZZ'])(
    `%s loads at most ${BUDGET_KB} KB (gzip)`,
    async (path) => {
      const { context, page } = await newPage(s.browser, { viewport: { width: 390, height: 844 } });
      const kb = await javascriptKb(page, path);
      await context.close();
      expect(Math.round(kb * 10) / 10).toBeLessThanOrEqual(BUDGET_KB);
    },
  );
});

describe('the JavaScript of home, prices, sign-in and registration', () => {
  it.each([
    '/',
    '/hi',
    '/price',
    '/hi/price',
    '/auth/login',
    '/hi/auth/login',
    '/auth/register',
    '/hi/auth/register',
  ])(`%s loads at most ${BUDGET_KB} KB (gzip)`, async (path) => {
    const { context, page } = await newPage(s.browser, { viewport: { width: 390, height: 844 } });
    const kb = await javascriptKb(page, path);
    await context.close();
    expect(kb).toBeGreaterThan(60);
    expect(Math.round(kb * 10) / 10).toBeLessThanOrEqual(BUDGET_KB);
  });
});

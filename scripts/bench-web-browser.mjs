// What bench-web.mjs measures in Chromium: Lighthouse's runs, the JavaScript a page downloads, and the
// panels' loads on a throttled phone (first visit and next visits).
import { createRequire } from 'node:module';
import { gzipSync } from 'node:zlib';
import { importBenchTool } from './bench-tools.mjs';

const require = createRequire(import.meta.url);
export const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
// The browser tests' Chromium flags (one list, owned by libs/testing).
export const CHROME_ARGS = require('../libs/testing/src/chrome-args.json');
export const USER_REPLAYS = '/user/replays';

export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * One Chromium for every Lighthouse run, driven through Lighthouse's Node API on its debugging port (each
 * run still opens the page from a blank tab with storage and cache cleared). A Chromium launched for each
 * run would still be starting up (its own processes and services) while the page loads, and on a 2-core
 * machine that start-up lands in the page's tasks, which Lighthouse multiplies by 4. A first run that is
 * not counted warms Chromium up.
 */
export async function launchLighthouseChrome() {
  const chromeLauncher = await importBenchTool('chrome-launcher');
  const { default: lighthouseRun } = await importBenchTool('lighthouse');
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME,
    chromeFlags: ['--headless=new', ...CHROME_ARGS],
  });
  /** One Lighthouse run; Chromium sometimes loses the trace (NO_NAVSTART), so a failed run is tried again. */
  const run = async (url, attempts = 3) => {
    try {
      return await lighthouseOnce(lighthouseRun, chrome.port, url);
    } catch (error) {
      if (attempts <= 1) throw error;
      console.warn(`retrying ${url}: ${String(error).split('\n')[0]}`);
      return run(url, attempts - 1);
    }
  };
  return { run, close: () => chrome.kill() };
}

async function lighthouseOnce(lighthouseRun, port, url) {
  const result = await lighthouseRun(url, { port, output: 'json', logLevel: 'error' });
  const report = result?.lhr;
  if (!report) throw new Error(`lighthouse gave no report for ${url}`);
  if (report.runtimeError)
    throw new Error(
      `lighthouse failed for ${url}: ${report.runtimeError.code} ${report.runtimeError.message}`,
    );
  const score = (id) => Math.round((report.categories[id]?.score ?? 0) * 100);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: report.audits['largest-contentful-paint'].numericValue,
    tbtMs: report.audits['total-blocking-time'].numericValue,
    cls: report.audits['cumulative-layout-shift'].numericValue,
    benchmarkIndex: report.environment?.benchmarkIndex,
    // Lighthouse's simulated long tasks (4x CPU), attributed to a script or to the document.
    longTasks: (report.audits['long-tasks']?.details?.items ?? []).map((t) => ({
      ms: Math.round(t.duration),
      what:
        t.url === 'Unattributable'
          ? 'browser'
          : t.url === url
            ? 'document'
            : new URL(t.url).pathname.split('/').pop(),
    })),
  };
}

export /** Gzipped bytes of every script the page loads (as the server compresses them), and where they came from. */
async function javascriptBytes(browser, baseUrl, route, session) {
  const context = await browser.newContext();
  if (session) {
    await context.addInitScript((s) => {
      localStorage.setItem('token', s.token);
      localStorage.setItem('user', JSON.stringify(s.user));
    }, session);
  }
  const page = await context.newPage();
  const scripts = new Set();
  page.on('request', (req) => req.resourceType() === 'script' && scripts.add(req.url()));
  await page.goto(baseUrl + route, { waitUntil: 'networkidle' });
  if (!session) {
    // A public page asks for its code after its first paint (page-loader.ts), then one part after the
    // other, each evaluated in a task of its own: on a busy machine the network can be idle for half a
    // second before the paint or between two parts (pages were measured at 0 and 71 KB). Counted once
    // no new script has been asked for during 2 s.
    for (let count = -1; count !== scripts.size;) {
      count = scripts.size;
      await page.waitForTimeout(2_000);
      await page.waitForLoadState('networkidle');
    }
  }
  if (session) {
    // A panel page has loaded when its heading shows: on a busy machine the network can be idle for
    // half a second while a screen's chunks are still to be asked for (the figure was then too low).
    await page
      .locator('[data-remote] main h1')
      .first()
      .waitFor({ timeout: 60_000 })
      .catch(() => console.warn(`${route}: no heading in 60 s, measured as loaded so far`));
    await page.waitForLoadState('networkidle');
  }
  let total = 0;
  const areas = new Set();
  const list = [];
  for (const src of scripts) {
    const body = Buffer.from(await (await fetch(src)).arrayBuffer());
    const bytes = gzipSync(body, { level: 6 }).length;
    total += bytes;
    const pathname = new URL(src).pathname;
    list.push({ path: pathname, kb: Math.round(bytes / 102.4) / 10 });
    areas.add(pathname.startsWith('/mfe/') ? pathname.split('/')[2] : 'shell');
  }
  await context.close();
  return {
    kb: Math.round(total / 102.4) / 10,
    files: scripts.size,
    areas: [...areas].sort().join('+'),
    list: list.sort((a, b) => b.kb - a.kb),
  };
}

/**
 * A signed-in 390 px phone on the throttled profile (400 ms latency, 400 kbit/s, 4x CPU through CDP);
 * `cold`: the browser's cache off.
 */
async function slowPhone(browser, session, { cold }) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  await context.addInitScript((s) => {
    localStorage.setItem('token', s.token);
    localStorage.setItem('user', JSON.stringify(s.user));
  }, session);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  if (cold) await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 400,
    downloadThroughput: (400 * 1024) / 8,
    uploadThroughput: (400 * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  return { context, page, cdp };
}

/**
 * One cold load of a panel on a slow phone (slow 3G-like network and 4x CPU through CDP): the first
 * contentful paint, when `useful` shows (the first useful screen: the student panel's first-screen script's
 * next class or replays, ADR 0017, or the panel's own content if it comes first), when `ready` (the
 * panel's own content) appears, and the gzipped JS it downloaded.
 */
export async function throttledLoad(browser, baseUrl, route, session, ready, useful = ready) {
  const { context, page, cdp } = await slowPhone(browser, session, { cold: true });
  let bytes = 0;
  const sizes = new Map();
  cdp.on('Network.responseReceived', (e) => {
    if (e.type === 'Script') sizes.set(e.requestId, 0);
  });
  cdp.on('Network.loadingFinished', (e) => {
    if (sizes.has(e.requestId)) bytes += e.encodedDataLength;
  });
  const start = Date.now();
  await page.goto(baseUrl + route, { waitUntil: 'commit', timeout: 120_000 });
  await page.waitForSelector(`${useful}, ${ready}`, { timeout: 120_000 });
  const first = Date.now() - start;
  await page.waitForSelector(ready, { timeout: 120_000 });
  const content = Date.now() - start;
  const fcp = await page.evaluate(
    () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
  );
  const kb = Math.round(bytes / 102.4) / 10;
  const plays = route === USER_REPLAYS ? await playLowData(page) : NaN;
  await context.close();
  return { fcp, first, content, kb, plays };
}

/**
 * Her next visits on the same slow phone: the same throttled profile with the browser's cache and the
 * service worker as her first visit left them (the first load primes them, unmeasured); the median of three
 * loads until `ready` shows.
 */
export async function warmLoads(browser, baseUrl, route, session, ready) {
  const { context, page } = await slowPhone(browser, session, { cold: false });
  await page.goto(baseUrl + route, { waitUntil: 'load', timeout: 180_000 });
  await page.waitForSelector(ready, { timeout: 120_000 });
  await page.waitForTimeout(3000);
  const times = [];
  for (let i = 0; i < 3; i++) {
    await page.goto('about:blank');
    const start = Date.now();
    await page.goto(baseUrl + route, { waitUntil: 'commit', timeout: 120_000 });
    await page.waitForSelector(ready, { timeout: 120_000 });
    times.push(Date.now() - start);
  }
  await context.close();
  return median(times);
}

/**
 * On the replays page (still throttled): Watch the first replay, choose "Low data" (audio only) and press
 * play, as she would; the milliseconds from Watch until the sound is playing (its clock moving).
 */
async function playLowData(page) {
  const start = Date.now();
  await page.locator('[data-testid="replay"] button').first().click();
  await page.locator('[role="radiogroup"] input[type="radio"]').last().check({ timeout: 120_000 });
  const audio = page.locator('main audio');
  await audio.waitFor({ state: 'attached', timeout: 120_000 });
  await audio.evaluate(async (el) => {
    el.muted = true;
    await el.play().catch(() => undefined);
    for (let i = 0; i < 1200 && !(el.currentTime > 0); i++)
      await new Promise((r) => setTimeout(r, 100));
  });
  const playing = await audio.evaluate((el) => el.currentTime > 0);
  return playing ? Date.now() - start : NaN;
}

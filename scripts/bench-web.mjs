#!/usr/bin/env node
// `npm run bench:web`: production build, one server, then per page: Lighthouse (mobile defaults, median of
// RUNS runs, with its benchmarkIndex), the gzipped JavaScript a visitor downloads and the gzipped HTML, and
// the server's time to first byte for a rendered page under load (autocannon, BENCH_CONNECTIONS
// connections). Panels are measured after sign-in. A benchmark prints figures; it asserts nothing.
// Targets (issue 11): performance 100 on / and /price, 98 on /auth/login; LCP <= 1.5 s, TBT <= 50 ms,
// CLS 0; JS on / <= 130 KB gz, HTML of / <= 30 KB gz; TTFB p99 <= 50 ms at >= 500 pages/s. Issue 28: every
// public page, in both languages, on `/`'s budget (JS <= 110 KB gz, LCP <= 1.0 s), so Lighthouse runs on
// `/`, `/hi`, `/price`, `/hi/price`, the newest post in both languages and `/auth/login`. Issue 38: every
// admin page within 300 KB of JavaScript (gzip) and every student page within 250 KB, after sign-in: each
// page of ADMIN_ROUTES and USER_ROUTES (libs/contracts) is measured and printed against its budget
// (BENCH_PANELS_ONLY=1: only those, then stop; BENCH_PANEL_LIST=0: not those; BENCH_STRICT=1: exit 1
// when one is over). The list of JavaScript transferred prints each public page (the sign-in pages in
// both languages too) against the 110 KB budget (BENCH_PUBLIC_ONLY=1: only that list, no panel page);
// BENCH_LIGHTHOUSE=0 stops before Lighthouse. The throttled loads (issue 37): the dashboards and the
// student's replays page on a slow phone, first visit (cold) and next visits (cache and service worker).
import { spawnSync } from 'node:child_process';
import { gzipSync } from 'node:zlib';
import { requireBenchTool } from './bench-tools.mjs';
import {
  CHROME,
  CHROME_ARGS,
  javascriptBytes,
  launchLighthouseChrome,
  median,
  throttledLoad,
  USER_REPLAYS,
  warmLoads,
} from './bench-web-browser.mjs';
import { ADMIN, seedReplay, startScriptlessProxy, startServer } from './bench-web-server.mjs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const { chromium } = require('playwright-core');
const autocannon = requireBenchTool('autocannon');
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const LOAD_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
// Every public page kind in both languages (issue 28: each on `/`'s budget); the post is the newest one.
const lighthousePages = (postId) => [
  '/',
  '/hi',
  '/price',
  '/hi/price',
  ...(postId ? [`/blogs/${postId}`, `/hi/blogs/${postId}`] : []),
  '/auth/login',
];
// Also measure each page without its scripts (BENCH_FLOOR=0 skips it): what the browser's own work (the
// navigation's commit, parsing, style, layout, paint) costs on this machine, with none of our JavaScript.
const FLOOR = process.env.BENCH_FLOOR !== '0';
/** Issue 28: the JavaScript (gzip) a public page may load, in either language. */
const PUBLIC_BUDGET_KB = 110;
/** Issue 38: the JavaScript (gzip) a signed-in page may load, by panel. */
const PANEL_BUDGET_KB = { admin: 300, user: 250 };
/** Aliases and actions rather than pages of their own. */
const NOT_PAGES = new Set(['root', 'logout', 'referral']);

/** Every page of the admin and student panels, from the routes of libs/contracts (built by the build). */
async function panelPages() {
  let routes;
  try {
    routes = await import('../libs/contracts/dist/site/routes.js');
  } catch {
    throw new Error('libs/contracts/dist is missing: run `npx nx run contracts:build` first');
  }
  const pick = (table) =>
    Object.entries(table)
      .filter(([key]) => !NOT_PAGES.has(key))
      .map(([, route]) => route);
  return { admin: pick(routes.ADMIN_ROUTES), user: pick(routes.USER_ROUTES) };
}

/** A new student (signed up through the API) and the administrator, signed in: their sessions. */
async function signIn(server) {
  const login = async (email, password) =>
    (
      await fetch(`${server.url}/api/auth/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email, password }),
      })
    ).json();
  const student = {
    name: 'Bench Student',
    email: `bench-${Date.now()}@example.in`,
    number: '9876543210',
    password: 'bench-student-pass',
  };
  await fetch(`${server.url}/api/auth/register`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(student),
  });
  return {
    studentSession: await login(student.email, student.password),
    adminSession: await login(ADMIN.email, ADMIN.password),
  };
}

/**
 * Every panel page after sign-in, against its panel's budget (issue 38); BENCH_STRICT=1: exit code 1 when
 * one is over.
 */
async function panelBudgets(browser, server, { studentSession, adminSession }, publicOnly) {
  // BENCH_PANEL_LIST=0: not every panel page's JavaScript (the dashboards' and the throttled loads still run).
  const panels =
    publicOnly || process.env.BENCH_PANEL_LIST === '0'
      ? { admin: [], user: [] }
      : await panelPages();
  const over = [];
  for (const [panel, session] of publicOnly
    ? []
    : [
        ['admin', adminSession],
        ['user', studentSession],
      ]) {
    const budget = PANEL_BUDGET_KB[panel];
    console.log(
      `\n${panel === 'admin' ? 'Admin' : 'Student'} pages after sign-in: JavaScript (gzip), budget ${budget} KB`,
    );
    for (const route of panels[panel]) {
      const js = await javascriptBytes(browser, server.url, route, session);
      const ok = js.kb <= budget;
      if (!ok) over.push(`${route} ${js.kb} KB > ${budget} KB`);
      console.log(
        `${route.padEnd(26)} ${String(js.kb).padStart(7)} KB in ${String(js.files).padStart(2)} files  ${ok ? 'ok' : 'OVER BUDGET'}`,
      );
      if (process.env.BENCH_FILES === '1')
        for (const f of js.list) console.log(`    ${String(f.kb).padStart(7)} KB ${f.path}`);
    }
  }
  if (!publicOnly)
    console.log(
      over.length
        ? `\nOver budget:\n  ${over.join('\n  ')}`
        : '\nEvery panel page is within its budget.',
    );
  if (process.env.BENCH_STRICT === '1' && over.length) process.exitCode = 1;
}

/** The JavaScript each public page (and each panel's dashboard) transfers, the public ones against 110 KB. */
async function publicJavascript(
  browser,
  server,
  { studentSession, adminSession },
  publicOnly,
  postId,
) {
  console.log(`\nJavaScript transferred (gzip), ${new Date().toISOString()}`);
  const pages = [
    ['/', null],
    ['/hi', null],
    ['/price', null],
    ['/hi/price', null],
    ...(postId
      ? [
          [`/blogs/${postId}`, null],
          [`/hi/blogs/${postId}`, null],
        ]
      : []),
    ['/auth/login', null],
    ['/auth/register', null],
    ['/hi/auth/login', null],
    ['/hi/auth/register', null],
    ...(publicOnly
      ? []
      : [
          ['/user/dashboard', studentSession],
          ['/admin/admin-dashboard', adminSession],
        ]),
  ];
  for (const [route, session] of pages) {
    const js = await javascriptBytes(browser, server.url, route, session);
    // A public page (no session) on `/`'s budget (issue 28); the panels' pages are judged above.
    const verdict = session ? '' : js.kb <= PUBLIC_BUDGET_KB ? '  ok' : '  OVER BUDGET';
    console.log(
      `${route.padEnd(24)} ${String(js.kb).padStart(7)} KB in ${js.files} files from ${js.areas}${verdict}`,
    );
    // BENCH_FILES=1: every file and its gzipped size, largest first.
    if (process.env.BENCH_FILES === '1')
      for (const f of js.list) console.log(`    ${String(f.kb).padStart(7)} KB ${f.path}`);
  }
}

/** The panels' first screens on a slow phone (issue 37), cold and on her next visits. */
async function throttledPanels(browser, server, { studentSession, adminSession }, publicOnly) {
  // The panels' first screen on a slow phone, cold cache: slow-3G-like network (400 ms latency,
  // 400 kbit/s down) and 4x CPU throttling, through the DevTools protocol. First contentful paint (the
  // shell's HTML skeleton) and the time the dashboard shows its content.
  if (!publicOnly) {
    console.log('\nPanels on a throttled profile (slow 3G-like, 4x CPU, cold cache; median of 3)');
    console.log(
      'page                        FCP ms   first useful ms   content ms   JS KB gz   next visit ms   low data plays ms',
    );
    await seedReplay(server.url, adminSession.token, studentSession.token);
  }
  // The dashboard shows its heading and cards; the replays page its first replay (issue 37: both within
  // 5 s), then the time from Watch, Low data and play until the sound plays. "First useful": the
  // student panel's first screen (ADR 0017: her next class with Join or the first-class card; the
  // replays listed) or the panel's content, whichever shows first; "content": the panel's own.
  for (const [route, session, ready, useful] of [
    [
      '/user/dashboard',
      studentSession,
      '[data-remote] main h1',
      '[data-first-screen="dashboard"] section',
    ],
    [
      USER_REPLAYS,
      studentSession,
      '[data-testid="replay"]',
      '[data-first-screen="replays"] [data-testid="first-screen-replay"]',
    ],
    ['/admin/admin-dashboard', adminSession, '[data-remote] main h1'],
  ].filter(() => !publicOnly)) {
    const runs = [];
    for (let i = 0; i < 3; i++)
      runs.push(await throttledLoad(browser, server.url, route, session, ready, useful));
    const m = (key) => median(runs.map((r) => r[key]));
    const warm = await warmLoads(browser, server.url, route, session, ready);
    console.log(
      `${route.padEnd(26)} ${String(Math.round(m('fcp'))).padStart(7)}   ${(useful ? String(Math.round(m('first'))) : '-').padStart(15)}   ${String(Math.round(m('content'))).padStart(10)}   ${String(m('kb')).padStart(8)}${String(warm).padStart(16)}${route === USER_REPLAYS ? String(Math.round(m('plays'))).padStart(20) : ''}`,
    );
  }
}

/** Each Lighthouse page's HTML as served, then the server-rendered pages under load (autocannon). */
async function htmlAndLoad(server, pages) {
  console.log(`\nHTML (gzip, as served)`);
  for (const route of pages) {
    const res = await fetch(server.url + route);
    const body = Buffer.from(await res.arrayBuffer());
    console.log(
      `${route.padEnd(24)} ${String(Math.round(gzipSync(body, { level: 6 }).length / 102.4) / 10).padStart(7)} KB (${Math.round(body.length / 1024)} KB raw, status ${res.status})`,
    );
  }

  console.log(
    `\nServer-rendered pages under load (autocannon, ${CONNECTIONS} connections, ${LOAD_SECONDS} s each, gzip)`,
  );
  console.log('page           pages/s   TTFB p50 ms   p99 ms   errors');
  for (const route of pages) {
    const result = await autocannon({
      url: server.url + route,
      connections: CONNECTIONS,
      duration: LOAD_SECONDS,
      headers: { 'accept-encoding': 'gzip' },
    });
    console.log(
      `${route.padEnd(14)} ${String(Math.round(result.requests.average)).padStart(7)}   ${String(result.latency.p50).padStart(11)}   ${String(result.latency.p99).padStart(6)}   ${result.errors + result.non2xx}`,
    );
  }
}

/**
 * Lighthouse on each page (median of RUNS runs), each run's blocking time, the same pages without their
 * scripts (BENCH_FLOOR=0: not), and the median run's longest tasks.
 */
async function lighthouseAll(server, pages) {
  console.log(
    `\nLighthouse (mobile defaults, median of ${RUNS} runs, one Chromium warmed up by a run not counted)`,
  );
  const lighthouse = await launchLighthouseChrome();
  const blocking = [];
  try {
    await lighthouse.run(server.url + pages[0]);
    console.log('page           perf  a11y  best  seo    LCP ms   TBT ms   CLS     benchmarkIndex');
    for (const route of pages) {
      const runs = [];
      for (let i = 0; i < RUNS; i++) runs.push(await lighthouse.run(server.url + route));
      const m = (key) => median(runs.map((r) => r[key]));
      console.log(
        `${route.padEnd(14)} ${String(m('performance')).padStart(4)}  ${String(m('accessibility')).padStart(4)}  ${String(m('bestPractices')).padStart(4)}  ${String(m('seo')).padStart(4)}  ${String(Math.round(m('lcpMs'))).padStart(7)}  ${String(Math.round(m('tbtMs'))).padStart(7)}   ${m('cls').toFixed(3)}   ${runs.map((r) => r.benchmarkIndex).join(', ')}`,
      );
      blocking.push([route, runs.find((r) => r.tbtMs === m('tbtMs')) ?? runs[0], runs]);
    }
    // Runs differ a lot on a small shared machine: every run's figure, not only the median.
    for (const [route, , runs] of blocking)
      console.log(
        `${route.padEnd(14)} TBT of each run: ${runs.map((r) => Math.round(r.tbtMs)).join(', ')} ms`,
      );
    if (FLOOR) {
      // The same pages with no script: the part of the blocking time that is the browser's alone.
      const proxy = await startScriptlessProxy(server.url);
      try {
        console.log(`\nThe same pages without their scripts (median of ${RUNS})`);
        console.log('page           perf    LCP ms   TBT ms   TBT of each run');
        for (const route of pages) {
          const runs = [];
          for (let i = 0; i < RUNS; i++) runs.push(await lighthouse.run(proxy.url + route));
          const m = (key) => median(runs.map((r) => r[key]));
          console.log(
            `${route.padEnd(14)} ${String(m('performance')).padStart(4)}  ${String(Math.round(m('lcpMs'))).padStart(7)}  ${String(Math.round(m('tbtMs'))).padStart(7)}   ${runs.map((r) => Math.round(r.tbtMs)).join(', ')}`,
          );
        }
      } finally {
        proxy.stop();
      }
    }
  } finally {
    lighthouse.close();
  }
  // Where the median run's blocking time went: its longest tasks and who ran them ("browser": work
  // Chrome does not attribute to a file, such as committing the navigation; "document": the page's HTML,
  // style and layout).
  console.log('\nLongest tasks of the median run (simulated ms, from whom)');
  for (const [route, run] of blocking) {
    const top = [...run.longTasks].sort((a, b) => b.ms - a.ms).slice(0, 8);
    console.log(`${route.padEnd(14)} ${top.map((t) => `${t.ms} ${t.what}`).join(', ')}`);
  }
}

async function main() {
  // BENCH_BUILD=0 measures the builds already in dist/ (e.g. after `npx nx run-many -t build -p shell`).
  if (process.env.BENCH_BUILD === '0') return measure();
  const build = spawnSync('npx', ['nx', 'run-many', '-t', 'build', '--output-style=static'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NX_NO_CLOUD: 'true', NX_DAEMON: 'false' },
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
  return measure();
}

async function measure() {
  const server = await startServer();
  try {
    const browser = await chromium.launch({ executablePath: CHROME, args: CHROME_ARGS });
    const sessions = await signIn(server);
    const posts = await (await fetch(`${server.url}/api/blogs/all`)).json().catch(() => []);
    const postId = (Array.isArray(posts) ? posts : (posts?.data ?? []))[0]?.id;
    const LIGHTHOUSE_PAGES = lighthousePages(postId);
    // BENCH_PUBLIC_ONLY=1: skip the panels' pages (the public pages' list and what follows only).
    const publicOnly = process.env.BENCH_PUBLIC_ONLY === '1';
    await panelBudgets(browser, server, sessions, publicOnly);
    if (process.env.BENCH_PANELS_ONLY === '1') {
      await browser.close();
      return;
    }
    await publicJavascript(browser, server, sessions, publicOnly, postId);
    await throttledPanels(browser, server, sessions, publicOnly);
    await browser.close();
    if (process.env.BENCH_LIGHTHOUSE === '0') return;
    await htmlAndLoad(server, LIGHTHOUSE_PAGES);
    await lighthouseAll(server, LIGHTHOUSE_PAGES);
  } finally {
    server.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

import { ADMIN_ROUTES } from '@yoga/contracts';
import { panelPageJavascriptKb, TEST_ADMIN, webHarnessForFile } from '@yoga/testing';

const s = webHarnessForFile();

/** Issue 38: every admin page within 300 KB of JavaScript (gzip), as `npm run bench:web` counts it. */
const BUDGET_KB = 300;

/**
 * The pages not yet within the budget (issue 38 is open for them), each held to its figure of 29 Nov 2026,
 * 19:33 UTC (measured as `npm run bench:web` measures it, docs/performance.md "Fourth cuts") plus 5 KB, so
 * none grows while it is brought down. A page brought within the budget leaves this list.
 */
const NOT_YET_WITHIN_KB: Partial<Record<string, number>> = {
  '/admin/manage-user': 375, // 369.3
  '/admin/create-blog': 341, // 335.2
  '/admin/manage-classes': 403, // 397.7
  '/admin/timetable': 389, // 383.8
  '/admin/payments': 349, // 343.2
  '/admin/bookings': 333, // 327.7
  '/admin/demo-requests': 355, // 349.5
  '/admin/profile': 334, // 329.0
  '/admin/messages': 334, // 328.4
  '/admin/message-wording': 345, // 339.7
  '/admin/settings': 337, // 331.7
  '/admin/audit': 336, // 330.2
  '/admin/site-content': 379, // 373.3
  '/admin/console': 361, // 355.7
};

/** Every page of the admin panel (as the benchmark lists them: aliases and actions are not pages). */
const PAGES = Object.entries(ADMIN_ROUTES)
  .filter(([key]) => !['root', 'logout'].includes(key))
  .map(([, path]) => path);

describe('the JavaScript of every admin page', () => {
  it('lists only real pages as not yet within the budget, each above it', () => {
    for (const [path, kb] of Object.entries(NOT_YET_WITHIN_KB)) {
      expect(PAGES).toContain(path);
      expect(kb).toBeGreaterThan(BUDGET_KB);
    }
  });

  it.each(PAGES)('%s loads at most its budget (gzip)', async (path) => {
    const { kb, files } = await panelPageJavascriptKb(s.browser, s.server.url, TEST_ADMIN, path);
    expect(files.some((f) => f.startsWith('/mfe/admin/'))).toBe(true);
    expect(kb).toBeGreaterThan(150);
    expect(kb).toBeLessThanOrEqual(NOT_YET_WITHIN_KB[path] ?? BUDGET_KB);
  });
});

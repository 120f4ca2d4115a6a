import { ADMIN_ROUTES } from '@yoga/contracts';
import { panelPageJavascriptKb, TEST_ADMIN, webHarnessForFile } from '@yoga/testing';

const s = webHarnessForFile();

/** Issue 38: every admin page within 300 KB of JavaScript (gzip), as `npm run bench:web` counts it. */
const BUDGET_KB = 300;

/**
 * The pages not yet within the budget (issue 38 is open for them), each held to its figure of 29 Nov 2026
 * (`npm run bench:web`, docs/performance.md) plus 5 KB, so none grows while it is brought down. A page
 * brought within the budget leaves this list.
 */
const NOT_YET_WITHIN_KB: Partial<Record<string, number>> = {
  '/admin/manage-user': 387, // 381.6
  '/admin/create-blog': 367, // 361.4
  '/admin/manage-classes': 413, // 407.2
  '/admin/timetable': 413, // 407.6
  '/admin/payments': 364, // 359.0
  '/admin/bookings': 340, // 335.0
  '/admin/demo-requests': 362, // 356.1
  '/admin/profile': 346, // 341.0
  '/admin/messages': 345, // 339.2
  '/admin/message-wording': 363, // 357.4
  '/admin/coupons': 396, // 390.6
  '/admin/challenges': 371, // 365.5
  '/admin/settings': 352, // 346.5
  '/admin/audit': 343, // 337.3
  '/admin/site-content': 391, // 386.0
  '/admin/console': 377, // 371.3
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

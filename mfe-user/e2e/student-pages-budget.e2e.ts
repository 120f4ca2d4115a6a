import { USER_ROUTES } from '@yoga/contracts';
import { panelPageJavascriptKb, registerUser, webHarnessForFile } from '@yoga/testing';

const s = webHarnessForFile();

/** Issue 38: every student page within 250 KB of JavaScript (gzip), as `npm run bench:web` counts it. */
const BUDGET_KB = 250;

/**
 * The pages not yet within the budget (issue 38 is open for them), each held to its latest figure (measured
 * as `npm run bench:web` measures it, docs/performance.md) plus 5 KB, so none grows while it is brought
 * down. A page brought within the budget leaves this list: since 30 Nov 2026, 05:50 UTC ("Seventh cuts")
 * every student page is within it.
 */
const NOT_YET_WITHIN_KB: Partial<Record<string, number>> = {};

/** Every page of the student panel (as the benchmark lists them: aliases and actions are not pages). */
const PAGES = Object.entries(USER_ROUTES)
  .filter(([key]) => !['root', 'logout', 'referral'].includes(key))
  .map(([, path]) => path);

let student: { email: string; password: string };
beforeAll(async () => {
  student = await registerUser(s.server.url, { name: 'Kavya Nair' });
});

describe('the JavaScript of every student page', () => {
  it('lists only real pages as not yet within the budget, each above it', () => {
    for (const [path, kb] of Object.entries(NOT_YET_WITHIN_KB)) {
      expect(PAGES).toContain(path);
      expect(kb).toBeGreaterThan(BUDGET_KB);
    }
  });

  it.each(PAGES)('%s loads at most its budget (gzip)', async (path) => {
    const { kb, files } = await panelPageJavascriptKb(s.browser, s.server.url, student, path);
    expect(files.some((f) => f.startsWith('/mfe/user/'))).toBe(true);
    expect(files.some((f) => f.startsWith('/mfe/admin/'))).toBe(false);
    expect(kb).toBeGreaterThan(150);
    expect(kb).toBeLessThanOrEqual(NOT_YET_WITHIN_KB[path] ?? BUDGET_KB);
  });
});

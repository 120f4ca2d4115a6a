import {
  api,
  linkIn,
  signInAs,
  waitForMail,
  startWebHarness,
  stopWebHarness,
  TEST_ADMIN,
  type Page,
  type WebHarness,
} from '@yoga/testing';

export interface AdminSession extends WebHarness {
  page: Page;
  /** The seeded admin's bearer token, for API set-up and checks. */
  token: string;
}

/** One server and one browser per test file, with a page signed in as the seeded admin. */
export async function startAdminSession(
  extraEnv: Record<string, string> = {},
): Promise<AdminSession> {
  const harness = await startWebHarness(extraEnv);
  const context = await harness.browser.newContext({ viewport: { width: 1280, height: 900 } });
  const { token } = await signInAs(
    context,
    harness.server.url,
    TEST_ADMIN.email,
    TEST_ADMIN.password,
  );
  const page = await context.newPage();
  return { ...harness, page, token };
}

export const stopAdminSession = stopWebHarness;

export async function loginStatus(
  baseUrl: string,
  email: string,
  password: string,
): Promise<number> {
  return (await api(baseUrl, null, 'POST', '/auth/login', { email, password })).status;
}

/** Opens an antd Select (found by its accessible name) and picks the option with this label. */
export async function pickOption(
  page: Page,
  selectName: string,
  option: string,
  scope = page.locator('body'),
) {
  const combobox = scope.getByRole('combobox', { name: selectName });
  const select = scope
    .locator('.ant-select', { has: page.getByRole('combobox', { name: selectName }) })
    .first();
  const shown = select.locator('.ant-select-content');
  // A second click on an option of a multiple choice takes it out again: one try there.
  const tries = (await select.getAttribute('class'))?.includes('ant-select-multiple') ? 1 : 3;
  const item = page.locator('.ant-select-dropdown:visible .ant-select-item-option', {
    hasText: new RegExp(`^${option.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`),
  });
  const open = page.locator('.ant-select-dropdown:visible');
  // On a loaded machine a click landing during the list's opening animation can be lost (the list stays
  // open, nothing chosen): the list is closed then and the choice made again, until the box shows it.
  for (let attempt = 1; attempt <= tries; attempt++) {
    await combobox.click();
    await item.click();
    try {
      await open.waitFor({ state: 'hidden', timeout: 5000 });
    } catch {
      // Escape only while a list is open: in a dialog, Escape with no list open closes the dialog.
      if (await open.count()) await page.keyboard.press('Escape');
      await open.waitFor({ state: 'hidden' });
    }
    // The box shows the choice (one that draws its value otherwise is tried three times, then left).
    if ((await shown.first().innerText()).trim() === option) return;
  }
}

/** The number shown in one of the dashboard's stat circles. */
export async function statValue(
  page: Page,
  key: 'counselors' | 'students' | 'sessions' | 'complaints',
): Promise<number> {
  const circle = page.getByTestId(`stat-${key}`).locator('[aria-hidden="true"]');
  await circle.waitFor();
  return Number(await circle.textContent());
}

/** A small valid PNG (1×1, orange) made in memory. */
export function tinyPng(): Buffer {
  return Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8v5ThPwAG/QKBo1zLJgAAAABJRU5ErkJggg==',
    'base64',
  );
}

/** Re-reads `read` until `done` accepts its value (or the time is up) and returns the last value read. */
export async function poll<T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
  timeoutMs = 10_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let value = await read();
  while (!done(value) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    value = await read();
  }
  return value;
}

/** An instructor account made by the admin, its own password set from the emailed link. */
export async function newInstructor(
  s: AdminSession,
  who: { name: string; email: string; phone: string },
): Promise<{ id: number; email: string; password: string }> {
  const url = s.server.url;
  const created = await api<{ id: number }>(url, s.token, 'POST', '/manageusers', {
    ...who,
    role: 'Instructor',
    status: 'Active',
  });
  if (created.status !== 201) throw new Error(`instructor not created: ${created.status}`);
  const token = linkIn(await waitForMail(s.server, who.email)).split('#token=')[1];
  const password = `${who.email.split('@')[0]}-own-password-1`;
  const reset = await api(url, null, 'POST', '/auth/reset', { token, password });
  if (reset.status !== 200) throw new Error(`password not set: ${reset.status}`);
  return { id: created.body.id, email: who.email, password };
}

interface OpenedTab {
  opener: unknown;
  location: { href: string };
  close(): void;
}

/**
 * Signs in in a browser context of its own. window.open answers a stand-in tab, recorded in
 * `window.opened`: where each tab was sent (its address at opening, or the one set afterwards).
 */
export async function signedInPage(
  s: AdminSession,
  email: string,
  password: string,
): Promise<Page> {
  const context = await s.browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.addInitScript(() => {
    const opened: OpenedTab[] = [];
    (window as unknown as { opened: OpenedTab[] }).opened = opened;
    window.open = (url?: string | URL) => {
      const tab: OpenedTab = { opener: window, location: { href: String(url ?? '') }, close() {} };
      opened.push(tab);
      return tab as unknown as WindowProxy;
    };
  });
  await signInAs(context, s.server.url, email, password);
  return context.newPage();
}

/** Where the tabs the page opened were sent (see `signedInPage`). */
export function openedIn(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    (window as unknown as { opened: OpenedTab[] }).opened.map((tab) => tab.location.href),
  );
}

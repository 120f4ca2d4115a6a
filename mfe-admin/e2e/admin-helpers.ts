import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  launchBrowser,
  REPO_ROOT,
  signInAs,
  startServer,
  TEST_ADMIN,
  type Browser,
  type Page,
  type RunningServer,
} from '@yoga/testing';

export interface AdminSession {
  server: RunningServer;
  browser: Browser;
  page: Page;
  /** The seeded admin's bearer token, for API set-up and checks. */
  token: string;
  webRoot: string;
}

const WEB_APPS = ['shell', 'mfe-public', 'mfe-user', 'mfe-admin'] as const;

/** A private copy of the production builds: a rebuild running meanwhile (which empties dist/) cannot break the test. */
function copyBuilds(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'yoga-admin-web-'));
  for (const app of WEB_APPS)
    cpSync(path.join(REPO_ROOT, app, 'dist'), path.join(dir, app, 'dist'), { recursive: true });
  return dir;
}

/** One server and one browser per test file, with a page signed in as the seeded admin. */
export async function startAdminSession(): Promise<AdminSession> {
  const webRoot = copyBuilds();
  const server = await startServer({ WEB_ROOT: webRoot });
  const browser = await launchBrowser();
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const { token } = await signInAs(context, server.url, TEST_ADMIN.email, TEST_ADMIN.password);
  const page = await context.newPage();
  return { server, browser, page, token, webRoot };
}

export async function stopAdminSession(session: Partial<AdminSession> | undefined) {
  await session?.browser?.close();
  await session?.server?.stop();
  if (session?.webRoot) rmSync(session.webRoot, { recursive: true, force: true });
}

/** Calls the API as `token`; returns the status and the parsed JSON body. */
export async function api<T = unknown>(
  baseUrl: string,
  token: string | null,
  method: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; body: T; headers: Headers }> {
  const res = await fetch(`${baseUrl}/api${path}`, {
    method,
    headers: {
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...(body !== undefined ? { 'Content-Type': 'application/json' } : {}),
    },
    body: body !== undefined ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : null) as T, headers: res.headers };
}

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
  await scope.getByRole('combobox', { name: selectName }).click();
  await page
    .locator('.ant-select-dropdown:visible .ant-select-item-option', {
      hasText: new RegExp(`^${option.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`),
    })
    .click();
  await page.locator('.ant-select-dropdown:visible').waitFor({ state: 'hidden' });
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

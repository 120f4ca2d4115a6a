import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  launchBrowser,
  REPO_ROOT,
  registerUser,
  signInAs,
  startServer,
  TEST_ADMIN,
  type Browser,
  type BrowserContext,
  type Page,
  type RunningServer,
} from '@yoga/testing';

export interface Harness {
  server: RunningServer;
  browser: Browser;
  webRoot: string;
}

const WEB_APPS = ['shell', 'mfe-public', 'mfe-user', 'mfe-admin'] as const;

/** A private copy of the production builds: a rebuild running meanwhile (which empties dist/) cannot break the test. */
function copyBuilds(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'yoga-user-web-'));
  for (const app of WEB_APPS) {
    cpSync(path.join(REPO_ROOT, app, 'dist'), path.join(dir, app, 'dist'), { recursive: true });
  }
  return dir;
}

/** One server and one browser per test file (the machine has two cores). */
export async function startHarness(): Promise<Harness> {
  const webRoot = copyBuilds();
  const server = await startServer({ WEB_ROOT: webRoot });
  const browser = await launchBrowser();
  return { server, browser, webRoot };
}

export async function stopHarness(harness: Partial<Harness> | undefined) {
  await harness?.browser?.close();
  await harness?.server?.stop();
  if (harness?.webRoot) rmSync(harness.webRoot, { recursive: true, force: true });
}

/** Calls the API as `token`; returns the status and the parsed JSON body. */
export async function api<T = unknown>(
  baseUrl: string,
  token: string | null,
  method: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; body: T }> {
  const res = await fetch(`${baseUrl}/api${path}`, {
    method,
    headers: {
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...(body !== undefined ? { 'Content-Type': 'application/json' } : {}),
    },
    body: body !== undefined ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : null) as T };
}

export async function adminToken(baseUrl: string): Promise<string> {
  const { status, body } = await api<{ token: string }>(baseUrl, null, 'POST', '/auth/login', {
    email: TEST_ADMIN.email,
    password: TEST_ADMIN.password,
  });
  if (status !== 200 && status !== 201) throw new Error(`admin login failed: ${status}`);
  return body.token;
}

/** India's date `days` from now as YYYY-MM-DD (class dates are India dates). */
export function indiaDate(days: number): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Kolkata',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(Date.now() + days * 24 * 60 * 60 * 1000));
}

export interface StudentSession {
  context: BrowserContext;
  page: Page;
  student: Awaited<ReturnType<typeof registerUser>>;
  token: string;
}

/** A freshly registered student, signed in, in a new browser context of the given width. */
export async function newStudent(
  harness: Harness,
  options: { width?: number; name?: string } = {},
): Promise<StudentSession> {
  const student = await registerUser(
    harness.server.url,
    options.name ? { name: options.name } : {},
  );
  const context = await harness.browser.newContext({
    viewport: { width: options.width ?? 1280, height: 900 },
  });
  const { token } = await signInAs(context, harness.server.url, student.email, student.password);
  const page = await context.newPage();
  return { context, page, student, token };
}

/** The student panel's area in the shell. */
export const panel = (page: Page) => page.locator('[data-remote="mfe_user"]');

/** Waits until an input shows `value` (profile data arrives after the first render). */
export async function waitForValue(
  input: ReturnType<Page['locator']>,
  value: string,
  timeout = 10_000,
) {
  const handle = await input.elementHandle({ timeout });
  if (!handle) throw new Error('input not found');
  await input
    .page()
    .waitForFunction(([el, v]) => (el as HTMLInputElement).value === v, [handle, value] as const, {
      timeout,
    });
}

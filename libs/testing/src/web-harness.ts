import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { webAppDirs } from '@yoga/contracts';
import { launchBrowser, type Browser } from './browser';
import { REPO_ROOT, startServer, type RunningServer } from './server';

/** The web apps whose production builds the server serves (the shell and the REMOTES table's apps). */
export const WEB_APPS = webAppDirs() as readonly string[];

/**
 * A private copy of the production builds in a new temp folder: a rebuild running meanwhile (which
 * empties dist/) cannot swap files under a test, and a test may change its copy freely.
 */
export function copyBuilds(prefix = 'yoga-web-'): string {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  for (const app of WEB_APPS)
    cpSync(path.join(REPO_ROOT, app, 'dist'), path.join(dir, app, 'dist'), { recursive: true });
  return dir;
}

export interface WebHarness {
  server: RunningServer;
  browser: Browser;
  /** The server's WEB_ROOT: this harness's copy of the builds. */
  webRoot: string;
}

/** One server (serving a copy of the builds) and one browser per test file: the machine has two cores. */
export async function startWebHarness(extraEnv: Record<string, string> = {}): Promise<WebHarness> {
  const webRoot = copyBuilds();
  const server = await startServer({ ...extraEnv, WEB_ROOT: webRoot });
  const browser = await launchBrowser();
  return { server, browser, webRoot };
}

/** Closes what `startWebHarness` opened; safe on a harness whose start failed half-way. */
export async function stopWebHarness(harness: Partial<WebHarness> | undefined): Promise<void> {
  await harness?.browser?.close();
  await harness?.server?.stop();
  if (harness?.webRoot) rmSync(harness.webRoot, { recursive: true, force: true });
}

/**
 * The usual set-up of a test file: a harness started before its tests and stopped after them. Call it at
 * the top of the file; the returned object's fields are set once `beforeAll` has run.
 */
export function webHarnessForFile(): WebHarness {
  const harness = {} as WebHarness;
  // Past the server's own start-up limit (180 s), so that limit's message is what a slow start shows.
  beforeAll(async () => {
    Object.assign(harness, await startWebHarness());
  }, 240_000);
  afterAll(() => stopWebHarness(harness));
  return harness;
}

/** Calls the API as `token` (or anonymously); returns the status, the parsed JSON body and the headers. */
export async function api<T = unknown>(
  baseUrl: string,
  token: string | null,
  method: string,
  apiPath: string,
  body?: unknown,
): Promise<{ status: number; body: T; headers: Headers }> {
  const res = await fetch(`${baseUrl}/api${apiPath}`, {
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

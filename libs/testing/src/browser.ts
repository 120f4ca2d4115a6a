import { chromium, type Browser, type BrowserContext, type Locator, type Page } from 'playwright-core';

// Debian Chromium's flags on these machines, one list for the browser tests and `npm run bench:web`.
import chromeArgs from './chrome-args.json';

export const CHROME_ARGS: string[] = chromeArgs;

/**
 * The browser of the tests is in India (as most students are), whatever the machine's zone: pages show a
 * class's time in IST alone. A test of a member abroad gives its context a `timezoneId` (issue 37).
 */
export const BROWSER_TIME_ZONE = 'Asia/Kolkata';

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: CHROME_ARGS,
    env: { ...process.env, TZ: BROWSER_TIME_ZONE },
  });
}

/** Signs in through the API and stores the session the way the login page does. */
export async function signInAs(
  context: BrowserContext,
  baseUrl: string,
  email: string,
  password: string,
) {
  const res = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!res.ok) throw new Error(`login as ${email} failed: ${res.status} ${await res.text()}`);
  const body = (await res.json()) as { token: string; user: unknown };
  // Seeded once per context: a cookie marks it (logout clears local and session storage, not cookies), so
  // a page loaded after logging out stays signed out.
  await context.addInitScript(
    ({ token, user }) => {
      if (!document.cookie.includes('e2e-session-seeded=1')) {
        localStorage.setItem('token', token);
        localStorage.setItem('user', JSON.stringify(user));
        document.cookie = 'e2e-session-seeded=1; path=/';
      }
    },
    { token: body.token, user: body.user },
  );
  return body;
}

/** Registers a student through the API and returns their credentials. */
export async function registerUser(
  baseUrl: string,
  overrides: Partial<{
    name: string;
    email: string;
    number: string;
    password: string;
    referred_by: string;
  }> = {},
) {
  const unique = `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
  const payload = {
    name: 'Priya Sharma',
    email: `priya-${unique}@example.in`,
    number: '9876543210',
    password: 'surya-namaskar-108',
    ...overrides,
  };
  const res = await fetch(`${baseUrl}/api/auth/register`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(payload),
  });
  if (res.status !== 201) throw new Error(`register failed: ${res.status} ${await res.text()}`);
  const body = (await res.json()) as { user: { id: number; referral_code: string } };
  return { ...payload, id: body.user.id, referral_code: body.user.referral_code };
}

/**
 * Resolves once React has hydrated a server-rendered public page (its root holds React's container): the page
 * requests its code only after the first paint, so `page.goto` (the load event) can come before it.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const root = document.getElementById('root');
    return !!root && Object.keys(root).some((key) => key.startsWith('__reactContainer$'));
  });
}

export type { Browser, BrowserContext, Locator, Page };

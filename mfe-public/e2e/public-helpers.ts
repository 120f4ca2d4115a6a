import { SAMPLE_BUSINESS_DETAILS, type BusinessDetails } from '@yoga/contracts';
import type { Browser, BrowserContext, Page } from '@yoga/testing';

/** The business details the server publishes (GET /api/site-settings), or the samples the apps fall back to. */
export async function businessDetails(baseUrl: string): Promise<BusinessDetails> {
  const res = await fetch(`${baseUrl}/api/site-settings`);
  return res.ok ? ((await res.json()) as BusinessDetails) : SAMPLE_BUSINESS_DETAILS;
}

/** Opens `pathname` and waits until the public remote has rendered the page (heading and lazy sections). */
export async function openPage(page: Page, baseUrl: string, pathname: string): Promise<void> {
  await page.goto(`${baseUrl}${pathname}`);
  await page.locator('main h1').first().waitFor();
  // Auth pages show an inactive copy of the form while their store loads: wait for the real one.
  await page.waitForFunction(() => !document.querySelector('main [aria-busy="true"]'));
  // A server-rendered page is painted before its code runs and hydrates after its first paint: wait until
  // React owns the page (the footer, drawn last) and its lazily loaded parts (an auth page's form, the home
  // page's lower sections). React marks each element it has hydrated with its fiber.
  const hydrated = (selectors: string[]) =>
    page.waitForFunction(
      (list) =>
        list.every((selector) =>
          [...document.querySelectorAll(selector)].every((el) =>
            Object.keys(el).some((key) => key.startsWith('__reactFiber$')),
          ),
        ),
      selectors,
    );
  await hydrated(['footer', 'main form']);
  // The home page's lower sections are their own chunk, hydrated when the visitor nears them (scrolls close,
  // taps or tabs into them): a touch on them (no scrolling, no focus: the page stays as it was painted), so
  // every test starts with the whole page live and the window at the top. React hydrates that section after
  // the rest (the footer can be live before the section's loader listens), so the touch repeats until then.
  if (new URL(pathname, baseUrl).pathname === '/') {
    await page.waitForFunction(() => {
      document
        .getElementById('home-more')
        ?.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
      return [...document.querySelectorAll('[data-testid="faq"]')].every((el) =>
        Object.keys(el).some((key) => key.startsWith('__reactFiber$')),
      );
    });
  }
  // React marks an element while it hydrates it and commits a little later, in one of its own tasks (the
  // effects that start timers and listeners run then): let those tasks and a frame pass.
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 100))),
  );
}

export async function newPage(
  browser: Browser,
  options: Parameters<Browser['newContext']>[0] = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  return { context, page };
}

/** Waits until every finite animation (entrances, fades) has finished; infinite loops are ignored. */
export async function settleAnimations(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity,
      ),
  );
}

/** Every public route of spec section 2 with the h1 it shows. */
export const PUBLIC_PAGES: readonly { path: string; heading: string | RegExp }[] = [
  { path: '/', heading: 'Live yoga classes, every day, from your home' },
  { path: '/blogs', heading: /Blog/ },
  { path: '/livestream', heading: 'Live Events' },
  { path: '/price', heading: 'Subscription At Glance' },
  { path: '/schedule', heading: 'Class schedule' },
  { path: '/contact', heading: 'Contact Us' },
  { path: '/about', heading: 'Bringing daily yoga to every Indian home' },
  { path: '/mainslider', heading: 'A Day of Live Classes' },
  { path: '/returnrefund', heading: 'Refund and Replacement Policy' },
  { path: '/mentalhealth', heading: 'Mental Wellness' },
  { path: '/nutrition', heading: 'Nutrition' },
  { path: '/physical', heading: 'Physical Wellness' },
  { path: '/lifestyle', heading: 'Lifestyle' },
  { path: '/privacy-policy', heading: 'Privacy Policy' },
  { path: '/termsofuse', heading: 'Terms of Use' },
  { path: '/auth/register', heading: 'Create your account' },
  { path: '/auth/greet', heading: "You're Registered" },
  { path: '/auth/login', heading: 'Welcome back' },
];

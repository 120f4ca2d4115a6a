import AxeBuilder from '@axe-core/playwright';
import {
  composeMailUrl,
  MESSAGES,
  SAMPLE_BUSINESS_DETAILS,
  SAMPLE_DETAILS_TEXT,
  telHref,
  formatPriceMinor,
  planName,
  type Plan,
} from '@yoga/contracts';
import { registerUser, signInAs, TEST_ADMIN, webHarnessForFile } from '@yoga/testing';
import {
  businessDetails,
  newPage,
  openPage,
  PUBLIC_PAGES,
  settleAnimations,
} from './public-helpers';

const s = webHarnessForFile();

afterEach(() => {
  if (process.env.E2E_DEBUG) console.info(s.server.output().slice(-3000));
});

async function login(email: string, password: string): Promise<{ token: string }> {
  const res = await fetch(`${s.server.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  expect(res.ok).toBe(true);
  return (await res.json()) as { token: string };
}

const HEADER = [
  'Home',
  'Pricing',
  'Schedule',
  'Blog',
  'Live Events',
  'About Us',
  'Contact Us',
  'Join Now',
];
const FOOTER: readonly [string, string][] = [
  ['Home', '/'],
  ['Pricing', '/price'],
  ['Class Schedule', '/schedule'],
  ['Events', '/livestream'],
  ['Physical', '/physical'],
  ['Mental Wellness', '/mentalhealth'],
  ['Lifestyle', '/lifestyle'],
  ['Privacy Policy', '/privacy-policy'],
  ['Refund Policy', '/returnrefund'],
  ['Terms of Use', '/termsofuse'],
];

describe('public pages', () => {
  it('renders every route with exactly one h1, its own title and meta description, and no horizontal scroll at 320 px', async () => {
    const { context, page } = await newPage(s.browser, { viewport: { width: 320, height: 640 } });
    const titles = new Set<string>();
    const descriptions = new Set<string>();
    for (const route of PUBLIC_PAGES) {
      await openPage(page, s.server.url, route.path);
      await page.getByRole('heading', { level: 1, name: route.heading }).waitFor();
      expect(await page.locator('h1').count()).toBe(1);
      const title = await page.title();
      expect(title).toContain(SAMPLE_BUSINESS_DETAILS.brand_name);
      titles.add(title);
      const description = await page.locator('meta[name="description"]').getAttribute('content');
      expect(description?.length).toBeGreaterThan(40);
      descriptions.add(description ?? '');
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      expect({ path: route.path, overflow }).toEqual({ path: route.path, overflow: 0 });
    }
    expect(titles.size).toBe(PUBLIC_PAGES.length);
    expect(descriptions.size).toBeGreaterThanOrEqual(PUBLIC_PAGES.length - 1);
    await context.close();
  });

  it('shows the 404 page for unknown paths and sends /auth to /auth/login', async () => {
    const { context, page } = await newPage(s.browser);
    await openPage(page, s.server.url, '/no-such-page');
    expect(await page.locator('h1').textContent()).toBe('Page not found');
    await page.getByRole('link', { name: 'Go to the homepage' }).click();
    await page
      .getByRole('heading', { level: 1, name: 'Live yoga classes, every day, from your home' })
      .waitFor();

    await page.goto(`${s.server.url}/auth`);
    await page.waitForURL(`${s.server.url}/auth/login`);
    await page.getByRole('heading', { level: 1, name: 'Welcome back' }).waitFor();
    await context.close();
  });

  it('lists the seeded blog posts as cards and opens a post rendered as text', async () => {
    const { context, page } = await newPage(s.browser);
    await openPage(page, s.server.url, '/blogs');
    const cards = page.locator('main li');
    expect(await cards.count()).toBeGreaterThan(0);
    const firstLink = cards.first().getByRole('link');
    const title = (await firstLink.textContent()) ?? '';
    expect(await cards.first().textContent()).toMatch(/By .+ · .+ read/);
    await firstLink.click();
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    expect(page.url()).toMatch(/\/blogs\/\d+$/);

    // Without posts the page says so instead of showing an empty list.
    const { token } = await login(TEST_ADMIN.email, TEST_ADMIN.password);
    const posts = (await (await fetch(`${s.server.url}/api/blogs/all`)).json()) as { id: number }[];
    for (const post of posts) {
      const res = await fetch(`${s.server.url}/api/blogs/${post.id}`, {
        method: 'DELETE',
        headers: { Authorization: `Bearer ${token}` },
      });
      expect(res.ok).toBe(true);
    }
    await openPage(page, s.server.url, '/blogs');
    await page.getByRole('heading', { level: 1, name: MESSAGES.blogComingSoon }).waitFor();
    expect(await page.locator('main').textContent()).toContain(MESSAGES.blogPreparing);
    await context.close();
  });

  it('has the header links (and Join Now to register) and the footer links, address, phone and social links', async () => {
    const { context, page } = await newPage(s.browser, { viewport: { width: 1280, height: 800 } });
    await openPage(page, s.server.url, '/about');
    const nav = page.getByRole('navigation', { name: 'Main', exact: true });
    // The spec's links with Log in beside Join Now (issue 28), then the language switch (this page in
    // Hindi).
    expect((await nav.getByRole('link').allTextContents()).map((t) => t.trim())).toEqual([
      ...HEADER.slice(0, -1),
      'Log in',
      ...HEADER.slice(-1),
      'हिन्दी',
    ]);
    expect(await nav.getByRole('link', { name: 'Join Now' }).getAttribute('href')).toBe(
      '/auth/register',
    );

    const footer = page.locator('footer');
    for (const [label, href] of FOOTER) {
      expect(
        await footer.getByRole('link', { name: label, exact: true }).getAttribute('href'),
      ).toBe(href);
    }
    const details = await businessDetails(s.server.url);
    await footer.getByRole('link', { name: details.phone }).waitFor();
    expect(await footer.textContent()).toContain(details.address.city);
    expect(await footer.getByRole('link', { name: details.phone }).getAttribute('href')).toBe(
      telHref(details.phone),
    );
    // Placeholders say so, next to them.
    expect(await footer.getByRole('note').filter({ hasText: SAMPLE_DETAILS_TEXT }).count()).toBe(
      details.sample ? 1 : 0,
    );
    for (const social of details.social) {
      expect(
        await footer.getByRole('link', { name: new RegExp(social.name) }).getAttribute('href'),
      ).toBe(social.url);
    }

    await nav.getByRole('link', { name: 'Pricing' }).click();
    await page.getByRole('heading', { level: 1, name: 'Subscription At Glance' }).waitFor();
    expect(await nav.getByRole('link', { name: 'Pricing' }).getAttribute('aria-current')).toBe(
      'page',
    );
    await footer.getByRole('link', { name: 'Mental Wellness' }).click();
    await page.getByRole('heading', { level: 1, name: 'Mental Wellness' }).waitFor();
    await context.close();
  });

  it('shows a signed-in visitor their name and their panel instead of Join Now, in the bar and the drawer', async () => {
    const student = await registerUser(s.server.url, { name: 'Kiran Desai' });
    const { context, page } = await newPage(s.browser, { viewport: { width: 1280, height: 800 } });
    await signInAs(context, s.server.url, student.email, student.password);
    await openPage(page, s.server.url, '/price');
    const nav = page.getByRole('navigation', { name: 'Main', exact: true });
    const account = nav.getByRole('link', { name: 'Kiran Desai My panel' });
    await account.waitFor();
    expect(await account.getAttribute('href')).toBe('/user/dashboard');
    expect(await nav.getByRole('link', { name: 'Join Now' }).count()).toBe(0);

    await page.setViewportSize({ width: 390, height: 800 });
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('navigation', { name: 'Main menu' });
    await drawer.getByRole('link', { name: 'Kiran Desai My panel' }).click();
    await page.waitForURL(`${s.server.url}/user/dashboard`);

    const admin = await newPage(s.browser, { viewport: { width: 768, height: 800 } });
    await signInAs(admin.context, s.server.url, TEST_ADMIN.email, TEST_ADMIN.password);
    await openPage(admin.page, s.server.url, '/');
    const bar = admin.page.getByRole('navigation', { name: 'Main', exact: true });
    const link = bar.getByRole('link', { name: `${TEST_ADMIN.name} Admin panel` });
    await link.waitFor();
    expect(await link.getAttribute('href')).toBe('/admin/admin-dashboard');
    const box = await link.boundingBox();
    expect((box?.x ?? Infinity) + (box?.width ?? 0)).toBeLessThanOrEqual(768);
    await admin.context.close();
    await context.close();
  });

  it('hides the header and footer on the panels', async () => {
    const { context, page } = await newPage(s.browser);
    await signInAs(context, s.server.url, TEST_ADMIN.email, TEST_ADMIN.password);
    await page.goto(`${s.server.url}/admin/admin-dashboard`);
    await page.waitForSelector('[data-remote="mfe_admin"]');
    expect(await page.getByRole('link', { name: 'Join Now' }).count()).toBe(0);
    expect(await page.locator('footer').count()).toBe(0);
    await context.close();
  });

  it('opens a 300 px drawer from the menu button below 768 px and shows the links in the bar from 768 px', async () => {
    const { context, page } = await newPage(s.browser, { viewport: { width: 767, height: 800 } });
    await openPage(page, s.server.url, '/');
    const menu = page.getByRole('button', { name: 'Open menu' });
    expect(await page.getByRole('navigation', { name: 'Main', exact: true }).isVisible()).toBe(
      false,
    );
    expect(await menu.getAttribute('aria-expanded')).toBe('false');
    await menu.click();
    const drawer = page.getByRole('navigation', { name: 'Main menu' });
    await drawer.waitFor();
    expect((await drawer.boundingBox())?.width).toBe(300);
    expect(await menu.getAttribute('aria-expanded')).toBe('true');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(
      'Close menu',
    );
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'hidden' });
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(
      'Open menu',
    );

    await menu.click();
    await drawer.getByRole('link', { name: 'Contact Us' }).click();
    await page.getByRole('heading', { level: 1, name: 'Contact Us' }).waitFor();
    await drawer.waitFor({ state: 'hidden' });

    for (const width of [768, 960, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      const bar = page.getByRole('navigation', { name: 'Main', exact: true });
      await bar.waitFor();
      expect(await menu.isVisible()).toBe(false);
      // Every link fits in the bar, Join Now included.
      const join = await bar.getByRole('link', { name: 'Join Now' }).boundingBox();
      expect((join?.x ?? Infinity) + (join?.width ?? 0)).toBeLessThanOrEqual(width);
    }
    await context.close();
  });

  it('contact card: tel link, web-mail compose in a new tab with noopener, plain-text address, staggered entrance', async () => {
    const { context, page } = await newPage(s.browser);
    await openPage(page, s.server.url, '/contact');
    const card = page.locator('main section');
    const details = await businessDetails(s.server.url);
    const phone = card.getByRole('link', { name: details.phone });
    await phone.waitFor();
    expect(await phone.getAttribute('href')).toBe(telHref(details.phone));
    const email = card.getByRole('link', { name: new RegExp(details.email) });
    expect(await email.getAttribute('href')).toBe(composeMailUrl(details.email));
    expect(await email.getAttribute('href')).toContain(encodeURIComponent(details.email));
    expect(await email.getAttribute('target')).toBe('_blank');
    expect(await email.getAttribute('rel')).toContain('noopener');
    const items = card.locator('li');
    expect(await items.count()).toBe(3);
    const address = items.nth(2);
    // The whole postal address, the same as the footer's (one owner: the site settings; issue 38).
    const footerAddress = (await page.locator('footer address > span').first().textContent())!;
    expect(footerAddress).toContain(`${details.legal_name}, `);
    expect(footerAddress).toContain(details.address.postal_code);
    expect(await address.textContent()).toContain(footerAddress);
    expect(await address.getByRole('link').count()).toBe(0);
    const timings = await items.evaluateAll((els) =>
      els.map((el) => {
        const style = getComputedStyle(el);
        return [style.animationDuration, style.animationDelay];
      }),
    );
    expect(timings).toEqual([
      ['0.8s', '0s'],
      ['0.8s', '0.2s'],
      ['0.8s', '0.4s'],
    ]);
    await context.close();
  });

  it('shows the business details the API serves at run time, without the sample note once real', async () => {
    const { context, page } = await newPage(s.browser);
    // Server-rendered pages are drawn with the server's details (GET /api/site-settings) and need no request.
    const served = await businessDetails(s.server.url);
    let requested = 0;
    await page.route('**/api/site-settings', (route) => {
      requested += 1;
      return route.continue();
    });
    await openPage(page, s.server.url, '/contact');
    const card = page.locator('main section');
    await card.getByRole('link', { name: served.phone }).waitFor();
    await page.locator('footer').getByRole('link', { name: served.email }).waitFor();
    expect(requested).toBe(0);
    await page.unroute('**/api/site-settings');

    // Client-rendered pages (the shell's) read them at run time: one request for the footer and the page.
    const real = {
      ...SAMPLE_BUSINESS_DETAILS,
      legal_name: 'Asana Health Private Limited',
      phone: '+91 91234 56789',
      email: 'hello@asana-health.in',
      sample: false,
    };
    await page.route('**/api/site-settings', (route) => {
      requested += 1;
      return route.fulfill({ json: real });
    });
    await openPage(page, s.server.url, '/auth/forgot');
    const footer = page.locator('footer');
    await footer.getByRole('link', { name: real.email }).waitFor();
    expect(await footer.textContent()).toContain(
      `© ${new Date().getFullYear()} ${real.legal_name}`,
    );
    expect(await page.getByRole('note').count()).toBe(0);
    // The footer (shell) and the page (public remote) share one request.
    expect(requested).toBe(1);

    // An API that fails: the samples, marked as such.
    await page.unroute('**/api/site-settings');
    await page.route('**/api/site-settings', (route) => route.fulfill({ status: 500, json: {} }));
    await page.reload();
    await page.locator('main h1').first().waitFor();
    await footer.getByRole('note').filter({ hasText: SAMPLE_DETAILS_TEXT }).waitFor();
    await footer.getByRole('link', { name: SAMPLE_BUSINESS_DETAILS.email }).waitFor();
    await context.close();
  });

  it('copy: policy titles line up with their text, the company is named once, the hero claims 1.18 crore+', async () => {
    const { context, page } = await newPage(s.browser, { viewport: { width: 1280, height: 800 } });
    await openPage(page, s.server.url, '/privacy-policy');
    const titleX = (await page.locator('main h1').boundingBox())?.x;
    const textX = (await page.locator('main h2').first().boundingBox())?.x;
    expect(titleX).toBeDefined();
    expect(Math.abs((titleX ?? 0) - (textX ?? 999))).toBeLessThan(1);
    const details = await businessDetails(s.server.url);
    const whoWeAre = (await page.locator('main h2 + p').first().textContent()) ?? '';
    expect(whoWeAre.split(details.legal_name)).toHaveLength(2);

    await openPage(page, s.server.url, '/');
    const hero = (await page.locator('main section').first().textContent()) ?? '';
    expect(hero).toContain('1.18 crore+');
    expect(hero).not.toContain('thousands');
    await context.close();
  });

  it('pricing: the INR and USD tables with the plans of GET /api/plans, a currency switch and free-trial buttons', async () => {
    const plans = (await (await fetch(`${s.server.url}/api/plans`)).json()) as Plan[];
    expect(plans.map((p) => p.slug)).toEqual(['bumper', 'super', 'big']);
    const { context, page } = await newPage(s.browser);
    await openPage(page, s.server.url, '/price');
    const inr = page.getByTestId('inr-table');
    const inrText = (await inr.textContent()) ?? '';
    for (const p of plans) {
      const f = p.prices.INR;
      expect(inrText).toContain(planName(p, 'INR'));
      for (const n of [f.original, f.offer, f.redeemable, f.balance])
        expect(inrText).toContain(formatPriceMinor(n, 'INR'));
      expect(inrText).toContain(`${f.discount_percent}% off`);
    }
    // The spec's figures on a fresh start.
    expect(inrText).toContain('₹3,099');
    await page.getByRole('button', { name: '$ USD' }).click();
    const usdText = (await page.getByTestId('usd-table').textContent()) ?? '';
    for (const p of plans) {
      const f = p.prices.USD;
      expect(usdText).toContain(planName(p, 'USD'));
      for (const n of [f.original, f.offer, f.redeemable, f.balance])
        expect(usdText).toContain(formatPriceMinor(n, 'USD'));
    }
    expect(usdText).toContain('42% off');
    expect(await page.getByRole('button', { name: '$ USD' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    await page.getByRole('link', { name: 'Start free trial' }).first().click();
    await page.waitForURL(`${s.server.url}/auth/register`);
    await context.close();
  });

  it('home: sections in the spec order and the call-to-action to /auth/register', async () => {
    const { context, page } = await newPage(s.browser);
    await openPage(page, s.server.url, '/');
    const h2 = (await page.locator('main h2').allTextContents()).map((t) => t.trim());
    expect(h2).toEqual([
      'Reasons to Join Us',
      'Membership Features',
      'Your healthier routine starts tomorrow morning',
      'Our Trainers',
      'Meet Our Founder',
      'Frequently Asked Questions',
    ]);
    expect(
      await page.getByTestId('hero-slider').locator('[aria-roledescription="slide"]').count(),
    ).toBe(5);
    expect(await page.getByTestId('benefit-carousel').locator('li').count()).toBe(6);
    const trainers = page.locator('section', {
      has: page.getByRole('heading', { name: 'Our Trainers' }),
    });
    const trainerText = (await trainers.textContent()) ?? '';
    for (const years of [15, 8, 6]) expect(trainerText).toContain(`${years} years of experience`);
    expect(await trainers.locator('img[loading="lazy"][width][height]').count()).toBe(3);
    expect(await page.getByTestId('faq').getByRole('button').count()).toBe(7);
    expect(await page.getByTestId('founder-carousel').textContent()).toContain(
      '38 years of corporate experience',
    );
    const cta = page.getByRole('link', { name: 'Register Now for FREE' });
    expect(await cta.getAttribute('href')).toBe('/auth/register');
    await cta.click();
    await page.getByRole('heading', { level: 1, name: 'Create your account' }).waitFor();
    await context.close();
  });

  it('serves robots.txt and sitemap.xml', async () => {
    const robots = await fetch(`${s.server.url}/robots.txt`);
    expect(robots.status).toBe(200);
    expect(await robots.text()).toMatch(/Sitemap: .*\/sitemap\.xml/);
    const sitemap = await fetch(`${s.server.url}/sitemap.xml`);
    expect(sitemap.status).toBe(200);
    const xml = await sitemap.text();
    for (const route of ['/price', '/blogs', '/termsofuse'])
      expect(xml).toContain(`${route}</loc>`);
  });

  // Every public page in turn (about twenty): minutes on a busy machine.
  it('has no serious or critical axe violations on any public page', async () => {
    const { context, page } = await newPage(s.browser);
    const problems: string[] = [];
    for (const route of [...PUBLIC_PAGES, { path: '/no-such-page', heading: 'Page not found' }]) {
      await openPage(page, s.server.url, route.path);
      await settleAnimations(page);
      const result = await new AxeBuilder({ page }).analyze();
      for (const v of result.violations) {
        if (v.impact === 'serious' || v.impact === 'critical') {
          problems.push(
            `${route.path}: ${v.id} (${v.impact}) ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
          );
        }
      }
    }
    expect(problems).toEqual([]);
    await context.close();
  }, 300_000);
});

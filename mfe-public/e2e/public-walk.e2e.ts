// What a visitor and a returning student ran into walking the site (issue 28, "Found walking the site"),
// on a phone (390×844) and a desktop (1280×800), in English and Hindi.
import { MESSAGES } from '@yoga/contracts';
import { registerUser, signInAs, TEST_ADMIN, type Page, webHarnessForFile } from '@yoga/testing';
import { businessDetails, newPage, openPage } from './public-helpers';

const s = webHarnessForFile();

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

/** Every console error and uncaught exception of `page` (a hydration mismatch is logged as one). */
function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
}

describe('the sign-in page opened while signed in', () => {
  it.each([
    ['/auth/login', 'phone', PHONE],
    ['/hi/auth/login', 'phone', PHONE],
    ['/auth/login', 'desktop', DESKTOP],
    ['/hi/auth/login', 'desktop', DESKTOP],
  ])('%s on a %s goes to the panel with no console error', async (path, _label, viewport) => {
    const student = await registerUser(s.server.url);
    const { context, page } = await newPage(s.browser, { viewport });
    await signInAs(context, s.server.url, student.email, student.password);
    const errors = consoleErrors(page);
    await page.goto(`${s.server.url}${path}`);
    await page.waitForURL(`${s.server.url}/user/dashboard`);
    await page.locator('[data-remote="mfe_user"] h1').first().waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('Log in in the public header', () => {
  it.each([
    ['/', 'Log in', 'Join Now', '/auth/login', 'Welcome back'],
    ['/hi', 'लॉग इन', 'अभी जुड़ें', '/hi/auth/login', 'फिर से स्वागत है'],
  ])(
    '%s: beside Join Now in the desktop bar and in the phone drawer',
    async (path, login, join, href, heading) => {
      const { context, page } = await newPage(s.browser, { viewport: DESKTOP });
      await openPage(page, s.server.url, path);
      const bar = page.locator('header nav').first();
      const link = bar.getByRole('link', { name: login, exact: true });
      expect(await link.getAttribute('href')).toBe(href);
      expect(await bar.getByRole('link', { name: join, exact: true }).isVisible()).toBe(true);
      const box = await link.boundingBox();
      expect((box?.x ?? Infinity) + (box?.width ?? 0)).toBeLessThanOrEqual(DESKTOP.width);

      await page.setViewportSize(PHONE);
      await page.locator('header button[aria-controls="site-drawer"]').click();
      const drawer = page.locator('#site-drawer');
      await drawer.getByRole('link', { name: join, exact: true }).waitFor();
      await drawer.getByRole('link', { name: login, exact: true }).click();
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      expect(new URL(page.url()).pathname).toBe(href);
      await context.close();
    },
  );

  it('is in the drawer without JavaScript too (the menu link opens it with :target)', async () => {
    const { context, page } = await newPage(s.browser, {
      viewport: PHONE,
      javaScriptEnabled: false,
    });
    await page.goto(`${s.server.url}/price`);
    await page.locator('header a[href="#site-drawer"]').click();
    const drawer = page.locator('#site-drawer');
    await drawer.getByRole('link', { name: 'Log in', exact: true }).waitFor();
    expect(
      await drawer.getByRole('link', { name: 'Log in', exact: true }).getAttribute('href'),
    ).toBe('/auth/login');
    await context.close();
  });

  it('is not shown to a signed-in visitor (their panel link is)', async () => {
    const student = await registerUser(s.server.url, { name: 'Kiran Desai' });
    const { context, page } = await newPage(s.browser, { viewport: DESKTOP });
    await signInAs(context, s.server.url, student.email, student.password);
    await openPage(page, s.server.url, '/price');
    const bar = page.locator('header nav').first();
    await bar.getByRole('link', { name: 'Kiran Desai My panel' }).waitFor();
    expect(await bar.getByRole('link', { name: 'Log in', exact: true }).count()).toBe(0);
    await context.close();
  });
});

describe('the language a visitor reads in carries into the panel and the profile', () => {
  const unique = () => `${Date.now()}-${Math.random().toString(36).slice(2, 7)}`;

  async function fillForm(page: Page, values: Record<string, string>) {
    for (const [name, value] of Object.entries(values))
      await page.locator(`main form input[name="${name}"]`).fill(value);
    await page.locator('main form button[type="submit"]').click();
  }

  async function profileLanguage(email: string, password: string) {
    const login = await fetch(`${s.server.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password }),
    });
    const { token } = (await login.json()) as { token: string };
    const res = await fetch(`${s.server.url}/api/profile`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    return ((await res.json()) as { language: string }).language;
  }

  it.each([
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ])(
    'registering on /hi pages (%s) signs her in: the Hindi panel on "book your first class", a Hindi profile',
    async (_label, viewport) => {
      const { context, page } = await newPage(s.browser, { viewport, locale: 'en-IN' });
      const email = `meena-${unique()}@example.in`;
      const password = 'surya-namaskar-108';
      await openPage(page, s.server.url, '/hi/auth/register');
      await fillForm(page, { name: 'Meena Kumari', email, number: '9876543210', password });
      // No second log in: straight to her panel's first screen.
      await page.waitForURL(`${s.server.url}/user/dashboard`);
      await page
        .locator('[data-remote="mfe_user"]')
        .getByTestId('first-class')
        .getByRole('heading', { name: 'अपनी पहली क्लास बुक करें' })
        .waitFor();
      expect(await profileLanguage(email, password)).toBe('hi');
      await page.locator('[data-remote="mfe_user"] h1').first().waitFor();
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('hi-IN');
      // The panel's menu reads in Hindi (its first link, the dashboard).
      expect(await page.locator('[data-remote="mfe_user"] h1').first().textContent()).toMatch(
        /[\u0900-\u097F]/,
      );
      await context.close();
    },
  );

  it('a referral link opened on a Hindi phone: the Hindi form, a Hindi profile', async () => {
    const friend = await registerUser(s.server.url);
    const { context, page } = await newPage(s.browser, { viewport: PHONE, locale: 'hi-IN' });
    await page.goto(`${s.server.url}/auth/register?ref=${friend.referral_code}`);
    await page.waitForURL(`${s.server.url}/hi/auth/register?ref=${friend.referral_code}`);
    await openPage(page, s.server.url, `/hi/auth/register?ref=${friend.referral_code}`);
    expect(await page.locator('input[name="referred_by"]').inputValue()).toBe(friend.referral_code);
    const email = `sunita-${unique()}@example.in`;
    const password = 'surya-namaskar-108';
    await fillForm(page, { name: 'Sunita Devi', email, number: '9876543211', password });
    await page.waitForURL(`${s.server.url}/user/dashboard`);
    expect(await profileLanguage(email, password)).toBe('hi');
    await context.close();
  });
});

describe('a blocked student', () => {
  async function block(id: number) {
    const login = await fetch(`${s.server.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: TEST_ADMIN.email, password: TEST_ADMIN.password }),
    });
    const { token } = (await login.json()) as { token: string };
    const res = await fetch(`${s.server.url}/api/manageusers/${id}/status`, {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: JSON.stringify({ status: 'Blocked' }),
    });
    expect(res.ok).toBe(true);
  }

  it('with an open session is signed out with the blocked message and how to reach the business', async () => {
    const student = await registerUser(s.server.url);
    const { context, page } = await newPage(s.browser, { viewport: PHONE });
    await signInAs(context, s.server.url, student.email, student.password);
    await page.goto(`${s.server.url}/user/dashboard`);
    await page.locator('[data-remote="mfe_user"] h1').first().waitFor();
    await block(student.id);
    await page.reload();
    await page.waitForURL((url) => url.pathname === '/auth/login');
    const details = await businessDetails(s.server.url);
    const alert = page.getByRole('alert').filter({ hasText: MESSAGES.accountBlocked });
    await alert.waitFor();
    expect(await alert.textContent()).toContain(details.phone);
    expect(await alert.textContent()).toContain(details.email);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await context.close();
  });
});

describe('the currency switch on /price', () => {
  it('works as a plain link before hydration (no JavaScript): the server renders the dollar table', async () => {
    const { context, page } = await newPage(s.browser, {
      viewport: PHONE,
      javaScriptEnabled: false,
    });
    await page.goto(`${s.server.url}/price`);
    // A phone shows the plans as cards (issue 38).
    await page.getByTestId('inr-cards').waitFor();
    await page.getByRole('button', { name: '$ USD' }).click();
    await page.waitForURL(`${s.server.url}/price?currency=USD`);
    await page.getByTestId('usd-cards').waitFor();
    expect(await page.getByRole('button', { name: '$ USD' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    await context.close();
  });

  it('after hydration switches in place and keeps the choice in the address', async () => {
    const { context, page } = await newPage(s.browser, { viewport: DESKTOP });
    await openPage(page, s.server.url, '/hi/price');
    await page.getByRole('button', { name: '$ USD' }).click();
    await page.getByTestId('usd-table').waitFor();
    expect(new URL(page.url()).pathname).toBe('/hi/price');
    expect(new URL(page.url()).searchParams.get('currency')).toBe('USD');
    await context.close();
  });
});

describe('page addresses in other letter case', () => {
  it('/PRICE opens the pricing page at /price', async () => {
    const { context, page } = await newPage(s.browser, { viewport: DESKTOP });
    const response = await page.goto(`${s.server.url}/PRICE`);
    expect(response?.status()).toBe(200);
    expect(new URL(page.url()).pathname).toBe('/price');
    await context.close();
  });
});

describe('/price with four plans (issue 38)', () => {
  const FOURTH = {
    slug: 'yearly',
    name_en: 'Whole Year Saver',
    name_hi: 'पूरे साल की बचत',
    months: 12,
    sort_order: 4,
    popular: false,
    active: true,
    prices: {
      INR: { original: 1_200_000, offer: 899_900, redeemable: 100_000, show_discount: true },
      USD: { original: 15_000, offer: 11_000, redeemable: 1_000, show_discount: true },
    },
  };
  let admin = '';
  beforeAll(async () => {
    const res = await fetch(`${s.server.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: TEST_ADMIN.email, password: TEST_ADMIN.password }),
    });
    admin = ((await res.json()) as { token: string }).token;
    const made = await fetch(`${s.server.url}/api/admin/plans`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${admin}` },
      body: JSON.stringify(FOURTH),
    });
    expect(made.status).toBe(201);
  });
  afterAll(async () => {
    await fetch(`${s.server.url}/api/admin/plans/${FOURTH.slug}`, {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${admin}` },
      body: JSON.stringify({ active: false }),
    });
  });

  it.each(['/price', '/hi/price', '/price?currency=USD'])(
    '%s on a phone: one card per plan, all in view, no table cut at its fourth column',
    async (path) => {
      const { context, page } = await newPage(s.browser, { viewport: PHONE });
      await openPage(page, s.server.url, path);
      const currency = path.includes('USD') ? 'usd' : 'inr';
      const cards = page.getByTestId(`${currency}-cards`);
      await cards.waitFor();
      expect(await page.getByTestId(`${currency}-table`).isVisible()).toBe(false);
      const boxes = await cards.locator('li').evaluateAll((els) =>
        els.map((el) => {
          const r = el.getBoundingClientRect();
          return { left: r.left >= 0, right: r.right <= innerWidth };
        }),
      );
      expect(boxes).toEqual(Array(4).fill({ left: true, right: true }));
      expect(await cards.textContent()).toContain(
        path.startsWith('/hi') ? FOURTH.name_hi : FOURTH.name_en,
      );
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      expect(overflow).toBe(0);
      await context.close();
    },
  );

  it('/price on a desktop: the table, every column in view', async () => {
    const { context, page } = await newPage(s.browser, { viewport: DESKTOP });
    await openPage(page, s.server.url, '/price');
    const table = page.getByTestId('inr-table');
    await table.waitFor();
    expect(await page.getByTestId('inr-cards').isVisible()).toBe(false);
    const cut = await table.evaluate((el) => el.getBoundingClientRect().right > innerWidth);
    expect(cut).toBe(false);
    await context.close();
  });
});

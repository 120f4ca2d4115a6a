import { PUBLIC_ROUTES, SAMPLE_BUSINESS_DETAILS, type Blog } from '@yoga/contracts';
import { readFileSync } from 'node:fs';
import { REPO_ROOT, TEST_ADMIN, webHarnessForFile, type Page } from '@yoga/testing';
import { newPage, PUBLIC_PAGES } from './public-helpers';

const s = webHarnessForFile();

const decode = (html: string) =>
  html
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** The visible text of an HTML fragment (tags dropped, entities decoded, spaces collapsed). */
const textOf = (html: string) =>
  decode(html.replace(/<[^>]+>/g, ' '))
    .replace(/\s+/g, ' ')
    .trim();

async function firstPost(): Promise<Blog> {
  const posts = (await (await fetch(`${s.server.url}/api/blogs/all`)).json()) as Blog[];
  expect(posts.length).toBeGreaterThan(0);
  return posts[0] as Blog;
}

/** Records server-rendered nodes React threw away (a re-render of what was painted) and console noise. */
async function watchHydration(page: Page): Promise<string[]> {
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') problems.push(`${m.type()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
  await page.addInitScript(() => {
    const removed: string[] = [];
    (window as unknown as { __removedPainted: string[] }).__removedPainted = removed;
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.removedNodes) {
          if (node instanceof Element && node.matches('header, footer, main, h1'))
            removed.push(node.outerHTML.slice(0, 120));
        }
      }
    }).observe(document, { childList: true, subtree: true });
  });
  return problems;
}

describe('server-rendered public pages', () => {
  it('answers every public route with its complete HTML: header, heading, main text, footer and head tags', async () => {
    const post = await firstPost();
    const pages = [
      ...PUBLIC_PAGES,
      { path: `${PUBLIC_ROUTES.blogs}/${post.id}`, heading: post.title },
    ];
    for (const route of pages) {
      const res = await fetch(s.server.url + route.path);
      const html = await res.text();
      expect({ path: route.path, status: res.status }).toEqual({ path: route.path, status: 200 });
      const h1 = textOf(/<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1] ?? '');
      if (typeof route.heading === 'string') expect(h1).toBe(route.heading);
      else expect(h1).toMatch(route.heading);
      const main = textOf(/<main[^>]*>([\s\S]*?)<\/main>/.exec(html)?.[1] ?? '');
      // The page's own text, not a spinner: a real paragraph or more under the heading.
      expect({
        path: route.path,
        long: main.length > h1.length + 40,
        loading: /Loading/.test(main),
      }).toEqual({
        path: route.path,
        long: true,
        loading: false,
      });
      expect(html).toMatch(/<header[^>]*>[\s\S]*Join Now[\s\S]*<\/header>/);
      expect(html).toMatch(/<footer[^>]*>[\s\S]*Privacy Policy[\s\S]*<\/footer>/);
      expect(html).toContain(`<link rel="canonical" href="${s.server.url}${route.path}">`);
      expect(html).toMatch(/<meta name="description" content="[^"]{20,}">/);
      expect(html).toMatch(/<meta property="og:title" content="[^"]+">/);
      expect(html).toContain(`<meta property="og:url" content="${s.server.url}${route.path}">`);
      expect(decode(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '')).toContain(
        SAMPLE_BUSINESS_DETAILS.brand_name,
      );
      expect(html).toMatch(/<style>[^<]{1000,}<\/style>/);
    }
    const postHtml = await (await fetch(`${s.server.url}/blogs/${post.id}`)).text();
    expect(textOf(postHtml)).toContain(textOf(post.description ?? '').slice(0, 60));
  });

  it("draws each page's title tag and description from its content document, placeholders filled, in both languages", async () => {
    const brand = SAMPLE_BUSINESS_DETAILS.brand_name;
    const head = async (path: string) => {
      const html = await (await fetch(s.server.url + path)).text();
      return {
        title: decode(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? ''),
        description: decode(/<meta name="description" content="([^"]*)">/.exec(html)?.[1] ?? ''),
      };
    };
    expect((await head('/')).title).toBe(`${brand}: live online yoga classes every day`);
    expect((await head('/hi')).title).toBe(`${brand}: हर दिन लाइव ऑनलाइन योग क्लास`);
    expect((await head('/')).description).toBe(
      'Live online yoga classes in Hindi and English: six live slots a day, 365 days a year, a 45-minute routine and a free 14-day trial.',
    );
    const price = await head('/price');
    expect(price.title).toBe(`Subscription At Glance: plans and prices | ${brand}`);
    expect(price.description).toMatch(
      /^Compare the .+ and .+ yoga plans in rupees or dollars\. Start with a free 14-day trial\.$/,
    );
    expect((await head('/hi/price')).description).toMatch(
      / और .+ योग प्लान की रुपये या डॉलर में तुलना करें।/,
    );
    expect((await head('/contact')).description).toBe(
      `Call, email or write to ${brand} in ${SAMPLE_BUSINESS_DETAILS.address.city}. We are happy to help with classes, plans and your free trial.`,
    );
    expect(await head('/mainslider')).toEqual({
      title: `A day of live classes | ${brand}`,
      description:
        'Slide through the six live yoga sessions of a typical day, from sunrise Hatha to Yoga Nidra.',
    });
    for (const path of ['/about', '/hi/about', '/livestream', '/schedule', '/blogs', '/hi/blogs']) {
      const { title, description } = await head(path);
      expect({ path, title, description }).toEqual({
        path,
        title: expect.stringContaining(brand) as string,
        description: expect.stringMatching(/^[^{}]{40,}$/) as string,
      });
    }
  });

  it('reads fully and navigates by its links with JavaScript off', async () => {
    const { context, page } = await newPage(s.browser, { javaScriptEnabled: false });
    await page.goto(`${s.server.url}/`);
    await page.getByRole('heading', { level: 1, name: PUBLIC_PAGES[0]?.heading }).waitFor();
    // The first hero slide and the sections below the fold are in the HTML.
    expect(await page.locator('[aria-roledescription="slide"]').first().isVisible()).toBe(true);
    expect(await page.getByTestId('faq').isVisible()).toBe(true);
    // What needs a script to be revealed is shown: every FAQ answer and every slide (in a row to scroll
    // through), and no carousel button that could not work.
    const answers = page.getByTestId('faq').getByRole('region');
    expect(await answers.count()).toBeGreaterThan(1);
    for (const answer of await answers.all()) expect(await answer.isVisible()).toBe(true);
    const heroSlides = page.getByTestId('hero-slider').locator('[aria-roledescription="slide"]');
    expect(await heroSlides.count()).toBe(5);
    for (const slide of await heroSlides.all()) expect(await slide.isVisible()).toBe(true);
    const carouselButtons = page.locator('[aria-roledescription="carousel"] button');
    expect(await carouselButtons.count()).toBeGreaterThan(0);
    for (const button of await carouselButtons.all()) expect(await button.isVisible()).toBe(false);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Pricing' }).click();
    await page.waitForURL(/\/price$/);
    await page.getByRole('heading', { level: 1, name: 'Subscription At Glance' }).waitFor();
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Blog' })
      .click();
    await page.waitForURL(/\/blogs$/);
    const post = await firstPost();
    await page.getByRole('link', { name: post.title }).first().click();
    await page.getByRole('heading', { level: 1, name: post.title }).waitFor();
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Join Now' })
      .click();
    await page.getByRole('heading', { level: 1, name: 'Create your account' }).waitFor();
    // The form cannot be sent without its script, and says so.
    await page.getByRole('note').filter({ hasText: 'This form needs JavaScript' }).waitFor();
    // On a phone the links are in the drawer: a link stands in for the menu button, and one for closing it.
    await page.setViewportSize({ width: 375, height: 700 });
    expect(await page.getByRole('button', { name: 'Open menu' }).isVisible()).toBe(false);
    const drawer = page.getByRole('navigation', { name: 'Main menu' });
    await page.getByRole('link', { name: 'Open menu' }).click();
    await drawer.getByRole('link', { name: 'Close menu' }).click();
    await drawer.waitFor({ state: 'hidden' });
    await page.getByRole('link', { name: 'Open menu' }).click();
    await drawer.getByRole('link', { name: 'Pricing' }).click();
    await page.waitForURL(/\/price$/);
    await page.getByRole('heading', { level: 1, name: 'Subscription At Glance' }).waitFor();
    await context.close();
  });

  it('hydrates without a warning and without redrawing what the server painted', async () => {
    const post = await firstPost();
    const { context, page } = await newPage(s.browser);
    const problems = await watchHydration(page);
    for (const path of ['/', '/price', '/auth/login', '/blogs', `/blogs/${post.id}`, '/about']) {
      await page.goto(s.server.url + path, { waitUntil: 'networkidle' });
      // Hydrated: the page answers clicks (the header's menu button opens its drawer).
      await page.setViewportSize({ width: 375, height: 700 });
      await page.getByRole('button', { name: 'Open menu' }).click();
      await page.getByRole('button', { name: 'Close menu' }).click();
      const removed = await page.evaluate(
        () => (window as unknown as { __removedPainted: string[] }).__removedPainted,
      );
      expect({ path, removed, problems }).toEqual({ path, removed: [], problems: [] });
    }
    // The public pages do not load the shell: their own hydrating code only.
    await context.close();
  });

  it("keeps home's lower sections as painted until the visitor nears them, then hydrates them without losing a tap", async () => {
    const { context, page } = await newPage(s.browser, {
      viewport: { width: 375, height: 700 },
      isMobile: true,
      hasTouch: true,
    });
    const problems = await watchHydration(page);
    const hydrated = (selector: string) =>
      page.evaluate(
        (sel) =>
          [...document.querySelectorAll(sel)].map((el) =>
            Object.keys(el).some((key) => key.startsWith('__reactFiber$')),
          ),
        selector,
      );
    const countMarked = () =>
      page.evaluate(() => {
        const nodes = [...document.querySelectorAll('#home-more *')];
        return { nodes: nodes.length, painted: nodes.filter((n) => '__painted' in n).length };
      });

    await page.goto(s.server.url + '/', { waitUntil: 'networkidle' });
    await page.waitForFunction(() =>
      Object.keys(document.querySelector('footer') ?? {}).some((key) =>
        key.startsWith('__reactFiber$'),
      ),
    );
    await page.evaluate(() =>
      document.querySelectorAll('#home-more *').forEach((node) => {
        (node as unknown as { __painted: boolean }).__painted = true;
      }),
    );
    const painted = await countMarked();
    expect(painted.nodes).toBeGreaterThan(50);
    // The page above is live (its header and hero hydrated); the sections below stay server HTML.
    await page.waitForTimeout(1000);
    expect(await hydrated('[data-testid="hero-slider"], footer')).toEqual([true, true]);
    expect(await hydrated('[data-testid="faq"] button')).toEqual(Array(7).fill(false));

    // A tap on a FAQ question before its code is there: the section hydrates, and the tap takes effect.
    const question = page.getByTestId('faq').getByRole('button').nth(3);
    await question.click();
    await page.waitForFunction(
      () =>
        document
          .querySelectorAll('[data-testid="faq"] button')[3]
          ?.getAttribute('aria-expanded') === 'true',
    );
    expect(await hydrated('[data-testid="faq"] button')).toEqual(Array(7).fill(true));
    expect(await countMarked()).toEqual({ nodes: painted.nodes, painted: painted.nodes });

    // Leaving the home page client-side before its lower sections hydrated, then coming back: they render.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.goto(s.server.url + '/', { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('link', { name: 'Pricing', exact: true }).first().click();
    await page.getByRole('heading', { level: 1, name: 'Subscription At Glance' }).waitFor();
    await page.goBack();
    await page.getByTestId('faq').getByRole('button').first().waitFor();
    expect(await hydrated('[data-testid="faq"] button')).toEqual(Array(7).fill(true));
    expect(problems).toEqual([]);
    await context.close();
  });

  it("draws a post's uploaded picture from its WebP widths: first on the post, lazily in the list", async () => {
    const login = await fetch(`${s.server.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: TEST_ADMIN.email, password: TEST_ADMIN.password }),
    });
    const auth = { Authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
    const form = new FormData();
    form.set('title', 'Sunrise practice on the terrace');
    form.set('description', 'A photo from a morning class, stored in the widths a screen needs.');
    const photo = readFileSync(`${REPO_ROOT}/mfe-public/src/assets/event-1@2x.webp`);
    form.set(
      'thumbnail',
      new Blob([new Uint8Array(photo)], { type: 'image/webp' }),
      'terrace.webp',
    );
    const created = await fetch(`${s.server.url}/api/blogs/create`, {
      method: 'POST',
      headers: auth,
      body: form,
    });
    expect(created.status).toBe(201);
    const post = (await created.json()) as Blog;
    expect(post.thumbnail_srcset).toBe(`${post.thumbnail} 400w`);

    const postHtml = await (await fetch(`${s.server.url}/blogs/${post.id}`)).text();
    const postImg = /<img[^>]*src="\/uploads\/[^"]+"[^>]*>/.exec(postHtml)?.[0] ?? '';
    expect(postImg).toContain(`srcSet="${post.thumbnail_srcset}"`);
    expect(postImg).toMatch(/sizes="[^"]+"/);
    expect(postImg).toContain('width="760"');
    expect(postImg).toContain('height="428"');
    expect(postImg).toContain('fetchPriority="high"');
    // Shared on a messaging app, the link shows the post's picture.
    expect(postHtml).toContain(
      `<meta property="og:image" content="${s.server.url}${post.thumbnail}">`,
    );
    expect(postHtml).toContain('<meta name="twitter:card" content="summary_large_image">');
    const listHtml = await (await fetch(`${s.server.url}/blogs`)).text();
    const cardImg = /<img[^>]*src="\/uploads\/[^"]+"[^>]*>/.exec(listHtml)?.[0] ?? '';
    expect(cardImg).toContain(`srcSet="${post.thumbnail_srcset}"`);
    expect(cardImg).toContain('loading="lazy"');

    const { context, page } = await newPage(s.browser);
    await page.goto(`${s.server.url}/blogs/${post.id}`, { waitUntil: 'networkidle' });
    const drawn = page.locator('main img').first();
    // Drawn from the stored width (srcset), not from anything else.
    expect(
      await drawn.evaluate((img: HTMLImageElement) =>
        img.complete ? new URL(img.currentSrc).pathname : null,
      ),
    ).toBe(post.thumbnail);
    await context.close();
    const removed = await fetch(`${s.server.url}/api/blogs/${post.id}`, {
      method: 'DELETE',
      headers: auth,
    });
    expect(removed.ok).toBe(true);
  });
});

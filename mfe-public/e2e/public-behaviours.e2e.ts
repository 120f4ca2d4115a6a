import { type Page, webHarnessForFile } from '@yoga/testing';
import { newPage, openPage } from './public-helpers';

const s = webHarnessForFile();

/** The page's timers run on Playwright's fake clock: stopped right after load, then moved on by each test. */
async function openWithClock(pathname: string, viewport = { width: 1280, height: 900 }) {
  const { context, page } = await newPage(s.browser, { viewport });
  // The clock flows while the page loads (React and module loading need timers), then stops.
  await page.clock.install();
  await openPage(page, s.server.url, pathname);
  for (let attempt = 0; ; attempt++) {
    try {
      await page.clock.pauseAt(await page.evaluate(() => Date.now() + 200));
      break;
    } catch (error) {
      // A slow round trip can land after the requested instant; ask again.
      if (attempt >= 5 || !String(error).includes('past')) throw error;
    }
  }
  return { context, page };
}

const activeIndex = async (page: Page, testId: string) =>
  Number(await page.getByTestId(testId).getAttribute('data-active-index'));

describe('hero slider', () => {
  it('advances first after 2000 ms, then every 5000 ms, and wraps from the last slide to the first', async () => {
    const { context, page } = await openWithClock('/');
    expect(await activeIndex(page, 'hero-slider')).toBe(0);
    await page.clock.runFor(2100);
    expect(await activeIndex(page, 'hero-slider')).toBe(1);
    await page.clock.runFor(2800);
    expect(await activeIndex(page, 'hero-slider')).toBe(1);
    await page.clock.runFor(2200);
    expect(await activeIndex(page, 'hero-slider')).toBe(2);
    await page.clock.runFor(15000);
    expect(await activeIndex(page, 'hero-slider')).toBe(0);
    await context.close();
  });

  it('jumps with the dots, wraps backwards, and ignores clicks during a transition', async () => {
    const { context, page } = await openWithClock('/');
    const slider = page.getByTestId('hero-slider');
    await slider.getByRole('button', { name: 'Pause slideshow' }).click();
    await slider.getByRole('button', { name: /^Show slide 4/ }).click();
    expect(await activeIndex(page, 'hero-slider')).toBe(3);
    // The clock is paused, so this click lands inside the 600 ms transition and is ignored.
    await slider.getByRole('button', { name: 'Next slide' }).click();
    expect(await activeIndex(page, 'hero-slider')).toBe(3);
    await page.clock.runFor(700);
    await slider.getByRole('button', { name: /^Show slide 1/ }).click();
    expect(await activeIndex(page, 'hero-slider')).toBe(0);
    await page.clock.runFor(700);
    await slider.getByRole('button', { name: 'Previous slide' }).click();
    expect(await activeIndex(page, 'hero-slider')).toBe(4);
    expect(
      await slider.getByRole('button', { name: /^Show slide 5/ }).getAttribute('aria-current'),
    ).toBe('true');
    expect(
      await slider.locator('[aria-roledescription="slide"][aria-hidden="false"]').textContent(),
    ).toContain('cast to your TV');
    await context.close();
  });

  it('stops auto-advance for good once the pointer moves over it; tilts only above 768 px', async () => {
    const { context, page } = await openWithClock('/');
    const slider = page.getByTestId('hero-slider');
    const box = await slider.boundingBox();
    if (!box) throw new Error('hero slider is not laid out');
    await page.mouse.move(box.x + box.width * 0.9, box.y + 20);
    expect(await slider.getAttribute('data-autoplay')).toBe('off');
    const viewport = slider.locator('[aria-live]');
    expect(await viewport.evaluate((el) => (el as HTMLElement).style.transform)).toContain(
      'rotateX',
    );
    await page.mouse.move(0, 0);
    await page.clock.runFor(20000);
    expect(await activeIndex(page, 'hero-slider')).toBe(0);

    await page.setViewportSize({ width: 768, height: 900 });
    const small = await slider.boundingBox();
    if (!small) throw new Error('hero slider is not laid out');
    await page.mouse.move(small.x + 10, small.y + 10);
    await page.mouse.move(small.x + small.width - 10, small.y + 30);
    expect(await viewport.evaluate((el) => (el as HTMLElement).style.transform)).toBe('');
    await context.close();
  });

  it('can be paused and resumed from the keyboard', async () => {
    const { context, page } = await openWithClock('/');
    const pause = page.getByTestId('hero-slider').getByRole('button', { name: 'Pause slideshow' });
    await pause.focus();
    await page.keyboard.press('Enter');
    await page.clock.runFor(8000);
    expect(await activeIndex(page, 'hero-slider')).toBe(0);
    await page
      .getByTestId('hero-slider')
      .getByRole('button', { name: 'Play slideshow' })
      .press('Enter');
    await page.clock.runFor(5100);
    expect(await activeIndex(page, 'hero-slider')).toBe(1);
    await context.close();
  });
});

describe('benefit and founder carousels', () => {
  it('benefit carousel: advances every 2000 ms, arrow keys move it, 800 ms lock, pauses while focused', async () => {
    const { context, page } = await openWithClock('/');
    await page.clock.runFor(2000);
    expect(await activeIndex(page, 'benefit-carousel')).toBe(1);
    await page.clock.runFor(900);
    const carousel = page.getByTestId('benefit-carousel');
    await carousel.focus();
    await page.keyboard.press('ArrowRight');
    expect(await activeIndex(page, 'benefit-carousel')).toBe(2);
    await page.keyboard.press('ArrowRight');
    expect(await activeIndex(page, 'benefit-carousel')).toBe(2);
    await page.clock.runFor(800);
    await page.keyboard.press('ArrowLeft');
    expect(await activeIndex(page, 'benefit-carousel')).toBe(1);
    const first = carousel.locator('li[data-pos="0"] h3');
    expect(await first.textContent()).toBe('Six slots a day');

    // WCAG 2.2.2: it stays still while keyboard focus is inside it, and moves on once focus leaves.
    await page.clock.runFor(6000);
    expect(await activeIndex(page, 'benefit-carousel')).toBe(1);
    await carousel.evaluate((el) => (el as HTMLElement).blur());
    await page.clock.runFor(2050);
    expect(await activeIndex(page, 'benefit-carousel')).toBe(2);
    await context.close();
  });

  it('founder carousel: one slide with dots, 4000 ms autoplay, loops', async () => {
    const { context, page } = await openWithClock('/');
    const founder = page.getByTestId('founder-carousel');
    expect(
      await founder.locator('[aria-roledescription="slide"][aria-hidden="false"]').count(),
    ).toBe(1);
    await page.clock.runFor(4050);
    expect(await activeIndex(page, 'founder-carousel')).toBe(1);
    await page.clock.runFor(8000);
    expect(await activeIndex(page, 'founder-carousel')).toBe(0);
    await page.clock.runFor(600);
    await founder.getByRole('button', { name: 'Show founder slide 3' }).click();
    expect(await activeIndex(page, 'founder-carousel')).toBe(2);
    await context.close();
  });
});

describe('FAQ and counters', () => {
  it('FAQ: first item open, one open at a time, clicking the open one closes it, keyboard operable', async () => {
    const { context, page } = await newPage(s.browser);
    await openPage(page, s.server.url, '/');
    const faq = page.getByTestId('faq');
    const buttons = faq.getByRole('button');
    const expanded = () =>
      buttons.evaluateAll((els) => els.map((el) => el.getAttribute('aria-expanded')));
    expect(await expanded()).toEqual([
      'true',
      'false',
      'false',
      'false',
      'false',
      'false',
      'false',
    ]);
    await buttons.nth(3).click();
    expect(await expanded()).toEqual([
      'false',
      'false',
      'false',
      'true',
      'false',
      'false',
      'false',
    ]);
    expect(await faq.getByRole('region').textContent()).toContain('Extra sessions are free');
    await buttons.nth(3).click();
    expect(await expanded()).toEqual([
      'false',
      'false',
      'false',
      'false',
      'false',
      'false',
      'false',
    ]);
    await buttons.nth(0).focus();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    expect(await expanded()).toEqual([
      'false',
      'true',
      'false',
      'false',
      'false',
      'false',
      'false',
    ]);
    await page.keyboard.press('End');
    await page.keyboard.press('Space');
    expect((await expanded())[6]).toBe('true');
    await context.close();
  });

  it('stat counters count up to 1.18, 12 and 4.9 over 2 s once scrolled into view', async () => {
    const { context, page } = await openWithClock('/');
    const values = page.getByTestId('stat-value');
    expect(await values.allTextContents()).toEqual(['0.00', '0', '0.0']);
    await values.first().scrollIntoViewIfNeeded();
    await page.locator('[data-in-view="true"]').waitFor();
    await page.clock.runFor(1000);
    const halfway = (await values.allTextContents()).map(Number);
    expect(halfway[0]).toBeGreaterThan(0);
    expect(halfway[0]).toBeLessThan(1.18);
    await page.clock.runFor(1100);
    expect(await values.allTextContents()).toEqual(['1.18', '12', '4.9']);
    await context.close();
  });
});

describe('live events', () => {
  it('past-event slider advances every 3 s and has previous/next arrows; the gallery loops', async () => {
    const { context, page } = await openWithClock('/livestream');
    await page.clock.runFor(3050);
    expect(await activeIndex(page, 'image-slider')).toBe(1);
    const slider = page.getByTestId('image-slider');
    await page.clock.runFor(600);
    await slider.getByRole('button', { name: 'Previous slide' }).click();
    expect(await activeIndex(page, 'image-slider')).toBe(0);
    await page.clock.runFor(600);
    await slider.getByRole('button', { name: 'Previous slide' }).click();
    expect(await activeIndex(page, 'image-slider')).toBe(5);
    await page.clock.runFor(600);
    await slider.getByRole('button', { name: 'Next slide' }).click();
    expect(await activeIndex(page, 'image-slider')).toBe(0);
    const gallery = page.getByTestId('looping-gallery');
    const animation = await gallery.locator('ul').evaluate((el) => {
      const style = getComputedStyle(el);
      return [style.animationName !== 'none', style.animationIterationCount];
    });
    expect(animation).toEqual([true, 'infinite']);
    // The gallery draws its items twice for a seamless loop; only the first copy is exposed.
    expect(await gallery.locator('li:not([aria-hidden])').count()).toBe(6);
    expect(await gallery.locator('li[aria-hidden="true"]').count()).toBe(6);
    await gallery.getByRole('button', { name: 'Pause gallery' }).click();
    expect(
      await gallery.locator('ul').evaluate((el) => getComputedStyle(el).animationPlayState),
    ).toBe('paused');
    await context.close();
  });
});

describe('scroll position', () => {
  it('starts each new page at the top and restores the position on back and forward', async () => {
    const { context, page } = await newPage(s.browser, { viewport: { width: 390, height: 800 } });
    await openPage(page, s.server.url, '/');
    const footer = page.locator('footer');
    const pricing = footer.getByRole('link', { name: 'Pricing' });
    await footer.scrollIntoViewIfNeeded();
    // Scrolling lays the whole page out (bands off screen wait at an estimated height until then), which
    // can move the footer's link: it is brought into view again once that is drawn (the click would scroll
    // to it otherwise), and the position read then.
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    await pricing.scrollIntoViewIfNeeded();
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    const before = await page.evaluate(() => window.scrollY);
    expect(before).toBeGreaterThan(1000);

    await pricing.click();
    await page.getByRole('heading', { level: 1, name: 'Subscription At Glance' }).waitFor();
    await page.waitForFunction(() => window.scrollY === 0);

    await page.goBack();
    await page.getByTestId('faq').waitFor();
    await page.waitForFunction((y) => Math.abs(window.scrollY - y) <= 1, before);

    await page.goForward();
    await page.getByRole('heading', { level: 1, name: 'Subscription At Glance' }).waitFor();
    await page.waitForFunction(() => window.scrollY === 0);
    await context.close();
  });
});

describe('a page reached by a link (its words are its content document)', () => {
  it('draws the document it reads (once), and keeps it on the way back and forth', async () => {
    const { context, page } = await newPage(s.browser, { viewport: { width: 1280, height: 900 } });
    const reads: string[] = [];
    page.on('request', (req) => {
      if (new URL(req.url()).pathname.startsWith('/api/content/')) reads.push(req.url());
    });
    await openPage(page, s.server.url, '/price');
    // The server drew /price with what it shows: nothing read by the browser.
    expect(reads).toEqual([]);
    await page.locator('header').getByRole('link', { name: 'About Us' }).first().click();
    await page
      .getByRole('heading', { level: 1, name: 'Bringing daily yoga to every Indian home' })
      .waitFor();
    await page.getByRole('heading', { level: 2, name: 'Our story' }).waitFor();
    // Its words, and the tab's title from the meta document (read once, beside the page's).
    await page.waitForFunction(() => document.title.startsWith('About Us'));
    expect(reads.map((url) => new URL(url).pathname).sort()).toEqual([
      '/api/content/about',
      '/api/content/meta',
    ]);
    await page.goBack();
    await page.getByRole('heading', { level: 1, name: 'Subscription At Glance' }).waitFor();
    await page.goForward();
    await page
      .getByRole('heading', { level: 1, name: 'Bringing daily yoga to every Indian home' })
      .waitFor();
    expect(reads).toHaveLength(2);
    await context.close();
  });
});

describe('reduced motion', () => {
  it('turns off autoplay and animation and shows the final content at once', async () => {
    const { context, page } = await newPage(s.browser, { reducedMotion: 'reduce' });
    await page.clock.install();
    await openPage(page, s.server.url, '/');
    expect(await page.getByTestId('hero-slider').getAttribute('data-autoplay')).toBe('off');
    await page.clock.runFor(12000);
    expect(await activeIndex(page, 'hero-slider')).toBe(0);
    expect(await activeIndex(page, 'benefit-carousel')).toBe(0);
    const values = page.getByTestId('stat-value');
    await values.first().scrollIntoViewIfNeeded();
    await page.waitForFunction(() =>
      [...document.querySelectorAll('[data-testid="stat-value"]')].every(
        (el) => el.textContent !== '0',
      ),
    );
    expect(await values.allTextContents()).toEqual(['1.18', '12', '4.9']);

    await openPage(page, s.server.url, '/contact');
    const names = await page
      .locator('main li')
      .evaluateAll((els) => els.map((el) => getComputedStyle(el).animationName));
    expect(names).toEqual(['none', 'none', 'none']);
    await context.close();
  });
});

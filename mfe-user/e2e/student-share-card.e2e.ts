import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  api,
  copyDataDir,
  registerUser,
  runOnEmbeddedDatabase,
  signInAs,
  startServer,
  webHarnessForFile,
  type BrowserContext,
  type RunningServer,
} from '@yoga/testing';
import { indiaDate, panel, seriousAxeViolations } from './student-helpers';

/**
 * A student with seven practice days shares the 7-day milestone from the dashboard: WhatsApp opens with
 * the card page's link, and that page (rendered on the server) names a 1080×1080 PNG as its og:image.
 * Seven days of attendance cannot be made in a browser test's time: the student registers on the first
 * server, and a second server runs on a copy of its database with seven practice days written into it.
 */
const harness = webHarnessForFile();
let later: RunningServer;
let laterData: string;
let context: BrowserContext;
let student: Awaited<ReturnType<typeof registerUser>>;

/** Width and height from a PNG's IHDR chunk (bytes 16–23), after checking its signature. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

beforeAll(async () => {
  student = await registerUser(harness.server.url, { name: 'Sunita Rao' });
  const login = await api<{ user: { id: number } }>(
    harness.server.url,
    null,
    'POST',
    '/auth/login',
    {
      email: student.email,
      password: student.password,
    },
  );
  expect(login.status).toBe(200);
  laterData = mkdtempSync(path.join(tmpdir(), 'yoga-e2e-share-'));
  await copyDataDir(harness.server.dataDir, laterData);
  await runOnEmbeddedDatabase(
    laterData,
    [0, 1, 2, 3, 4, 5, 6].map((back) => ({
      sql: "INSERT INTO practice_days (user_id, date, class_id, created_at) VALUES (?, ?, 1, datetime('now'))",
      params: [login.body.user.id, indiaDate(-back)],
    })),
  );
  later = await startServer({ WEB_ROOT: harness.webRoot, DATA_DIR: laterData });
  context = await harness.browser.newContext({ viewport: { width: 1280, height: 900 } });
  await signInAs(context, later.url, student.email, student.password);
  // WhatsApp itself stays out of the test: its page is answered here.
  await context.route('https://wa.me/**', (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<title>wa.me</title>' }),
  );
}, 240_000);

afterAll(async () => {
  await context?.close();
  await later?.stop();
  if (laterData) rmSync(laterData, { recursive: true, force: true });
});

describe('a milestone share card', () => {
  it('is shared on WhatsApp from the dashboard, and its page previews the 1080×1080 card', async () => {
    const page = await context.newPage();
    await page.goto(`${later.url}/user/dashboard`);
    const share = panel(page).getByRole('button', { name: 'Share on WhatsApp: 7 practice days' });
    await share.waitFor();
    const [whatsapp] = await Promise.all([context.waitForEvent('page'), share.click()]);
    await whatsapp.waitForURL(/^https:\/\/wa\.me\//);
    const text = new URL(whatsapp.url()).searchParams.get('text') ?? '';
    const cardUrl = /(https?:\/\/\S+\/m\/[A-Za-z0-9_-]{22})$/.exec(text)?.[1];
    expect(text).toContain('7 practice days');
    expect(cardUrl).toBeDefined();
    await whatsapp.close();
    await expect(
      panel(page).getByRole('link', { name: 'See the card' }).getAttribute('href'),
    ).resolves.toBe(cardUrl);
    expect(await seriousAxeViolations(page)).toEqual([]);

    // The page as WhatsApp's preview reads it: server-rendered HTML, no script run.
    const cardPath = new URL(cardUrl!).pathname;
    const html = await (await fetch(`${later.url}${cardPath}`)).text();
    const ogImage = /<meta property="og:image" content="([^"]+)">/.exec(html)?.[1] ?? '';
    expect(html).toContain('<meta property="og:image:width" content="1080">');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image">');
    expect(html).not.toContain(student.email);
    const image = await fetch(`${later.url}${new URL(ogImage).pathname}`);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(pngSize(Buffer.from(await image.arrayBuffer()))).toEqual({ width: 1080, height: 1080 });

    // And in the browser: the picture loads with its alternative text.
    await page.goto(`${later.url}${cardPath}`);
    const img = page.getByRole('img', { name: /^Sunita reached 7 practice days/ });
    await expect(
      img.evaluate(async (el: HTMLImageElement) => {
        await el.decode();
        return [el.naturalWidth, el.naturalHeight];
      }),
    ).resolves.toEqual([1080, 1080]);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.close();
  });
});

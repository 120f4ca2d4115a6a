import sharp from 'sharp';
import { addIstDays, istToday, type MilestoneShare } from '@yoga/contracts';
import { PracticeService } from '../src/modules/practice/index.js';
import { scriptRuns } from '../src/common/text/fonts.js';
import { cardPng, cardSvg } from '../src/modules/practice/share-card.js';
import { bearer, createTestApp, registerAndLogin, type TestApp } from './support/test-app.js';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

describe('the milestone card drawing', () => {
  it.each([
    ['en', 'Sunita'],
    ['hi', 'सुनीता'],
  ] as const)('draws a 1080×1080 PNG in %s', async (language, name) => {
    const data = {
      language,
      name,
      milestone: { kind: 'days', days: 108 } as const,
      brand: 'Shanti Yoga',
    };
    const png = await cardPng(data);
    expect(png.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
    const meta = await sharp(png).metadata();
    expect({ format: meta.format, width: meta.width, height: meta.height }).toEqual({
      format: 'png',
      width: 1080,
      height: 1080,
    });
    // Drawn, not blank: the number's ink makes the picture far from one flat colour.
    const stats = await sharp(png).stats();
    expect(stats.channels[0].stdev).toBeGreaterThan(10);
  });

  it('puts every text in as glyph outlines (paths), never <text> waiting for a system font', () => {
    const svg = cardSvg({
      language: 'hi',
      name: 'सुनीता',
      milestone: { kind: 'weekly', months: 2 },
      brand: 'शांति योग',
    });
    expect(svg).not.toMatch(/<text|<tspan|font-family/);
    // Every glyph of the Hindi heading, label, name and brand is a path with an outline.
    const paths = svg.match(/<path [^>]*d="M[^"]+"/g) ?? [];
    expect(paths.length).toBeGreaterThan(40);
    // The Devanagari runs were shaped: "क्ष"-style conjuncts and vowel signs come out of the font's
    // shaping as fewer glyphs than code points; here the label is one Devanagari run.
    expect(scriptRuns('2 महीने का साप्ताहिक अभ्यास')).toEqual([
      { text: '2 ', deva: false },
      { text: 'महीने का साप्ताहिक अभ्यास', deva: true },
    ]);
  });

  it('shrinks a long name to fit the card rather than cutting it', () => {
    const short = cardSvg({
      language: 'en',
      name: 'Ira',
      milestone: { kind: 'days', days: 7 },
      brand: 'Shanti Yoga',
    });
    const long = cardSvg({
      language: 'en',
      name: 'Venkatalakshminarasimhaswamy',
      milestone: { kind: 'days', days: 7 },
      brand: 'Shanti Yoga',
    });
    const translations = (svg: string) =>
      [...svg.matchAll(/translate\(([-\d.]+) /g)].map((m) => Number(m[1]));
    // Every glyph stays inside the card's width.
    expect(Math.min(...translations(long))).toBeGreaterThanOrEqual(0);
    expect(Math.max(...translations(long))).toBeLessThan(1080);
    expect(short).not.toEqual(long);
  });
});

describe('sharing a milestone card (POST /api/practice/milestones/:key/share, the card page)', () => {
  let t: TestApp;
  let student: Awaited<ReturnType<typeof registerAndLogin>>;
  let other: Awaited<ReturnType<typeof registerAndLogin>>;
  let shared: MilestoneShare;
  const tokenOf = (url: string) => /\/m\/([A-Za-z0-9_-]+)$/.exec(url)?.[1] ?? '';

  beforeAll(async () => {
    t = await createTestApp();
    student = await registerAndLogin(t, {
      name: 'Sunita Rao',
      email: 'sunita.rao@test.local',
      number: '9812345678',
    });
    other = await registerAndLogin(t, { name: 'Meera Iyer' });
    const practice = t.app.get(PracticeService);
    // Seven practice days up to today: the 7-day milestone.
    for (let i = 0; i < 7; i++)
      await practice.record(student.user.id, 1, addIstDays(istToday(), -i));
  });
  afterAll(() => t.close());

  const share = (token: string, key: string, body: object = {}) =>
    t.http().post(`/api/practice/milestones/${key}/share`).set(bearer(token)).send(body);

  it('gives the student the links of a milestone reached, the same ones again on the next call', async () => {
    const res = await share(student.token, 'days-7').expect(200);
    shared = res.body as MilestoneShare;
    const token = tokenOf(shared.url);
    // 128 random bits (base64url): nothing sequential, no id, no contact in the link (its whole path is
    // /m/<token>, checked below).
    expect(token).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(shared).toEqual({
      key: 'days-7',
      url: expect.stringMatching(new RegExp(`^https?://[^/]+/m/${token}$`)),
      image_url: expect.stringMatching(
        new RegExp(`^https?://[^/]+/api/practice/cards/${token}\\.png$`),
      ),
      whatsapp_url: expect.stringMatching(/^https:\/\/wa\.me\/\?text=/),
    });
    const text = decodeURIComponent(shared.whatsapp_url.slice('https://wa.me/?text='.length));
    expect(text).toContain('7 practice days');
    expect(text.endsWith(shared.url)).toBe(true);
    expect((await share(student.token, 'days-7').expect(200)).body).toEqual(shared);
  });

  it('refuses a milestone not reached (409) or that does not exist (404), for this student only', async () => {
    expect((await share(student.token, 'days-21').expect(409)).body.code).toBe(
      'milestone_not_reached',
    );
    // Another student cannot share this student's milestone: the route only knows the caller's own.
    expect((await share(other.token, 'days-7').expect(409)).body.code).toBe(
      'milestone_not_reached',
    );
    expect((await share(student.token, 'days-8').expect(404)).body.code).toBe('milestone_unknown');
    expect((await share(student.token, 'weekly-x').expect(404)).body.code).toBe(
      'milestone_unknown',
    );
    await t.http().post('/api/practice/milestones/days-7/share').send({}).expect(401);
    expect((await share(student.token, 'days-7', { lang: 'fr' }).expect(400)).body.code).toBe(
      'validation_failed',
    );
  });

  it('serves the card as a public 1080×1080 PNG, cached', async () => {
    const path = new URL(shared.image_url).pathname;
    const res = await t.http().get(path).buffer(true).expect(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    const body = res.body as Buffer;
    expect(body.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
    const meta = await sharp(body).metadata();
    expect([meta.width, meta.height]).toEqual([1080, 1080]);
    const again = await t
      .http()
      .get(path)
      .set('If-None-Match', res.headers.etag as string)
      .expect(304);
    expect(again.headers.etag).toBe(res.headers.etag);
    await t.http().get('/api/practice/cards/AAAAAAAAAAAAAAAAAAAAAA.png').expect(404);
    await t.http().get('/api/practice/cards/1.png').expect(404);
  });

  it('renders the card page on the server with its Open Graph tags and nothing else about the student', async () => {
    const token = tokenOf(shared.url);
    const res = await t.http().get(`/m/${token}`).expect(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    const html = res.text;
    const meta = (key: string) =>
      new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)">`).exec(html)?.[1];
    expect(meta('og:type')).toBe('website');
    expect(meta('og:title')).toBe('7 practice days: a practice milestone');
    expect(meta('og:description')).toMatch(/^Sunita reached 7 practice days/);
    expect(meta('og:image')).toBe(shared.image_url);
    expect(meta('og:image:width')).toBe('1080');
    expect(meta('og:image:height')).toBe('1080');
    expect(meta('og:url')).toBe(shared.url);
    expect(meta('twitter:card')).toBe('summary_large_image');
    expect(meta('robots')).toBe('noindex');
    expect(html).toMatch(
      /<img src="\/api\/practice\/cards\/[^"]+\.png" alt="Sunita reached 7 practice days/,
    );
    expect(html).toContain('href="');
    // The first name only: no surname, email, phone or account id.
    for (const secret of ['Rao', 'sunita.rao@test.local', '9812345678', `"${student.user.id}"`])
      expect(html).not.toContain(secret);

    const hindi = await t.http().get(`/hi/m/${token}`).expect(200);
    expect(hindi.text).toContain('<html lang="hi-IN">');
    expect(hindi.text).toContain('7 दिन का अभ्यास: अभ्यास का पड़ाव');
    expect(hindi.text).toContain('अभ्यास का पड़ाव');

    const missing = await t.http().get('/m/AAAAAAAAAAAAAAAAAAAAAA').expect(404);
    expect(missing.text).toContain('This card is not shared');
    expect(missing.text).not.toContain('og:image');
  });

  it('draws the card in Hindi when the student asks for it', async () => {
    const hi = (await share(student.token, 'days-7', { lang: 'hi' }).expect(200))
      .body as MilestoneShare;
    expect(hi.url).toMatch(/\/hi\/m\/[A-Za-z0-9_-]{22}$/);
    const text = decodeURIComponent(hi.whatsapp_url.slice('https://wa.me/?text='.length));
    expect(text).toContain('7 दिन का अभ्यास');
    const png = await t.http().get(new URL(hi.image_url).pathname).buffer(true).expect(200);
    expect((await sharp(png.body as Buffer).metadata()).width).toBe(1080);
    const page = await t.http().get(new URL(hi.url).pathname).expect(200);
    expect(page.text).toContain('7 दिन का अभ्यास: अभ्यास का पड़ाव');
  });

  it('stops answering once the student stops sharing (page and picture 404)', async () => {
    const token = tokenOf(shared.url);
    const res = await t
      .http()
      .delete('/api/practice/milestones/days-7/share')
      .set(bearer(student.token))
      .expect(200);
    expect(res.body).toEqual({ key: 'days-7', shared: false });
    await t.http().get(`/m/${token}`).expect(404);
    await t.http().get(`/api/practice/cards/${token}.png`).expect(404);
    // Sharing again makes a new link.
    const again = (await share(student.token, 'days-7').expect(200)).body as MilestoneShare;
    expect(tokenOf(again.url)).not.toBe(token);
  });
});

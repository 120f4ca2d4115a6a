import type { AdminContent, ContentVersion, HomeContent } from '@yoga/contracts';
import { api, outboxMails, registerUser, signInAs, TEST_ADMIN, type Page } from '@yoga/testing';
import { poll, startAdminSession, stopAdminSession, type AdminSession } from './admin-helpers';

let s: AdminSession;

beforeAll(async () => {
  s = await startAdminSession();
});

afterAll(async () => {
  await stopAdminSession(s);
});

const homeVersions = async () =>
  (await api<ContentVersion[]>(s.server.url, s.token, 'GET', '/admin/content/home/versions')).body;

/** A page of its own, signed in as the admin, at this size and in this panel language. */
async function adminPage(viewport: { width: number; height: number }, language: 'en' | 'hi') {
  await api(s.server.url, s.token, 'PATCH', '/profile', { language });
  const context = await s.browser.newContext({ viewport });
  await signInAs(context, s.server.url, TEST_ADMIN.email, TEST_ADMIN.password);
  return context.newPage();
}

/** The first "Heading (English)" box of the home page: the hero's heading. */
const heroHeading = (page: Page, label: string) =>
  page.getByRole('textbox', { name: label, exact: true }).first();

describe('site content: problems at their fields, in words; preview at the page address', () => {
  afterEach(async () => {
    await api(s.server.url, s.token, 'PATCH', '/profile', { language: 'en' });
  });

  it.each([
    ['desktop, English', { width: 1280, height: 900 }, 'en'],
    ['phone, Hindi', { width: 390, height: 844 }, 'hi'],
  ] as const)(
    '%s: an empty heading is shown at its field, the summary moves there, the rest stays usable',
    async (_name, viewport, language) => {
      const page = await adminPage(viewport, language);
      const words =
        language === 'en'
          ? {
              heading: 'Heading (English)',
              required: 'This needs to be filled in.',
              summary: /1 thing to fix before saving/,
              // The summary's link is a sentence (issue 38), not a trail of labels.
              place: 'The “Heading” of “Top of the page” needs text in English.',
              save: 'Save draft',
              preview: 'Preview',
            }
          : {
              heading: 'शीर्षक (अंग्रेज़ी)',
              required: 'यह भरना ज़रूरी है।',
              summary: /सेव करने से पहले 1 चीज़ ठीक करें/,
              place: '“पेज का ऊपरी हिस्सा” के “शीर्षक” में अंग्रेज़ी टेक्स्ट लिखना ज़रूरी है।',
              save: 'ड्राफ़्ट सेव करें',
              preview: 'प्रीव्यू',
            };
      await page.goto(`${s.server.url}/admin/site-content?page=home`);
      const heading = heroHeading(page, words.heading);
      await heading.waitFor();
      const before = await heading.inputValue();
      await heading.fill('');

      // At the field: its own message, tied to the box; no code, no path.
      const message = page.locator('#content-field-hero_title_en-problem');
      await message.waitFor();
      expect(await message.textContent()).toBe(words.required);
      expect(await heading.getAttribute('aria-invalid')).toBe('true');
      expect(await heading.getAttribute('aria-describedby')).toBe(
        'content-field-hero_title_en-problem',
      );
      expect(await page.getByText(/hero\.title\.en|must not be empty/).count()).toBe(0);

      // The summary says how many, in words, and its link moves the focus to the box.
      const summary = page.getByRole('region', { name: words.summary });
      await summary.waitFor();
      if (words.place) await summary.getByRole('link', { name: words.place }).waitFor();
      await page.getByRole('textbox').nth(5).focus();
      await summary.getByRole('link').first().click();
      await poll(
        () => heading.evaluate((el) => el === document.activeElement),
        (focused) => focused,
      );

      // The rest of the form stays usable: other boxes take text, the buttons are not greyed out.
      const other = page.getByRole('textbox').nth(3);
      await other.fill(`${await other.inputValue()} `);
      expect(await page.getByRole('button', { name: words.preview }).isDisabled()).toBe(false);
      expect(await page.getByRole('button', { name: words.save }).isDisabled()).toBe(false);
      // Saving with the problem left sends nothing (the draft stays the published page).
      await page.getByRole('button', { name: words.save }).click();
      await poll(
        () => heading.evaluate((el) => el === document.activeElement),
        (focused) => focused,
      );
      const draft = (await api<AdminContent>(s.server.url, s.token, 'GET', '/admin/content/home'))
        .body;
      expect((draft.document as HomeContent).hero.title.en).toBe(before);

      // Fixed: the message goes away.
      await heading.fill(before);
      await message.waitFor({ state: 'detached' });
      await page.context().close();
    },
  );

  it('Preview opens the real page address drawing the draft (not a blob: tab); publishing no change adds no version', async () => {
    const page = s.page;
    await page.goto(`${s.server.url}/admin/site-content?page=home`);
    const heading = heroHeading(page, 'Heading (English)');
    await heading.waitFor();
    const live = await heading.inputValue();
    await heading.fill('A heading seen only in preview');

    const [tab] = await Promise.all([
      page.waitForEvent('popup'),
      page.getByRole('button', { name: 'Preview' }).click(),
    ]);
    await tab.waitForURL((url) => url.searchParams.has('preview'));
    const address = new URL(tab.url());
    expect(address.protocol).not.toBe('blob:');
    expect(address.origin).toBe(s.server.url);
    expect(address.pathname).toBe('/');
    await tab.getByRole('heading', { level: 1, name: 'A heading seen only in preview' }).waitFor();
    expect(await tab.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');

    // Anyone else at the page address sees the published heading.
    const visitor = await s.browser.newPage();
    await visitor.goto(`${s.server.url}/`);
    await visitor.getByRole('heading', { level: 1, name: live }).waitFor();
    await visitor.close();
    await tab.close();

    // Back to the live text and Publish: nothing changed, no new version.
    const versions = (await homeVersions()).length;
    await heading.fill(live);
    await page.getByRole('button', { name: 'Save draft' }).click();
    await page.getByText('Draft saved.').waitFor();
    await page.getByRole('button', { name: 'Publish' }).first().click();
    await page.locator('.ant-popconfirm').getByRole('button', { name: 'Publish' }).click();
    await page
      .getByText(/Published/)
      .first()
      .waitFor();
    expect((await homeVersions()).length).toBe(versions);
  });
});

describe('site content: the title tags and descriptions (meta), the owner’s words', () => {
  it('an unknown placeholder is shown at its field; published, /price and /hi/price carry the new title', async () => {
    const page = s.page;
    await page.goto(`${s.server.url}/admin/site-content?page=meta`);
    // home, about, contact, events, price: the fifth page's title.
    const title = page
      .getByRole('textbox', { name: 'Page title (browser tab and search results) (English)' })
      .nth(4);
    await title.waitFor();
    expect(await title.inputValue()).toBe('Subscription At Glance: plans and prices');
    await title.fill('Plans {offer}');
    const atField = page.locator('#content-field-price_page_title_en-problem');
    await atField.waitFor();
    expect(await atField.textContent()).toBe(
      'This uses a placeholder the page does not have: use only the ones listed above.',
    );
    await page.getByText(/\{brand\}, \{city\}, \{trial_days\}/).waitFor();

    await title.fill('Plans for every month');
    await page
      .getByRole('textbox', { name: 'Page title (browser tab and search results) (Hindi)' })
      .nth(4)
      .fill('हर महीने के प्लान');
    await atField.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Save draft' }).click();
    await page.getByText('Draft saved.').waitFor();
    await page.getByRole('button', { name: 'Publish' }).first().click();
    await page.locator('.ant-popconfirm').getByRole('button', { name: 'Publish' }).click();
    await page
      .getByText(/Published/)
      .first()
      .waitFor();
    const titleOf = async (path: string) =>
      /<title>([^<]*)<\/title>/.exec(await (await fetch(s.server.url + path)).text())?.[1];
    await poll(
      () => titleOf('/price'),
      (shown) => shown?.startsWith('Plans for every month | ') === true,
    );
    expect(await titleOf('/hi/price')).toMatch(/^हर महीने के प्लान \| /);
  });
});

describe('message wording', () => {
  it('edits the welcome email: a wrong placeholder is shown at its text; published, the next welcome email has the new words', async () => {
    const page = s.page;
    await page.goto(`${s.server.url}/admin/message-wording?kind=welcome`);
    const subject = page.getByRole('textbox', { name: 'Email subject (English)' });
    await subject.waitFor();
    await subject.fill('Welcome {nme}, your mat is ready');
    const atField = page.locator('#wording-email_subject-en-problem');
    await atField.waitFor();
    expect(await atField.textContent()).toBe(
      '{nme} is not a placeholder of this message: use one of those listed above.',
    );
    expect(await subject.getAttribute('aria-invalid')).toBe('true');

    await subject.fill('Welcome {name}, your mat is ready');
    await page.getByRole('button', { name: 'Preview' }).click();
    const preview = page.getByRole('region', { name: 'Preview with sample details' });
    await preview.getByText('Welcome Asha, your mat is ready').waitFor();

    await page.getByRole('button', { name: 'Publish' }).first().click();
    await page.locator('.ant-popconfirm').getByRole('button', { name: 'Publish' }).click();
    await page.getByText('Published: the next messages use this wording.').waitFor();

    const student = await registerUser(s.server.url);
    // No email provider here: the outbox keeps its copy of the welcome in the mail sink.
    const [welcome] = await poll(
      async () => outboxMails(s.server, student.email),
      (mails) => mails.length > 0,
      20_000,
    );
    expect(welcome?.subject).toBe(`Welcome ${student.name}, your mat is ready`);
  });

  it('on a phone in Hindi: every kind named in Hindi, a problem in Hindi at its text, the WhatsApp template read-only, nothing scrolls sideways', async () => {
    const page = await adminPage({ width: 390, height: 844 }, 'hi');
    try {
      await page.goto(`${s.server.url}/admin/message-wording?kind=class_reminder`);
      await page.getByRole('heading', { level: 1, name: 'संदेशों के शब्द' }).waitFor();
      await page.getByRole('combobox', { name: 'संदेश' }).click();
      await page
        .locator('.ant-select-dropdown:visible .ant-select-item-option', {
          hasText: 'क्लास रिमाइंडर (जुड़ना खुला है)',
        })
        .waitFor();
      expect(
        await page
          .locator('.ant-select-dropdown:visible')
          .getByText(/admin\.wording/)
          .count(),
      ).toBe(0);
      await page.keyboard.press('Escape');

      // A push kind: the notification's texts too.
      const pushTitle = page.getByRole('textbox', { name: 'सूचना का शीर्षक (हिन्दी)' });
      await pushTitle.waitFor();
      const body = page.getByRole('textbox', { name: 'ईमेल का टेक्स्ट (हिन्दी)' });
      await body.fill('आपकी क्लास शुरू होने वाली है।');
      const atField = page.locator('#wording-email_body-hi-problem');
      await atField.waitFor();
      expect(await atField.textContent()).toBe(
        'कृपया इस टेक्स्ट में {join_link} रहने दें: संदेश के लिए यह ज़रूरी है।',
      );
      // The WhatsApp template: its registered name and numbered variables, nothing to edit.
      const whatsapp = page.locator('.ant-card', { hasText: 'WhatsApp टेम्पलेट' });
      await whatsapp.getByText('class_reminder', { exact: true }).waitFor();
      expect(await whatsapp.getByRole('textbox').count()).toBe(0);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
    } finally {
      await page.context().close();
      await api(s.server.url, s.token, 'PATCH', '/profile', { language: 'en' });
    }
  });
});

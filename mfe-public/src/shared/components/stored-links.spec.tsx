/**
 * Issue 38, defence in depth: links already stored in edited content that would leave the site (`//host`,
 * `/\host`, javascript:…) are not drawn as links by the public pages; good ones still are.
 */
import { act, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { LocalText, PolicyContent, SiteContent } from '@yoga/contracts';
import { LocaleProvider, registerCatalog, setLocale } from '@yoga/i18n';
import PublicApp from '../../app/app';
import { localizedContent } from '../../document/localize-content';
import { ContentProvider } from '../content';
import { publicCatalog } from '../i18n';
import { ServerRenderedProvider } from '../initial-data';
import { AnnouncementBar } from './announcement-bar';

const text = (en: string, hi = ''): LocalText => ({ en, hi });

const BAD = [
  '//evil.example/x',
  '/\\evil.example/phish',
  'javascript:alert(1)',
  'http://evil.example/x',
];
const GOOD: [string, string][] = [
  ['/price', '/price'],
  ['https://example.com/blog', 'https://example.com/blog'],
  ['mailto:hello@example.com', 'mailto:hello@example.com'],
];

async function renderEnglish(ui: React.ReactElement, path = '/') {
  await registerCatalog(publicCatalog);
  await setLocale('en', { persist: false });
  await act(async () => {
    render(
      <LocaleProvider>
        <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
      </LocaleProvider>,
    );
  });
}

const site = (link: string): SiteContent => ({
  announcement: { enabled: true, text: text('Diwali week: 20% off'), link },
});

describe('links already stored in edited content', () => {
  beforeAll(() => {
    globalThis.fetch = jest.fn(async () => new Response('{}', { status: 503 })) as typeof fetch;
  });

  it.each(BAD)('the announcement bar shows its text without the link %j', async (link) => {
    await renderEnglish(
      <ContentProvider value={{ pages: { site: site(link) } }}>
        <AnnouncementBar />
      </ContentProvider>,
    );
    const bar = screen.getByRole('complementary', { name: 'Diwali week: 20% off' });
    expect(bar.textContent).toBe('Diwali week: 20% off');
    expect(within(bar).queryByRole('link')).toBeNull();
    expect(bar.innerHTML).not.toContain('evil.example');
  });

  it.each(GOOD)('the announcement bar links to %j', async (link, href) => {
    await renderEnglish(
      <ContentProvider value={{ pages: { site: site(link) } }}>
        <AnnouncementBar />
      </ContentProvider>,
    );
    const bar = screen.getByRole('complementary', { name: 'Diwali week: 20% off' });
    expect(within(bar).getByRole('link').getAttribute('href')).toBe(href);
  });

  it('a policy page draws a stored link that leaves the site as its text only', async () => {
    const privacy: PolicyContent = {
      title: text('Privacy Policy'),
      description: text('How we keep your data'),
      intro: text('Read this first.'),
      sections: [
        {
          heading: text('1. Links'),
          paragraphs: [
            text('Old [here](//evil.example/x) and [phish](/\\evil.example/phish).'),
            text('Fine: [prices](/price) and [blog](https://example.com/blog).'),
          ],
        },
      ],
    };
    await renderEnglish(
      <ServerRenderedProvider value={true}>
        <ContentProvider
          value={{ locale: 'en', pages: { privacy: localizedContent(privacy, 'en') } }}
        >
          <PublicApp />
        </ContentProvider>
      </ServerRenderedProvider>,
      '/privacy-policy',
    );
    const h1 = await screen.findByRole('heading', { level: 1 }, { timeout: 10_000 });
    expect(h1.textContent).toBe('Privacy Policy');
    const main = screen.getByRole('main');
    expect(main.textContent).toContain('Old here and phish.');
    expect(within(main).queryByRole('link', { name: 'here' })).toBeNull();
    expect(within(main).queryByRole('link', { name: 'phish' })).toBeNull();
    expect(main.innerHTML).not.toContain('evil.example');
    expect(within(main).getByRole('link', { name: 'prices' }).getAttribute('href')).toBe('/price');
    expect(within(main).getByRole('link', { name: 'blog' }).getAttribute('href')).toBe(
      'https://example.com/blog',
    );
  });
});

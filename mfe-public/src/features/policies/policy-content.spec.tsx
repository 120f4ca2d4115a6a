/** A policy page drawn from its edited content (docs/content.md), as the server gives it. */
import { screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { renderInHindi } from '@yoga/i18n/testing';
import { SAMPLE_BUSINESS_DETAILS, type LocalText, type PolicyContent } from '@yoga/contracts';
import PublicApp from '../../app/app';
import { localizedContent } from '../../document/localize-content';
import { ContentProvider } from '../../shared/content';
import { publicCatalog } from '../../shared/i18n';
import { ServerRenderedProvider } from '../../shared/initial-data';

const text = (en: string, hi = ''): LocalText => ({ en, hi });

const REFUND: PolicyContent = {
  title: text('Refund Policy', 'रिफ़ंड नीति'),
  description: text('When {brand} refunds', '{brand} कब रिफ़ंड करता है'),
  intro: text('Read this first.', 'पहले इसे पढ़ें।'),
  sections: [
    {
      heading: text('1. Trial', '1. ट्रायल'),
      paragraphs: [
        text('A free {trial_days}-day trial.', '{trial_days} दिन का फ़्री ट्रायल, **बिना कार्ड**।'),
        text('See the [pricing page](/price) and your [profile](/user/profile).'),
        text('- Call [{phone}](tel:{phone})', '- [{phone}](tel:{phone}) पर फ़ोन करें'),
        text('- Write to {email}'),
      ],
    },
    { heading: text('2. Only in English'), paragraphs: [text('Last words.')] },
  ],
};

describe('a policy page from its edited content', () => {
  beforeAll(() => {
    globalThis.fetch = jest.fn(async () => new Response('{}', { status: 503 })) as typeof fetch;
  });

  it('draws Hindi (English where empty), bold, lists, localized links and the business details', async () => {
    await renderInHindi(
      <ServerRenderedProvider value={true}>
        <ContentProvider
          value={{ locale: 'hi', pages: { refund: localizedContent(REFUND, 'hi') } }}
        >
          <MemoryRouter initialEntries={['/hi/returnrefund']}>
            <PublicApp />
          </MemoryRouter>
        </ContentProvider>
      </ServerRenderedProvider>,
      { catalogs: [publicCatalog] },
    );
    const h1 = await screen.findByRole('heading', { level: 1 }, { timeout: 10_000 });
    expect(h1.textContent).toBe('रिफ़ंड नीति');
    const main = screen.getByRole('main');
    const headings = within(main)
      .getAllByRole('heading', { level: 2 })
      .map((h) => h.textContent);
    expect(headings).toEqual(['1. ट्रायल', '2. Only in English']);
    expect(within(main).getByText('बिना कार्ड').tagName).toBe('STRONG');
    const price = within(main).getByRole('link', { name: 'pricing page' });
    expect(price.getAttribute('href')).toBe('/hi/price');
    expect(within(main).getByRole('link', { name: 'profile' }).getAttribute('href')).toBe(
      '/user/profile',
    );
    const phone = SAMPLE_BUSINESS_DETAILS.phone;
    const call = within(main).getByRole('link', { name: phone });
    expect(call.getAttribute('href')).toBe(`tel:${phone.replace(/[^+\d]/g, '')}`);
    const items = within(main).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[1]!.textContent).toBe(`Write to ${SAMPLE_BUSINESS_DETAILS.email}`);
    expect(main.textContent).not.toContain('{');
  });
});

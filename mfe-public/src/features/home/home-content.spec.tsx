/** The home page drawn from its edited content (docs/content.md), as the server gives it. */
import { screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { HomeContent, LocalText } from '@yoga/contracts';
import { renderInHindi } from '@yoga/i18n/testing';
import { primeMediaBase } from '@yoga/site-settings';
import PublicApp from '../../app/app';
import { localizedContent } from '../../document/localize-content';
import { ContentProvider } from '../../shared/content';
import { publicCatalog } from '../../shared/i18n';
import { ServerRenderedProvider } from '../../shared/initial-data';

const text = (en: string, hi = ''): LocalText => ({ en, hi });
const titled = (n: number) => ({
  title: text(`Title ${n}`, `शीर्षक ${n}`),
  text: text(`Text ${n}`, `पाठ ${n}`),
});
const PHOTO = {
  src: '/uploads/content/abc-360.webp',
  srcset: '/uploads/content/abc-120.webp 120w, /uploads/content/abc-360.webp 360w',
  width: 360,
  height: 360,
  alt: text('Meera teaching', 'मीरा सिखाते हुए'),
};

const HOME: HomeContent = {
  hero: {
    eyebrow: text('Eyebrow', 'ऊपर'),
    title: text('Yoga with Diwali light', 'दिवाली की रोशनी में योग'),
    lead: text('Lead', 'मुख्य'),
    button: text('Start', 'शुरू करें'),
    slides: [{ ...titled(1), photo: null }],
  },
  reasons: { title: text('Reasons', 'कारण'), lead: text('Lead', 'मुख्य'), items: [titled(2)] },
  features: { title: text('Features', 'खूबियाँ'), lead: text('Lead', 'मुख्य'), items: [titled(3)] },
  cta: { title: text('Join', 'जुड़ें'), text: text('Now', 'अभी'), button: text('Go', 'चलें') },
  counters: [{ value: 12, suffix: text('+', '+'), label: text('years', 'साल') }],
  trainers: {
    title: text('Trainers', 'ट्रेनर'),
    lead: text('Lead', 'मुख्य'),
    items: [
      {
        name: 'Meera Iyer',
        years: 8,
        role: text('Hatha', 'हठ'),
        bio: text('Bio', 'परिचय'),
        photo: PHOTO,
      },
    ],
  },
  founder: {
    title: text('Founder', 'संस्थापक'),
    name: 'Rajendra Prasad Gupta',
    photo: null,
    slides: [titled(4)],
  },
  faq: {
    title: text('FAQ', 'सवाल'),
    items: [
      { question: text('Only in English?'), answer: text('Yes', 'हाँ') },
      { question: text('Second?', 'दूसरा?'), answer: text('No', 'नहीं') },
    ],
  },
};

describe('the home page from its edited content', () => {
  beforeAll(() => {
    globalThis.fetch = jest.fn(async () => new Response('{}', { status: 503 })) as typeof fetch;
  });

  const renderHome = () =>
    renderInHindi(
      <ServerRenderedProvider value={true}>
        <ContentProvider value={{ locale: 'hi', pages: { home: localizedContent(HOME, 'hi') } }}>
          <MemoryRouter initialEntries={['/hi']}>
            <PublicApp />
          </MemoryRouter>
        </ContentProvider>
      </ServerRenderedProvider>,
      { catalogs: [publicCatalog] },
    );

  it('draws the Hindi texts, English where Hindi is empty, and uploaded photos with srcset and alt', async () => {
    await renderHome();
    const h1 = await screen.findByRole('heading', { level: 1 }, { timeout: 10_000 });
    expect(h1.textContent).toBe('दिवाली की रोशनी में योग');
    const faq = await screen.findByTestId('faq', undefined, { timeout: 10_000 });
    await waitFor(() => expect(document.querySelector('[aria-busy="true"]')).toBeNull());
    expect(within(faq).getByText('Only in English?')).toBeTruthy();
    expect(within(faq).getByText('दूसरा?')).toBeTruthy();
    const photo = screen.getByAltText('मीरा सिखाते हुए');
    expect(photo.getAttribute('srcset')).toBe(PHOTO.srcset);
    expect(photo.getAttribute('sizes')).toBe('120px');
    expect(photo.getAttribute('width')).toBe('120');
    expect(photo.getAttribute('height')).toBe('120');
  });

  it('draws the uploaded photos from MEDIA_BASE_URL when the page was given one', async () => {
    primeMediaBase('https://cdn.example.com/media');
    try {
      await renderHome();
      const photo = await screen.findByAltText('मीरा सिखाते हुए', undefined, { timeout: 10_000 });
      expect(photo.getAttribute('src')).toBe('https://cdn.example.com/media/content/abc-360.webp');
      expect(photo.getAttribute('srcset')).toBe(
        'https://cdn.example.com/media/content/abc-120.webp 120w, https://cdn.example.com/media/content/abc-360.webp 360w',
      );
    } finally {
      primeMediaBase(null);
    }
  });
});

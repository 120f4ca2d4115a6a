/**
 * Issue 12: every public page and auth screen, opened under /hi, reads fully in Hindi: no English text
 * node or readable attribute (except names, numbers and the glossary's words kept in English) and no
 * message without its Hindi text.
 */
import { screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import {
  INR_PACKAGES,
  SAMPLE_BUSINESS_DETAILS,
  SITE,
  USD_PACKAGES,
  type Blog,
} from '@yoga/contracts';
import { renderInHindi } from '@yoga/i18n/testing';
import { aboutCatalog } from '../features/about/i18n';
import { authCatalog } from '../features/auth/i18n';
import { blogCatalog } from '../features/blog/i18n';
import { contactCatalog } from '../features/contact/i18n';
import { FOUNDER_NAMES, TRAINER_NAMES } from '../features/home/home.content';
import { liveEventsCatalog } from '../features/live-events/i18n';
import { policiesCatalog } from '../features/policies/i18n';
import { wellnessCatalog } from '../features/wellness/i18n';
import { publicCatalog } from '../shared/i18n';
import {
  InitialDataProvider,
  ServerRenderedProvider,
  type RouteData,
} from '../shared/initial-data';
import PublicApp from './app';

const CATALOGS = [
  publicCatalog,
  aboutCatalog,
  authCatalog,
  blogCatalog,
  contactCatalog,
  liveEventsCatalog,
  policiesCatalog,
  wellnessCatalog,
];

/** Names and data kept as written: the brand, people, plans, the sample business details. */
const NAMES = [
  SITE.brandName,
  ...TRAINER_NAMES,
  ...FOUNDER_NAMES,
  ...INR_PACKAGES.map((p) => p.name),
  ...USD_PACKAGES.map((p) => p.name),
  SAMPLE_BUSINESS_DETAILS.legal_name,
];

const POST: Blog = {
  id: 3,
  title: 'Morning pranayama for busy parents',
  category: 'Breathing',
  description: 'Five minutes of Anulom Vilom before the school run.\n\nStart slowly.',
  author: 'Meera Iyer',
  time_to_read: '4 min',
  thumbnail: null,
  thumbnail_srcset: null,
  created_at: '2026-11-20T05:00:00.000Z',
};

/** The pages of spec section 2, a post, and the auth screens, with the data the server renders them with. */
const PAGES: readonly { path: string; heading?: string; data?: RouteData }[] = [
  { path: '/', heading: 'लाइव योग क्लास, हर दिन, आपके घर से' },
  { path: '/price', heading: 'सदस्यता एक नज़र में' },
  { path: '/blogs', heading: 'योग और सेहत ब्लॉग', data: { path: '/hi/blogs', blogs: [POST] } },
  { path: '/blogs/3', data: { path: '/hi/blogs/3', blog: POST } },
  { path: '/livestream', heading: 'लाइव इवेंट' },
  { path: '/mainslider', heading: 'लाइव क्लास का एक दिन' },
  { path: '/contact', heading: 'संपर्क करें' },
  { path: '/about', heading: 'हर भारतीय घर तक रोज़ का योग' },
  { path: '/mentalhealth', heading: 'मानसिक स्वास्थ्य' },
  { path: '/nutrition', heading: 'पोषण' },
  { path: '/physical', heading: 'शारीरिक स्वास्थ्य' },
  { path: '/lifestyle', heading: 'जीवनशैली' },
  { path: '/returnrefund', heading: 'रिफ़ंड और रिप्लेसमेंट नीति' },
  { path: '/privacy-policy', heading: 'गोपनीयता नीति' },
  { path: '/termsofuse', heading: 'उपयोग की शर्तें' },
  { path: '/auth/register', heading: 'अपना अकाउंट बनाएँ' },
  { path: '/auth/login', heading: 'फिर से स्वागत है' },
  { path: '/auth/greet', heading: 'आपका रजिस्ट्रेशन हो गया' },
  { path: '/auth/forgot', heading: 'पासवर्ड भूल गए?' },
  // Without the link's token: the form says the link is invalid, in Hindi.
  { path: '/auth/reset', heading: 'नया पासवर्ड चुनें' },
  { path: '/auth/confirm-email', heading: 'अपने नए ईमेल की पुष्टि करें' },
  { path: '/no-such-page', heading: 'पेज नहीं मिला' },
];

beforeEach(() => {
  localStorage.clear();
  // The business details request fails: the pages show the samples (marked), in Hindi.
  globalThis.fetch = jest.fn(async () => new Response('{}', { status: 503 })) as typeof fetch;
});

describe('the public site under /hi', () => {
  it.each(PAGES)('$path reads fully in Hindi', async ({ path, heading, data }) => {
    const view = await renderInHindi(
      <ServerRenderedProvider value={true}>
        <InitialDataProvider value={data ?? null}>
          <MemoryRouter initialEntries={[`/hi${path === '/' ? '' : path}`]}>
            <PublicApp />
          </MemoryRouter>
        </InitialDataProvider>
      </ServerRenderedProvider>,
      { catalogs: CATALOGS },
    );
    const h1 = await screen.findByRole('heading', { level: 1 }, { timeout: 10_000 });
    if (heading) expect(h1.textContent).toBe(heading);
    else expect(h1.textContent).toBe(POST.title);
    // The home page's later sections are a chunk of their own: wait for the last one.
    if (path === '/') await screen.findByTestId('faq', undefined, { timeout: 10_000 });
    await waitFor(() => expect(document.querySelector('[aria-busy="true"]')).toBeNull());
    expect(document.title).not.toBe('');
    // A post is shown in the language it was written in (its own texts are marked translate="no").
    view.expectHindiOnly({ allow: [...NAMES, POST.title] });
  });

  it('links every public page in Hindi and keeps the panels at their one address', async () => {
    await renderInHindi(
      <MemoryRouter initialEntries={['/hi/price']}>
        <PublicApp />
      </MemoryRouter>,
      { catalogs: CATALOGS },
    );
    expect(screen.getAllByRole('link', { name: 'फ़्री ट्रायल शुरू करें' })[0]?.getAttribute('href')).toBe(
      '/hi/auth/register',
    );
    expect(screen.getByRole('link', { name: 'हमारी रिफ़ंड नीति देखें।' }).getAttribute('href')).toBe(
      '/hi/returnrefund',
    );
  });
});

import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { FeaturedCoupon } from '@yoga/contracts';
import { InitialDataProvider } from '../../../shared/initial-data';
import { ContentProvider } from '../../../shared/content';
import { seededContent } from '@yoga/testing/content-seed';
import { TEST_PLANS } from '@yoga/testing/fixtures';
import { priceWithOffer } from '../featured-offer';
import PricePage from './price-page';

const { meta } = seededContent();

/**
 * The page as the server renders it: the plans on sale come in its data (no request), its title and
 * description in its entry of the `meta` document.
 */
function renderPage(url = '/price', plans = TEST_PLANS) {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <ContentProvider value={{ pages: { meta } }}>
        <InitialDataProvider value={{ path: '/price', plans }}>
          <PricePage />
        </InitialDataProvider>
      </ContentProvider>
    </MemoryRouter>,
  );
}

// The currency she chose is remembered on the device (issue 37): every test starts without one.
beforeEach(() => localStorage.clear());

describe('PricePage calls to action', () => {
  beforeEach(() => localStorage.clear());

  it('offers visitors the free trial under every plan', () => {
    renderPage();
    const table = screen.getByTestId('inr-table');
    const links = within(table).getAllByRole('link', { name: 'Start free trial' });
    expect(links).toHaveLength(3);
    expect(links.every((a) => a.getAttribute('href') === '/auth/register')).toBe(true);
    expect(within(table).queryByRole('link', { name: /Choose plan/ })).toBeNull();
  });

  it("sends a signed-in student to the panel's checkout with the plan and currency chosen", () => {
    localStorage.setItem('token', 'jwt');
    localStorage.setItem('user', JSON.stringify({ id: 5, name: 'Priya', role: 'user' }));
    renderPage();
    const inr = within(screen.getByTestId('inr-table'));
    expect(inr.queryByRole('link', { name: 'Start free trial' })).toBeNull();
    expect(inr.getByRole('link', { name: 'Choose plan: Super Saver' }).getAttribute('href')).toBe(
      '/user/plans?plan=super&currency=INR',
    );
    fireEvent.click(screen.getByRole('button', { name: '$ USD' }));
    expect(
      within(screen.getByTestId('usd-table'))
        .getByRole('link', { name: 'Choose plan: Super' })
        .getAttribute('href'),
    ).toBe('/user/plans?plan=super&currency=USD');
  });

  it('keeps the free-trial links for a signed-in admin', () => {
    localStorage.setItem('token', 'jwt');
    localStorage.setItem('user', JSON.stringify({ id: 1, name: 'Asha', role: 'admin' }));
    renderPage();
    expect(
      within(screen.getByTestId('inr-table')).getAllByRole('link', { name: 'Start free trial' }),
    ).toHaveLength(3);
  });
});

describe('PricePage wording (one story with checkout and the policies)', () => {
  it('says prices include GST, what Redeemable and Balance mean, and that the trial ends without a charge', () => {
    const { container } = renderPage();
    const text = container.textContent ?? '';
    expect(text).toContain('Rupee prices include GST');
    expect(text).toContain('“Redeemable” (in the dollar table: “Redeem”) is the most of it');
    expect(text).not.toContain('Redeem for dollars');
    expect(text).toContain('“Balance” is what you still pay in money');
    // Checkout offers automatic renewal: the page never says a plan is only ever paid once.
    expect(text).not.toContain('paid once for its whole period');
    expect(text).toContain('renew automatically at the end of each period');
    expect(text).toContain('The free trial ends without any charge');
    expect(text).toContain('A plan bought during the trial starts when the trial ends');
    // No monthly plan is on sale, so the page does not offer one.
    expect(text).not.toMatch(/monthly/i);
    expect(text).not.toContain('the amount left to pay');
  });
});

describe('PricePage currency switch', () => {
  it('is a pair of links to the page in each currency, and the address picks the table', () => {
    renderPage('/price?currency=USD');
    expect(screen.getByTestId('usd-table')).toBeTruthy();
    const usd = screen.getByRole('button', { name: '$ USD' });
    const inr = screen.getByRole('button', { name: '₹ INR' });
    expect(usd.getAttribute('aria-pressed')).toBe('true');
    expect(inr.getAttribute('href')).toBe('?currency=INR');
    expect(usd.getAttribute('href')).toBe('?currency=USD');
    fireEvent.click(inr);
    expect(screen.getByTestId('inr-table')).toBeTruthy();
    expect(inr.getAttribute('aria-pressed')).toBe('true');
  });
});

describe('PricePage figures (the plans module owns them)', () => {
  it('draws the spec tables from the plans in the page data', () => {
    renderPage();
    const inr = screen.getByTestId('inr-table').textContent ?? '';
    for (const text of [
      'Bumper Saver',
      '₹12,000',
      '74% off',
      '₹3,099',
      '₹2,325',
      '₹774',
      'Big Saver',
      '₹424',
    ])
      expect(inr).toContain(text);
    fireEvent.click(screen.getByRole('button', { name: '$ USD' }));
    const usd = screen.getByTestId('usd-table').textContent ?? '';
    for (const text of ['Bumper', '$325', '$85', '$64', '$21', 'Big', '$60', '42% off', '$35'])
      expect(usd).toContain(text);
    expect(usd).not.toContain('Saver');
    expect(usd.match(/% off/g)).toHaveLength(1);
  });

  it('names the plans on sale in the page description', () => {
    renderPage();
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(
      'Compare the Bumper Saver, Super Saver and Big Saver yoga plans in rupees or dollars. Start with a free 14-day trial.',
    );
    cleanup();
    renderPage('/price', [{ ...TEST_PLANS[0]!, name_en: 'Diwali Saver' }]);
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toContain(
      'Compare the Diwali Saver yoga plans',
    );
  });

  it('shows a changed price, a new plan and the popular mark as the owner set them', () => {
    const changed = TEST_PLANS.map((p) =>
      p.slug === 'big'
        ? {
            ...p,
            popular: true,
            prices: { ...p.prices, INR: { ...p.prices.INR, offer: 129900, balance: 2400 } },
          }
        : p,
    );
    renderPage('/price', changed);
    const inr = screen.getByTestId('inr-table').textContent ?? '';
    expect(inr).toContain('₹1,299');
    expect(inr).not.toContain('₹1,699');
    expect(inr).toContain('Most popular');
  });
});

describe('PricePage reached by a client-side navigation (no server data)', () => {
  const realFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = realFetch;
  });
  /** What fetch resolves to (jsdom has no Response). */
  const answer = (status: number, body: unknown) => ({
    ok: status < 300,
    status,
    json: async () => body,
  });
  const visit = () =>
    render(
      <MemoryRouter initialEntries={['/price']}>
        <PricePage />
      </MemoryRouter>,
    );

  it('asks GET /api/plans and draws its plans', async () => {
    const fetchMock = jest.fn(async (url: string) =>
      answer(200, url === '/api/plans' ? TEST_PLANS : { offer: null }),
    );
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    visit();
    expect(screen.getByRole('status').textContent).toBe('Loading…');
    const table = await screen.findByTestId('inr-table');
    expect(table.textContent).toContain('₹3,099');
    expect(fetchMock).toHaveBeenCalledWith('/api/plans', expect.anything());
  });

  it('says when the plans cannot be loaded, and tries again', async () => {
    // The plans fail once (the featured offer answers: none).
    let plansAsked = 0;
    const fetchMock = jest.fn(async (url: string) =>
      url === '/api/plans'
        ? ++plansAsked === 1
          ? answer(503, {})
          : answer(200, TEST_PLANS)
        : answer(200, { offer: null }),
    );
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    visit();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The plans could not be loaded. Please try again.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('inr-table')).toBeTruthy();
  });
});

describe('PricePage with an offer marked for the price page', () => {
  const offer: FeaturedCoupon = {
    code: 'DIWALI25',
    percent_off: 25,
    amount_off: null,
    plans: ['super', 'big'],
    valid_to: '2099-11-30',
  };

  it('shows the banner and strikes through the offer prices of the plans it is for', () => {
    render(
      <MemoryRouter initialEntries={['/price']}>
        <InitialDataProvider value={{ path: '/price', offer, plans: TEST_PLANS }}>
          <PricePage />
        </InitialDataProvider>
      </MemoryRouter>,
    );
    expect(screen.getByTestId('offer-banner').textContent).toBe(
      'Offer: 25% off with code DIWALI25 at checkout. Until 30 Nov 2099.',
    );
    const row = within(screen.getByTestId('inr-table'))
      .getByRole('rowheader', { name: 'With the offer code' })
      .closest('tr')!;
    const cells = within(row).getAllByRole('cell');
    expect(cells[0].textContent).toBe('Not on this plan');
    // 25 % off, rounded down to whole rupees (issue 38): Super Saver ₹2,499 → ₹1,875 (₹624 off, not
    // ₹624.75); Big Saver ₹1,699 → ₹1,275. No price shows paise.
    expect(cells[1].querySelector('s')?.textContent).toBe('₹2,499');
    expect(cells[1].textContent).toContain('₹1,875');
    expect(cells[2].textContent).toContain('₹1,275');
    expect(cells[1].textContent).not.toMatch(/\.\d\d/);
  });

  it('shows nothing extra without an offer', () => {
    render(
      <MemoryRouter initialEntries={['/price']}>
        <InitialDataProvider value={{ path: '/price', offer: null }}>
          <PricePage />
        </InitialDataProvider>
      </MemoryRouter>,
    );
    expect(screen.queryByTestId('offer-banner')).toBeNull();
    expect(screen.queryByRole('rowheader', { name: 'With the offer code' })).toBeNull();
  });

  it('computes fixed amounts per currency and leaves out a currency without one', () => {
    const fixed = { ...offer, percent_off: null, amount_off: { USD: 500 }, plans: null };
    expect(priceWithOffer(fixed, 'super', 'USD', 55)).toEqual({ before: 5500, after: 5000 });
    expect(priceWithOffer(fixed, 'super', 'INR', 2499)).toBeNull();
  });
});

describe('PricePage prices by country (issue 37)', () => {
  const realFormat = Intl.DateTimeFormat;
  afterEach(() => {
    Intl.DateTimeFormat = realFormat;
    localStorage.clear();
    jest.restoreAllMocks();
    cleanup();
  });
  const withGbp = TEST_PLANS.map((p) =>
    p.slug === 'super'
      ? {
          ...p,
          prices: {
            ...p.prices,
            GBP: { ...p.prices.USD, original: 9900, offer: 4500, redeemable: 0, balance: 4500 },
          },
        }
      : p,
  );

  it('opens in the currency of the country the browser reports, offers only the priced plans, and remembers a switch', () => {
    jest.spyOn(navigator, 'languages', 'get').mockReturnValue(['en-GB']);
    Intl.DateTimeFormat = function () {
      return { resolvedOptions: () => ({ timeZone: 'Europe/London' }) };
    } as unknown as typeof Intl.DateTimeFormat;
    renderPage('/price', withGbp);
    const table = screen.getByTestId('gbp-table');
    expect(table.textContent).toContain('£45');
    expect(table.textContent).toContain('£99');
    // Only Super is priced in pounds.
    expect(within(table).queryByText('Big Saver')).toBeNull();
    expect(screen.getByRole('button', { name: '£ GBP' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: '$ USD' }));
    expect(screen.getByTestId('usd-table')).toBeTruthy();
    expect(localStorage.getItem('yoga.currency')).toBe('USD');
  });

  it('keeps rupees in India and the address’s currency when it names one', () => {
    renderPage('/price', withGbp);
    expect(screen.getByTestId('inr-table')).toBeTruthy();
    expect(screen.getByRole('button', { name: '£ GBP' })).toBeTruthy();
    cleanup();
    renderPage('/price?currency=GBP', withGbp);
    expect(screen.getByTestId('gbp-table').textContent).toContain('£45');
  });
});

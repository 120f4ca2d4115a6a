import { screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { SAMPLE_BUSINESS_DETAILS } from '@yoga/contracts';
import { renderInHindi } from '@yoga/i18n/testing';
import { layoutCatalog } from './i18n';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

describe('the marketing frame in Hindi', () => {
  it('reads fully in Hindi, with every public link under /hi and the switch in the bar and the drawer', async () => {
    const view = await renderInHindi(
      <MemoryRouter initialEntries={['/hi/price']}>
        <SiteHeader />
        <SiteFooter />
      </MemoryRouter>,
      { catalogs: [layoutCatalog] },
    );
    const bar = screen.getByRole('navigation', { name: 'मुख्य' });
    expect(within(bar).getByRole('link', { name: 'कीमतें' }).getAttribute('href')).toBe('/hi/price');
    expect(within(bar).getByRole('link', { name: 'अभी जुड़ें' }).getAttribute('href')).toBe(
      '/hi/auth/register',
    );
    const english = within(bar).getByRole('link', { name: 'English' });
    expect(english.getAttribute('href')).toBe('/price');
    expect(english.getAttribute('lang')).toBe('en-IN');
    expect(within(bar).queryByRole('link', { name: 'हिन्दी' })).toBeNull();
    // The drawer holds the same links and both languages, the current one marked.
    const drawer = document.getElementById('site-drawer') as HTMLElement;
    expect(within(drawer).getAllByRole('link', { name: 'English', hidden: true })).toHaveLength(1);
    expect(
      within(drawer)
        .getByRole('link', { name: 'हिन्दी', hidden: true })
        .getAttribute('aria-current'),
    ).toBe('true');
    expect(screen.getByRole('link', { name: 'गोपनीयता नीति' }).getAttribute('href')).toBe(
      '/hi/privacy-policy',
    );
    view.expectHindiOnly({
      allow: [
        SAMPLE_BUSINESS_DETAILS.brand_name,
        ...SAMPLE_BUSINESS_DETAILS.social.map((s) => s.name),
      ],
    });
  });

  it("names an instructor's panel for her in Hindi: the instructor console, not my panel", async () => {
    localStorage.setItem('token', 't');
    localStorage.setItem(
      'user',
      JSON.stringify({ id: 3, name: 'Ravi Guru', email: 'ravi@example.in', role: 'instructor' }),
    );
    try {
      await renderInHindi(
        <MemoryRouter initialEntries={['/hi/price']}>
          <SiteHeader />
        </MemoryRouter>,
        { catalogs: [layoutCatalog] },
      );
      const bar = screen.getByRole('navigation', { name: 'मुख्य' });
      const link = await within(bar).findByRole(
        'link',
        { name: 'Ravi Guru इंस्ट्रक्टर कंसोल' },
        { timeout: 15000 },
      );
      expect(link.getAttribute('href')).toBe('/admin/console');
      expect(within(bar).queryByText('मेरा पैनल')).toBeNull();
    } finally {
      localStorage.clear();
    }
  });
});

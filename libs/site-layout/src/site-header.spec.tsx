import { fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { SiteHeader } from './site-header';
import { SiteFooter } from './site-footer';

function renderAt(path: string, ui: ReactElement) {
  return render(<MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>);
}

describe('SiteHeader', () => {
  it('lists the spec links, Log in and Join Now to register, marking the current page', () => {
    renderAt('/price', <SiteHeader />);
    const bar = screen.getByRole('navigation', { name: 'Main' });
    const links = Array.from(bar.querySelectorAll('a')).map((a) => [
      a.textContent,
      a.getAttribute('href'),
    ]);
    expect(links).toEqual([
      ['Home', '/'],
      ['Pricing', '/price'],
      ['Schedule', '/schedule'],
      ['Blog', '/blogs'],
      ['Live Events', '/livestream'],
      ['About Us', '/about'],
      ['Contact Us', '/contact'],
      // A returning student signs in from the bar (issue 28).
      ['Log in', '/auth/login'],
      ['Join Now', '/auth/register'],
      // The language switch: this page in the other language.
      ['हिन्दी', '/hi/price'],
    ]);
    expect(bar.querySelector('a[aria-current="page"]')?.textContent).toBe('Pricing');
  });

  describe('for a signed-in visitor', () => {
    const users = {
      admin: { id: 1, name: 'Asha Admin', email: 'asha@example.in', role: 'admin' },
      user: { id: 2, name: 'Priya Sharma', email: 'priya@example.in', role: 'user' },
      instructor: { id: 3, name: 'Ravi Guru', email: 'ravi@example.in', role: 'instructor' },
    } as const;
    beforeEach(() => {
      // Each case gets a fresh page store (it reads the stored session once, when created).
      jest.resetModules();
      localStorage.clear();
    });
    afterAll(() => localStorage.clear());

    it.each([
      ['admin', 'Admin panel', '/admin/admin-dashboard'],
      ['user', 'My panel', '/user/dashboard'],
      ['instructor', 'Instructor console', '/admin/console'],
    ] as const)(
      'shows a %s their name and a link to their panel instead of Join Now',
      async (role, label, href) => {
        localStorage.setItem('token', 't');
        localStorage.setItem('user', JSON.stringify(users[role]));
        renderAt('/', <SiteHeader />);
        const bar = screen.getByRole('navigation', { name: 'Main' });
        const link = await within(bar).findByRole(
          'link',
          { name: `${users[role].name} ${label}` },
          // The first case compiles the store's code (Redux, RTK Query) on demand.
          { timeout: 15000 },
        );
        expect(link.getAttribute('href')).toBe(href);
        expect(within(bar).queryByRole('link', { name: 'Join Now' })).toBeNull();
        // The mobile drawer has the same entry.
        const drawer = document.getElementById('site-drawer') as HTMLElement;
        expect(within(drawer).getByText(users[role].name, { selector: 'span' })).toBeTruthy();
      },
    );
  });

  it('opens the drawer, closes it with Escape and gives focus back to the menu button', () => {
    renderAt('/', <SiteHeader />);
    const menu = screen.getByRole('button', { name: 'Open menu' });
    const drawer = document.getElementById('site-drawer');
    expect(drawer?.hidden).toBe(true);
    fireEvent.click(menu);
    expect(drawer?.hidden).toBe(false);
    expect(menu.getAttribute('aria-expanded')).toBe('true');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close menu' }));
    fireEvent.keyDown(drawer as HTMLElement, { key: 'Escape' });
    expect(drawer?.hidden).toBe(true);
    expect(document.activeElement).toBe(menu);
  });
});

describe('SiteFooter', () => {
  it('has the spec links in order', () => {
    renderAt('/', <SiteFooter />);
    const nav = screen.getByRole('navigation', { name: 'Explore' });
    expect(Array.from(nav.querySelectorAll('a')).map((a) => a.textContent)).toEqual([
      'Home',
      'Pricing',
      'Class Schedule',
      'Events',
      'Physical',
      'Mental Wellness',
      'Lifestyle',
      'Privacy Policy',
      'Refund Policy',
      'Terms of Use',
    ]);
  });
});

import { fireEvent, render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { SiteHeader } from './site-header';
import { SiteFooter } from './site-footer';

function renderAt(path: string, ui: ReactElement) {
  return render(<MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>);
}

describe('SiteHeader', () => {
  it('lists the spec links and Join Now to register, marking the current page', () => {
    renderAt('/price', <SiteHeader />);
    const bar = screen.getByRole('navigation', { name: 'Main' });
    const links = Array.from(bar.querySelectorAll('a')).map((a) => [
      a.textContent,
      a.getAttribute('href'),
    ]);
    expect(links).toEqual([
      ['Home', '/'],
      ['Pricing', '/price'],
      ['Blog', '/blogs'],
      ['Live Events', '/livestream'],
      ['About Us', '/about'],
      ['Contact Us', '/contact'],
      ['Join Now', '/auth/register'],
    ]);
    expect(bar.querySelector('a[aria-current="page"]')?.textContent).toBe('Pricing');
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

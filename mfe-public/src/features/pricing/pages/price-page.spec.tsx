import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import PricePage from './price-page';

function renderPage() {
  return render(
    <MemoryRouter initialEntries={['/price']}>
      <PricePage />
    </MemoryRouter>,
  );
}

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

import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { PanelLayout } from './panel-layout';
import { PanelThemeProvider } from './theme';

const items = [
  { key: 'dashboard', label: 'Dashboard', to: '/user/dashboard' },
  { key: 'bookings', label: 'My Bookings', to: '/user/bookings' },
];

describe('PanelLayout below the mobile breakpoint', () => {
  it('hides the menu in a drawer opened by the menu button', async () => {
    render(
      <PanelThemeProvider>
        <MemoryRouter initialEntries={['/user/bookings']}>
          <PanelLayout title="Student panel" items={items}>
            <h1>Bookings</h1>
          </PanelLayout>
        </MemoryRouter>
      </PanelThemeProvider>,
    );
    expect(screen.getByRole('heading', { name: 'Bookings' })).toBeTruthy();
    expect(screen.getAllByRole('main')).toHaveLength(1);
    expect(
      screen.getByRole('main').contains(screen.getByRole('heading', { name: 'Bookings' })),
    ).toBe(true);
    expect(screen.queryByRole('link', { name: 'My Bookings' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const link = await screen.findByRole('link', { name: 'My Bookings' });
    expect(link.getAttribute('href')).toBe('/user/bookings');
  });
});

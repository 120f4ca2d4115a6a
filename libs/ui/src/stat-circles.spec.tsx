import { render, screen, within } from '@testing-library/react';
import { StatCircles } from './stat-circles';

describe('StatCircles', () => {
  it('shows each number in its circle, with a dash while it is loading', () => {
    render(
      <StatCircles
        label="Your numbers"
        items={[
          { key: 'upcoming', label: 'Upcoming bookings', value: 2 },
          { key: 'trial', label: 'Days left in your free trial', value: undefined },
        ]}
      />,
    );
    expect(screen.getByRole('list', { name: 'Your numbers' })).toBeTruthy();
    const upcoming = screen.getByTestId('stat-upcoming');
    expect(within(upcoming).getByText('2').getAttribute('aria-hidden')).toBe('true');
    expect(upcoming.textContent).toContain('Upcoming bookings: 2');
    expect(screen.getByTestId('stat-trial').getAttribute('aria-busy')).toBe('true');
    expect(within(screen.getByTestId('stat-trial')).getByText('–')).toBeTruthy();
  });
});

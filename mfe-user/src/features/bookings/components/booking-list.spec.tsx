import { render, screen } from '@testing-library/react';
import { App } from 'antd';
import type { Booking } from '@yoga/contracts';
import { PanelThemeProvider } from '@yoga/ui';
import { BookingList } from './booking-list';

/** A one-off class an admin made at 02:26 (not a timetable slot), and a slot's evening class. */
const booking = (id: number, time: string): Booking => ({
  id,
  user_id: 3,
  class_id: null,
  type: 'demo',
  name: 'Priya',
  email: 'priya@example.in',
  phone: '9876543210',
  preferred_date: '2099-12-02',
  preferred_time: time,
  notes: null,
  created_at: '2099-11-01T00:00:00.000Z',
  status: 'booked',
  class: null,
});

describe('BookingList: one time format for every class (issue 38)', () => {
  it('writes 2:26 am IST like 5:30 pm IST, never the raw 02:26', () => {
    render(
      <PanelThemeProvider>
        <App>
          <BookingList
            bookings={[booking(1, '02:26'), booking(2, '17:30')]}
            upcoming={false}
            now={new Date('2099-11-30T00:00:00Z')}
            entitled
            blockedReason={undefined}
          />
        </App>
      </PanelThemeProvider>,
    );
    const times = screen.getAllByRole('time').map((t) => t.textContent);
    expect(times[0]).toMatch(/· 2:26 am IST$/);
    expect(times[1]).toMatch(/· 5:30 pm IST$/);
    expect(times.join(' ')).not.toMatch(/\b\d\d:\d\d IST/);
  });
});

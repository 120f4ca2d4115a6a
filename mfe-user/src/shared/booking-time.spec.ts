import type { Booking } from '@yoga/contracts';
import {
  bookingStart,
  formatBookingDate,
  indiaDateTime,
  indiaToday,
  splitBookings,
} from './booking-time';
import { yogaClass } from '../test-fixtures';

function booking(id: number, date: string, time: string, extra: Partial<Booking> = {}): Booking {
  return {
    id,
    user_id: 7,
    class_id: null,
    type: 'demo',
    name: 'Priya Sharma',
    email: 'priya@example.in',
    phone: '9876543210',
    preferred_date: date,
    preferred_time: time,
    notes: null,
    created_at: '2026-11-01T00:00:00.000Z',
    status: 'booked',
    ...extra,
  };
}

describe('indiaDateTime', () => {
  it('reads dates and times as India time (UTC+05:30)', () => {
    expect(indiaDateTime('2026-12-01', '06:45')?.toISOString()).toBe('2026-12-01T01:15:00.000Z');
    expect(indiaDateTime('2026-12-01', '05:00')?.toISOString()).toBe('2026-11-30T23:30:00.000Z');
  });

  it('rejects malformed values', () => {
    expect(indiaDateTime('01/12/2026', '06:45')).toBeNull();
    expect(indiaDateTime('2026-12-01', '6:45')).toBeNull();
    expect(indiaDateTime('2026-13-45', '06:45')).toBeNull();
  });
});

describe('bookingStart', () => {
  it("prefers the booked class's own date and time over the preferred ones", () => {
    const b = booking(1, '2026-12-05', '18:45', {
      type: 'class',
      class_id: 3,
      class: yogaClass(),
    });
    expect(bookingStart(b)?.toISOString()).toBe('2026-12-06T02:30:00.000Z');
  });
});

describe('splitBookings', () => {
  const now = new Date('2026-12-01T01:30:00.000Z'); // 07:00 in India

  it('puts unfinished bookings in upcoming (soonest first) and finished ones in past (latest first)', () => {
    const bookings = [
      booking(1, '2026-11-30', '20:00'),
      booking(2, '2026-12-03', '05:30'),
      booking(3, '2026-12-02', '18:45'),
      booking(4, '2026-11-29', '05:30'),
    ];
    const { upcoming, past } = splitBookings(bookings, now);
    expect(upcoming.map((b) => b.id)).toEqual([3, 2]);
    expect(past.map((b) => b.id)).toEqual([1, 4]);
  });

  it('keeps a class that is in progress upcoming until its 45 minutes are over', () => {
    const inProgress = booking(5, '2026-12-01', '06:45');
    expect(splitBookings([inProgress], now).upcoming).toHaveLength(1);
    const justEnded = new Date('2026-12-01T02:00:00.000Z'); // 07:30 in India = 06:45 + 45 min
    expect(splitBookings([inProgress], justEnded).past).toHaveLength(1);
  });

  it('counts nothing for no bookings', () => {
    expect(splitBookings([], now)).toEqual({ upcoming: [], past: [] });
  });
});

describe('indiaToday and formatBookingDate', () => {
  it("uses India's calendar date, not the browser's", () => {
    expect(indiaToday(new Date('2026-11-30T19:00:00.000Z'))).toBe('2026-12-01');
    expect(indiaToday(new Date('2026-11-30T18:00:00.000Z'))).toBe('2026-11-30');
  });

  it('formats a readable date', () => {
    expect(formatBookingDate('2026-12-01')).toMatch(/Tue, 1 Dec,? 2026/);
    expect(formatBookingDate('not a date')).toBe('not a date');
  });
});

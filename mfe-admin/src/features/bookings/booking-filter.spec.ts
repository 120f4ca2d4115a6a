import type { Booking } from '@yoga/contracts';
import { bookedClassOptions, bookingDate, filterBookings } from './booking-filter';

const base = {
  user_id: 1,
  name: 'Priya',
  email: 'p@example.in',
  phone: '9876543210',
  preferred_time: '06:45',
  notes: null,
  created_at: '2026-11-20T10:00:00Z',
  status: 'booked' as const,
};
const power = {
  id: 7,
  title: 'Power Yoga',
  title_hi: null,
  class_type: 'paid' as const,
  date: '2026-12-01',
  time: '18:45',
  description: null,
  duration_minutes: 45,
  capacity: null,
  booked_count: 1,
  waitlist_count: 0,
  instructor: null,
  instructor_id: null,
  substitute_id: null,
  slot_id: null,
  video_format: 'meeting' as const,
  video_overflow: 'none' as const,
  overflow_instructor_id: null,
};
const bookings: Booking[] = [
  { ...base, id: 1, type: 'class', class_id: 7, preferred_date: '2026-11-30', class: power },
  { ...base, id: 2, type: 'class', class_id: 8, preferred_date: '2026-12-02', class: null },
  { ...base, id: 3, type: 'demo', class_id: null, preferred_date: '2026-12-01' },
];
const ids = (list: Booking[]) => list.map((b) => b.id);

describe('filterBookings', () => {
  it('keeps everything with no filter', () => {
    expect(ids(filterBookings(bookings, { classId: 'all', date: '' }))).toEqual([1, 2, 3]);
  });

  it('filters by class and by demo', () => {
    expect(ids(filterBookings(bookings, { classId: 7, date: '' }))).toEqual([1]);
    expect(ids(filterBookings(bookings, { classId: 'demo', date: '' }))).toEqual([3]);
  });

  it("filters by the class's date, else the preferred date", () => {
    expect(bookingDate(bookings[0])).toBe('2026-12-01');
    expect(ids(filterBookings(bookings, { classId: 'all', date: '2026-12-01' }))).toEqual([1, 3]);
    expect(ids(filterBookings(bookings, { classId: 8, date: '2026-12-01' }))).toEqual([]);
  });
});

describe('bookedClassOptions', () => {
  it('lists each booked class once', () => {
    expect(bookedClassOptions([...bookings, bookings[0]])).toEqual([
      { value: 8, label: 'Class #8' },
      { value: 7, label: 'Power Yoga (2026-12-01 18:45)' },
    ]);
  });
});

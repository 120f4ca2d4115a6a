import { istInstant, type Booking } from '@yoga/contracts';
import { yogaClass } from '../../test-fixtures';
import { isRemoteKey, moveFocus, tvClasses } from './tv-focus';

let nextId = 1;
function booking(date: string, time: string, over: Partial<Booking> = {}): Booking {
  const id = nextId++;
  return {
    id,
    user_id: 7,
    class_id: 100 + id,
    type: 'class',
    name: 'Kamala',
    email: 'k@example.in',
    phone: '+919876543210',
    preferred_date: date,
    preferred_time: time,
    notes: null,
    created_at: '2026-11-01T00:00:00.000Z',
    status: 'booked',
    class: yogaClass({ id: 100 + id, date, time, title: `Class ${date} ${time}` }),
    ...over,
  };
}

describe('tvClasses (today and tomorrow, India dates)', () => {
  // 18:00 IST on 1 December 2026.
  const now = istInstant('2026-12-01', '18:00');

  it('keeps booked classes of today and tomorrow whose joining has not closed, soonest first', () => {
    const list = tvClasses(
      [
        booking('2026-12-02', '06:45'),
        booking('2026-12-01', '18:10'),
        booking('2026-12-01', '16:00'), // over: joining closed at 16:45
        booking('2026-12-01', '17:30'), // started, still open until 18:15
        booking('2026-12-03', '06:45'), // the day after tomorrow
        booking('2026-11-30', '18:00'), // yesterday
      ],
      now,
    );
    expect(list.map((c) => [c.date, c.time, c.day, c.joinOpen])).toEqual([
      ['2026-12-01', '17:30', 'today', true],
      ['2026-12-01', '18:10', 'today', true],
      ['2026-12-02', '06:45', 'tomorrow', false],
    ]);
  });

  it('leaves out waitlisted places and demo requests (they have no Join)', () => {
    const list = tvClasses(
      [
        booking('2026-12-01', '19:00', { status: 'waitlisted' }),
        booking('2026-12-01', '19:30', { type: 'demo', class_id: null, class: null }),
        booking('2026-12-01', '20:00'),
      ],
      now,
    );
    expect(list.map((c) => c.time)).toEqual(['20:00']);
  });

  it('counts days in India: 00:30 IST is already the next day', () => {
    // 23:50 IST on 1 December: a class at 00:20 on the 2nd is "tomorrow", and open.
    const late = istInstant('2026-12-01', '23:50');
    const [cls] = tvClasses([booking('2026-12-02', '00:20')], late);
    expect(cls).toMatchObject({ day: 'tomorrow', joinOpen: false });
    const [open] = tvClasses([booking('2026-12-02', '00:05')], late);
    expect(open).toMatchObject({ day: 'tomorrow', joinOpen: true });
  });
});

describe("moveFocus (one column, a remote's arrows)", () => {
  it('moves down with ArrowDown/ArrowRight and up with ArrowUp/ArrowLeft, stopping at the ends', () => {
    expect(moveFocus(0, 'ArrowDown', 3)).toBe(1);
    expect(moveFocus(1, 'ArrowRight', 3)).toBe(2);
    expect(moveFocus(2, 'ArrowDown', 3)).toBe(2);
    expect(moveFocus(2, 'ArrowUp', 3)).toBe(1);
    expect(moveFocus(0, 'ArrowLeft', 3)).toBe(0);
  });

  it('starts at the first item when nothing had focus, and has nowhere to go in an empty screen', () => {
    expect(moveFocus(-1, 'ArrowDown', 3)).toBe(0);
    expect(moveFocus(-1, 'ArrowUp', 3)).toBe(0);
    expect(moveFocus(0, 'ArrowDown', 0)).toBe(-1);
  });

  it('knows the remote keys (Enter/OK is left to the buttons)', () => {
    expect(['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight'].every(isRemoteKey)).toBe(true);
    expect(isRemoteKey('Enter')).toBe(false);
    expect(isRemoteKey('Tab')).toBe(false);
  });
});

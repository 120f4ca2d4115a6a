import { classHasEnded, dayPeriod, scheduleWeek, SCHEDULE_DAYS } from './schedule.js';
import { istInstant } from './ist.js';

const cls = (id: number, date: string, time: string) => ({ id, date, time });

describe("the students' timetable", () => {
  it('splits the day at noon IST: morning before, evening from it', () => {
    expect(['05:30', '08:00', '11:59'].map(dayPeriod)).toEqual(['morning', 'morning', 'morning']);
    expect(['12:00', '17:30', '20:00'].map(dayPeriod)).toEqual(['evening', 'evening', 'evening']);
  });

  it('lists every day of the week from the first, its classes by time, outside dates left out', () => {
    const week = scheduleWeek('2026-11-26', [
      cls(3, '2026-11-26', '18:45'),
      cls(1, '2026-11-26', '05:30'),
      cls(2, '2026-11-26', '05:30'),
      cls(4, '2026-12-02', '20:00'),
      cls(5, '2026-12-03', '05:30'),
      cls(6, '2026-11-25', '20:00'),
    ]);
    expect(week).toHaveLength(SCHEDULE_DAYS);
    expect(week.map((d) => d.date)).toEqual([
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
      '2026-11-29',
      '2026-11-30',
      '2026-12-01',
      '2026-12-02',
    ]);
    // 26 November 2026 is a Thursday.
    expect(week[0]!.weekday).toBe(4);
    expect(week[0]!.morning.map((c) => c.id)).toEqual([1, 2]);
    expect(week[0]!.evening.map((c) => c.id)).toEqual([3]);
    expect(week[1]).toEqual({ date: '2026-11-27', weekday: 5, morning: [], evening: [] });
    expect(week[6]!.evening.map((c) => c.id)).toEqual([4]);
  });

  it('says a class has ended once its own length has passed', () => {
    const yin = { date: '2026-11-26', time: '18:45', duration_minutes: 60 };
    expect(classHasEnded(yin, istInstant('2026-11-26', '19:44'))).toBe(false);
    expect(classHasEnded(yin, istInstant('2026-11-26', '19:45'))).toBe(true);
  });
});

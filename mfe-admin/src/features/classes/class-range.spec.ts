import { classRange, localToday } from './class-range';

describe('classRange', () => {
  it('asks for one day when a day is chosen', () => {
    expect(classRange('2026-12-05', true, '2026-11-22')).toEqual({
      from: '2026-12-05',
      to: '2026-12-05',
    });
  });

  it('asks for upcoming classes by default and for all when past ones are shown', () => {
    expect(classRange('', false, '2026-11-22')).toEqual({ from: '2026-11-22' });
    expect(classRange('', true, '2026-11-22')).toBeUndefined();
  });

  it('formats today as YYYY-MM-DD', () => {
    expect(localToday(new Date(2026, 10, 22, 23, 30))).toBe('2026-11-22');
  });
});

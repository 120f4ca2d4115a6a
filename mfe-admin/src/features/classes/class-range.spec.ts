import { classDayToAsk, classRange, istTodayForClasses } from './class-range';

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

  it("takes today's date in India, whatever the browser's zone (midnight IST is 18:30 UTC)", () => {
    expect(istTodayForClasses(new Date('2026-11-22T18:29:00Z'))).toBe('2026-11-22');
    expect(istTodayForClasses(new Date('2026-11-22T18:30:00Z'))).toBe('2026-11-23');
  });
});

describe('classDayToAsk (issue 38: typing a year asks once, for the real date)', () => {
  it('keeps the day asked before while a year is being typed', () => {
    let asked = '2026-11-22';
    for (const typed of ['0002-12-05', '0020-12-05', '0202-12-05']) {
      asked = classDayToAsk(typed, asked);
      expect(asked).toBe('2026-11-22');
    }
    expect(classDayToAsk('2026-12-05', asked)).toBe('2026-12-05');
  });

  it('asks for the default list once cleared, and never for an impossible date', () => {
    expect(classDayToAsk('', '2026-12-05')).toBe('');
    expect(classDayToAsk('2026-02-30', '2026-12-05')).toBe('2026-12-05');
  });
});

import { countUpValue, decimalsOf, formatCount } from './count-up';

describe('count-up', () => {
  it('starts at 0, ends exactly at the target and never overshoots', () => {
    expect(countUpValue(1.18, 0, 2000)).toBe(0);
    expect(countUpValue(1.18, 2000, 2000)).toBe(1.18);
    expect(countUpValue(12, 5000, 2000)).toBe(12);
    const mid = countUpValue(4.9, 1000, 2000);
    expect(mid).toBeGreaterThan(0);
    expect(mid).toBeLessThan(4.9);
  });

  it('increases monotonically', () => {
    let previous = -1;
    for (let t = 0; t <= 2000; t += 100) {
      const v = countUpValue(12, t, 2000);
      expect(v).toBeGreaterThanOrEqual(previous);
      previous = v;
    }
  });

  it('keeps the number of decimals of the target', () => {
    expect(decimalsOf(1.18)).toBe(2);
    expect(decimalsOf(12)).toBe(0);
    expect(decimalsOf(4.9)).toBe(1);
    expect(formatCount(0, 2)).toBe('0.00');
    expect(formatCount(11.6, 0)).toBe('12');
  });
});

import { scaledMs } from './timing';

describe('test timing hook', () => {
  afterEach(() => {
    delete window.__YOGA_TEST_TIMINGS__;
  });

  it('returns the real timing by default', () => {
    expect(scaledMs(5000)).toBe(5000);
  });

  it('scales every timing when a browser test sets the factor', () => {
    window.__YOGA_TEST_TIMINGS__ = 0.1;
    expect(scaledMs(5000)).toBe(500);
    expect(scaledMs(2)).toBe(1);
  });

  it('ignores nonsense factors', () => {
    window.__YOGA_TEST_TIMINGS__ = -1;
    expect(scaledMs(800)).toBe(800);
  });
});

import { jest } from '@jest/globals';
import { ListCache } from './list-cache.js';

describe('ListCache', () => {
  afterEach(() => jest.useRealTimers());

  it('shares one load between identical reads until the entry expires', async () => {
    jest.useFakeTimers({ now: 1_000 });
    const cache = new ListCache<number>(1000);
    let loads = 0;
    const load = async () => ++loads;
    expect(await Promise.all([cache.get('k', load), cache.get('k', load)])).toEqual([1, 1]);
    jest.setSystemTime(1_999);
    expect(await cache.get('k', load)).toBe(1);
    jest.setSystemTime(2_000);
    expect(await cache.get('k', load)).toBe(2);
    expect(await cache.get('other', load)).toBe(3);
  });

  it('forgets everything on clear(), and failed loads at once', async () => {
    const cache = new ListCache<number>(60_000);
    let n = 0;
    expect(await cache.get('k', async () => ++n)).toBe(1);
    cache.clear();
    expect(await cache.get('k', async () => ++n)).toBe(2);
    await expect(
      cache.get('bad', async () => Promise.reject(new Error('db down'))),
    ).rejects.toThrow('db down');
    expect(await cache.get('bad', async () => 42)).toBe(42);
  });

  it('is off with a zero TTL', async () => {
    const cache = new ListCache<number>(0);
    let n = 0;
    await cache.get('k', async () => ++n);
    expect(await cache.get('k', async () => ++n)).toBe(2);
  });
});

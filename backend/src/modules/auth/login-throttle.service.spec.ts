import { jest } from '@jest/globals';
import { loadCoreConfig, type CoreConfiguration } from '../../config/core.config.js';
import { TooManyAttemptsException } from '../../common/http/too-many-attempts.exception.js';
import { RateLimiters } from '../../common/rate-limit/rate-limiters.js';
import { RedisService } from '../../common/redis/redis.service.js';
import { FIRST_DELAY_SECONDS, LoginThrottleService } from './login-throttle.service.js';

async function retryAfter(check: Promise<void>): Promise<number | 'allowed'> {
  try {
    await check;
    return 'allowed';
  } catch (error) {
    if (error instanceof TooManyAttemptsException) return error.retryAfterSeconds;
    throw error;
  }
}

describe('LoginThrottleService', () => {
  const config = loadCoreConfig(
    { NODE_ENV: 'test', JWT_SECRET: 'x', LOGIN_RATE_LIMIT: '3', LOGIN_MAX_DELAY_SECONDS: '200' },
    (load) => load(),
  ) as CoreConfiguration;
  let throttle: LoginThrottleService;
  beforeEach(() => {
    jest.useFakeTimers({ now: Date.UTC(2030, 0, 1) });
    throttle = new LoginThrottleService(
      config.limits,
      new RateLimiters(config.redis, new RedisService(config.redis)),
    );
  });
  afterEach(() => jest.useRealTimers());

  const fail = (times: number, email = 'owner@test.local', ip = '203.0.113.9') =>
    Array.from({ length: times }).reduce<Promise<void>>(
      (p) => p.then(() => throttle.recordFailure(email, ip)),
      Promise.resolve(),
    );

  it('lets a pair fail LOGIN_RATE_LIMIT times, then makes it wait longer after each failure', async () => {
    await fail(2);
    expect(await retryAfter(throttle.assertAllowed('owner@test.local', '203.0.113.9'))).toBe(
      'allowed',
    );
    const delays: (number | 'allowed')[] = [];
    await fail(1);
    for (let round = 0; round < 4; round++) {
      const wait = await retryAfter(throttle.assertAllowed('owner@test.local', '203.0.113.9'));
      delays.push(wait);
      if (wait === 'allowed') break;
      jest.advanceTimersByTime(wait * 1000);
      expect(await retryAfter(throttle.assertAllowed('owner@test.local', '203.0.113.9'))).toBe(
        'allowed',
      );
      await fail(1);
    }
    // 30 s, 60 s, 120 s, then capped at LOGIN_MAX_DELAY_SECONDS.
    expect(delays).toEqual([
      FIRST_DELAY_SECONDS,
      FIRST_DELAY_SECONDS * 2,
      FIRST_DELAY_SECONDS * 4,
      200,
    ]);
  });

  it('never slows the same account from another address, nor other accounts from that address', async () => {
    await fail(10);
    expect(
      await retryAfter(throttle.assertAllowed('owner@test.local', '203.0.113.9')),
    ).toBeGreaterThan(0);
    expect(await retryAfter(throttle.assertAllowed('owner@test.local', '198.51.100.7'))).toBe(
      'allowed',
    );
    expect(await retryAfter(throttle.assertAllowed('colleague@test.local', '203.0.113.9'))).toBe(
      'allowed',
    );
  });

  it('starts over after a success', async () => {
    await fail(2);
    await throttle.recordSuccess('owner@test.local', '203.0.113.9');
    await fail(2);
    expect(await retryAfter(throttle.assertAllowed('owner@test.local', '203.0.113.9'))).toBe(
      'allowed',
    );
  });
});

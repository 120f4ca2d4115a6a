import { loadPaymentsConfig } from './config.js';

describe('payments config', () => {
  it('defaults to the sandbox with 500 rupees / 6 dollars of referral credits', () => {
    const c = loadPaymentsConfig({}, 'development', 'jwt');
    expect(c.razorpay).toBeUndefined();
    expect(c.sandboxAllowed).toBe(true);
    expect(c.referralReward).toEqual({ INR: 50000, USD: 600 });
    expect(c.sandboxSecret).toMatch(/^[0-9a-f]{64}$/);
    expect(loadPaymentsConfig({}, 'production', 'jwt').sandboxAllowed).toBe(false);
  });

  it('reads the Razorpay keys (both or neither), the base URL and rewards in minor units', () => {
    const c = loadPaymentsConfig(
      {
        RAZORPAY_KEY_ID: 'rzp_live_X',
        RAZORPAY_KEY_SECRET: 's',
        RAZORPAY_API_URL: 'http://127.0.0.1:9999/',
        REFERRAL_REWARD_INR: '250',
        REFERRAL_REWARD_USD: '6.50',
      },
      'production',
      'jwt',
    );
    expect(c.razorpay).toEqual({
      keyId: 'rzp_live_X',
      keySecret: 's',
      apiUrl: 'http://127.0.0.1:9999',
    });
    expect(c.referralReward).toEqual({ INR: 25000, USD: 650 });
    expect(() => loadPaymentsConfig({ RAZORPAY_KEY_ID: 'x' }, 'development', 'j')).toThrow(
      /together/,
    );
    expect(() =>
      loadPaymentsConfig({ REFERRAL_REWARD_INR: '1.234' }, 'development', 'j'),
    ).toThrow();
    expect(() => loadPaymentsConfig({ REFERRAL_REWARD_USD: '-1' }, 'development', 'j')).toThrow();
    expect(() => loadPaymentsConfig({ RAZORPAY_API_URL: 'ftp://x' }, 'development', 'j')).toThrow();
  });
});

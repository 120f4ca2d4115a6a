import {
  amountProblem,
  OFFLINE_FORM_ERRORS,
  offlinePaymentRequest,
  paidOnProblem,
  referenceProblem,
  toMinorUnits,
} from './offline-payment';

describe('toMinorUnits', () => {
  it('reads rupees or dollars as integer minor units without floating point', () => {
    expect(toMinorUnits('2499')).toBe(249_900);
    expect(toMinorUnits('2,499.5')).toBe(249_950);
    expect(toMinorUnits(' 0.07 ')).toBe(7);
    expect(toMinorUnits('1.10')).toBe(110);
  });
  it('refuses anything else', () => {
    for (const text of ['', 'abc', '-5', '1.234', '12e3', undefined]) {
      expect(toMinorUnits(text)).toBeUndefined();
    }
  });
});

describe('offline payment checks', () => {
  it('wants a positive amount of at most the offer price', () => {
    // The Super Saver's offer price: ₹2,499.
    expect(amountProblem('2499', 249_900, 'INR')).toBeUndefined();
    expect(amountProblem('2000', 249_900, 'INR')).toBeUndefined();
    expect(amountProblem('2499.01', 249_900, 'INR')).toBe(
      "At most the plan's offer price, ₹2,499.",
    );
    expect(amountProblem('0', 249_900, 'INR')).toBe(OFFLINE_FORM_ERRORS.amount);
    expect(amountProblem('two', undefined, 'USD')).toBe(OFFLINE_FORM_ERRORS.amount);
  });

  it('wants a reference of at most 64 characters', () => {
    expect(referenceProblem('  ')).toBe(OFFLINE_FORM_ERRORS.reference);
    expect(referenceProblem('x'.repeat(65))).toBe(OFFLINE_FORM_ERRORS.referenceTooLong);
    expect(referenceProblem('UTR4512')).toBeUndefined();
  });

  it('refuses a date after today in India', () => {
    // 20:00 UTC on 23 Nov is already 24 Nov in India.
    const now = new Date('2026-11-23T20:00:00.000Z');
    expect(paidOnProblem('2026-11-24', now)).toBeUndefined();
    expect(paidOnProblem('2026-11-25', now)).toBe(OFFLINE_FORM_ERRORS.futureDate);
    expect(paidOnProblem('2026-02-30', now)).toBe(OFFLINE_FORM_ERRORS.date);
  });

  it('builds the request in minor units, with the state only for INR', () => {
    const values = {
      user_id: 5,
      plan: 'big' as const,
      currency: 'INR' as const,
      amount: '1,499',
      method: 'upi' as const,
      reference: ' UTR4512 ',
      paid_on: '2026-11-20',
      state: '27',
    };
    expect(offlinePaymentRequest(values)).toEqual({
      user_id: 5,
      plan: 'big',
      currency: 'INR',
      amount: 149_900,
      method: 'upi',
      reference: 'UTR4512',
      paid_on: '2026-11-20',
      state: '27',
    });
    expect(offlinePaymentRequest({ ...values, currency: 'USD', amount: '35' })).not.toHaveProperty(
      'state',
    );
  });
});

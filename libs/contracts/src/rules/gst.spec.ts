import {
  DEFAULT_GST_STATE_CODE,
  EXPORT_LUT_NOTE,
  GST_RATE_PERCENT,
  GST_SAC,
  GST_STATES,
  gstStateLabel,
  gstStateName,
  gstinCheckCharacter,
  isGstStateCode,
  isValidGstin,
  splitGst,
} from '../index.js';

/** The spec section 9 figures (major units), as the plans module seeds them. */
const INR_PACKAGES = [
  { offer: 3099, redeemable: 2325, balance: 774, original: 12000 },
  { offer: 2499, redeemable: 1875, balance: 624, original: 6000 },
  { offer: 1699, redeemable: 1275, balance: 424, original: 3000 },
];
const USD_PACKAGES = [
  { offer: 85, redeem: 64, balance: 21, original: 325 },
  { offer: 55, redeem: 42, balance: 13, original: 130 },
  { offer: 35, redeem: 26, balance: 9, original: 60 },
];

/** Every rupee amount a plan can be charged: offer, balance (after the most credits), original. */
const INR_PRICES = INR_PACKAGES.flatMap((p) => [p.offer, p.balance, p.redeemable, p.original]);
const USD_PRICES = USD_PACKAGES.flatMap((p) => [p.offer, p.balance, p.redeem, p.original]);
const UP = '09';
const DELHI = '07';

describe('GST state codes', () => {
  it('lists every state and union territory once, with two-digit codes 01..38 and 97', () => {
    const codes = GST_STATES.map((s) => s.code);
    expect(new Set(codes).size).toBe(codes.length);
    expect(codes.every((c) => /^\d{2}$/.test(c))).toBe(true);
    expect(GST_STATES.filter((s) => s.kind === 'state')).toHaveLength(28);
    expect(GST_STATES.filter((s) => s.kind === 'union_territory')).toHaveLength(8);
    expect(codes[0]).toBe('01');
    expect(codes).toContain('38');
    expect(codes).toContain('97');
    expect([...codes].sort()).toEqual(codes);
  });

  it('names the codes of the official list', () => {
    expect(gstStateName('01')).toBe('Jammu and Kashmir');
    expect(gstStateName('07')).toBe('Delhi');
    expect(gstStateName('09')).toBe('Uttar Pradesh');
    expect(gstStateName('27')).toBe('Maharashtra');
    expect(gstStateName('29')).toBe('Karnataka');
    expect(gstStateName('36')).toBe('Telangana');
    expect(gstStateName('37')).toBe('Andhra Pradesh');
    expect(gstStateName('38')).toBe('Ladakh');
    expect(gstStateName('97')).toBe('Other Territory');
    expect(gstStateLabel('09')).toBe('Uttar Pradesh (09)');
    expect(DEFAULT_GST_STATE_CODE).toBe('09');
  });

  it('accepts only listed two-digit codes', () => {
    expect(isGstStateCode('09')).toBe(true);
    for (const bad of ['9', '009', '00', '25', '28', '39', '99', 9, null, undefined, ' 09'])
      expect(isGstStateCode(bad)).toBe(false);
    expect(gstStateName('99')).toBeUndefined();
    expect(() => gstStateLabel('99')).toThrow(RangeError);
  });
});

describe('GSTIN', () => {
  it('accepts a well-formed GSTIN with the right check character', () => {
    expect(isValidGstin('27AAPFU0939F1ZV')).toBe(true);
    expect(gstinCheckCharacter('27AAPFU0939F1Z')).toBe('V');
  });

  it('refuses a wrong check character, length, case, state or shape', () => {
    for (const bad of [
      '27AAPFU0939F1ZW', // check character
      '27AAPFU0939F1Z', // 14 characters
      '27aapfu0939f1zv', // lower case
      '99AAPFU0939F1ZV', // no such state
      '27AAPFU0939F1YV', // 14th must be Z
      '27AAPF00939F1ZV', // PAN shape
      '',
      42,
    ])
      expect(isValidGstin(bad)).toBe(false);
  });
});

describe('splitGst', () => {
  it('uses SAC 999723 at 18 %', () => {
    expect(GST_SAC).toBe('999723');
    expect(GST_RATE_PERCENT).toBe(18);
    expect(EXPORT_LUT_NOTE).toBe('Supply meant for export under LUT without payment of IGST');
  });

  it('splits the plan prices as worked out by hand (intra-state)', () => {
    // 3099.00 / 1.18 = 2626.271… → 2626.27; tax 472.73 = 236.36 + 236.37
    expect(splitGst(309900, { sellerState: UP, buyerState: UP })).toEqual({
      kind: 'intra',
      taxable: 262627,
      cgst: 23636,
      sgst: 23637,
      igst: 0,
      total: 309900,
      cgstRate: 9,
      sgstRate: 9,
      igstRate: 0,
    });
    // 2499.00 / 1.18 = 2117.796… → 2117.80; tax 381.20 = 190.60 + 190.60
    expect(splitGst(249900, { sellerState: UP, buyerState: UP })).toMatchObject({
      taxable: 211780,
      cgst: 19060,
      sgst: 19060,
    });
    // 1699.00 / 1.18 = 1439.830… → 1439.83; tax 259.17 = 129.58 + 129.59
    expect(splitGst(169900, { sellerState: UP, buyerState: UP })).toMatchObject({
      taxable: 143983,
      cgst: 12958,
      sgst: 12959,
    });
  });

  it('charges IGST 18 % to a buyer in another state', () => {
    expect(splitGst(309900, { sellerState: UP, buyerState: DELHI })).toEqual({
      kind: 'inter',
      taxable: 262627,
      cgst: 0,
      sgst: 0,
      igst: 47273,
      total: 309900,
      cgstRate: 0,
      sgstRate: 0,
      igstRate: 18,
    });
  });

  it('treats a missing place of supply as the seller state', () => {
    expect(splitGst(169900, { sellerState: UP }).kind).toBe('intra');
  });

  it('zero-rates an export: taxable value is the whole amount', () => {
    for (const price of USD_PRICES) {
      const split = splitGst(price * 100, { sellerState: UP, export: true });
      expect(split).toEqual({
        kind: 'export',
        taxable: price * 100,
        cgst: 0,
        sgst: 0,
        igst: 0,
        total: price * 100,
        cgstRate: 0,
        sgstRate: 0,
        igstRate: 0,
      });
    }
  });

  it.each(INR_PRICES)('₹%i: the parts add up exactly, intra-state and inter-state', (rupees) => {
    const total = rupees * 100;
    const intra = splitGst(total, { sellerState: UP, buyerState: UP });
    const inter = splitGst(total, { sellerState: UP, buyerState: '27' });
    for (const s of [intra, inter]) {
      expect(s.taxable + s.cgst + s.sgst + s.igst).toBe(total);
      expect(s.total).toBe(total);
      for (const part of [s.taxable, s.cgst, s.sgst, s.igst])
        expect(Number.isInteger(part)).toBe(true);
      // taxable value is total ÷ 1.18 to the nearest paisa: |taxable × 1.18 − total| ≤ half a paisa × 1.18
      expect(Math.abs(s.taxable * 118 - total * 100)).toBeLessThanOrEqual(59);
    }
    expect(inter.taxable).toBe(intra.taxable);
    expect(inter.igst).toBe(intra.cgst + intra.sgst);
    expect(intra.sgst - intra.cgst).toBeGreaterThanOrEqual(0);
    expect(intra.sgst - intra.cgst).toBeLessThanOrEqual(1);
  });

  it('keeps the parts exact for every amount up to ₹100 in paise', () => {
    for (let total = 0; total <= 10_000; total += 1) {
      const s = splitGst(total, { sellerState: UP, buyerState: UP });
      expect(s.taxable + s.cgst + s.sgst).toBe(total);
      expect(Math.abs(s.taxable * 118 - total * 100)).toBeLessThanOrEqual(59);
    }
  });

  it('refuses fractional, negative or unknown inputs', () => {
    expect(() => splitGst(100.5, { sellerState: UP })).toThrow(RangeError);
    expect(() => splitGst(-1, { sellerState: UP })).toThrow(RangeError);
    expect(() => splitGst(100, { sellerState: '99' })).toThrow(RangeError);
    expect(() => splitGst(100, { sellerState: UP, buyerState: '25' })).toThrow(RangeError);
  });
});

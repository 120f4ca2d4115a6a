import {
  amountInWords,
  indianNumberInWords,
  internationalNumberInWords,
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

describe('amount in words', () => {
  it('says every INR plan price (offer, redeemable, balance, original)', () => {
    const said = INR_PACKAGES.map((p) =>
      [p.offer, p.redeemable, p.balance, p.original].map((r) => amountInWords(r * 100, 'INR')),
    );
    expect(said).toEqual([
      [
        'Rupees Three Thousand Ninety-Nine Only',
        'Rupees Two Thousand Three Hundred Twenty-Five Only',
        'Rupees Seven Hundred Seventy-Four Only',
        'Rupees Twelve Thousand Only',
      ],
      [
        'Rupees Two Thousand Four Hundred Ninety-Nine Only',
        'Rupees One Thousand Eight Hundred Seventy-Five Only',
        'Rupees Six Hundred Twenty-Four Only',
        'Rupees Six Thousand Only',
      ],
      [
        'Rupees One Thousand Six Hundred Ninety-Nine Only',
        'Rupees One Thousand Two Hundred Seventy-Five Only',
        'Rupees Four Hundred Twenty-Four Only',
        'Rupees Three Thousand Only',
      ],
    ]);
  });

  it('says every USD plan price (offer, redeem, balance, original)', () => {
    const said = USD_PACKAGES.map((p) =>
      [p.offer, p.redeem, p.balance, p.original].map((d) => amountInWords(d * 100, 'USD')),
    );
    expect(said).toEqual([
      [
        'US Dollars Eighty-Five Only',
        'US Dollars Sixty-Four Only',
        'US Dollars Twenty-One Only',
        'US Dollars Three Hundred Twenty-Five Only',
      ],
      [
        'US Dollars Fifty-Five Only',
        'US Dollars Forty-Two Only',
        'US Dollars Thirteen Only',
        'US Dollars One Hundred Thirty Only',
      ],
      [
        'US Dollars Thirty-Five Only',
        'US Dollars Twenty-Six Only',
        'US Dollars Nine Only',
        'US Dollars Sixty Only',
      ],
    ]);
  });

  it('says the taxable values of the INR plans with their paise', () => {
    const taxable = (rupees: number) => splitGst(rupees * 100, { sellerState: '09' }).taxable;
    expect(amountInWords(taxable(3099), 'INR')).toBe(
      'Rupees Two Thousand Six Hundred Twenty-Six and Paise Twenty-Seven Only',
    );
    expect(amountInWords(taxable(2499), 'INR')).toBe(
      'Rupees Two Thousand One Hundred Seventeen and Paise Eighty Only',
    );
    expect(amountInWords(taxable(1699), 'INR')).toBe(
      'Rupees One Thousand Four Hundred Thirty-Nine and Paise Eighty-Three Only',
    );
    expect(amountInWords(8550, 'USD')).toBe('US Dollars Eighty-Five and Cents Fifty Only');
    expect(amountInWords(8501, 'USD')).toBe('US Dollars Eighty-Five and Cents One Only');
  });

  it('handles zero, less than one unit, lakh and crore', () => {
    expect(amountInWords(0, 'INR')).toBe('Rupees Zero Only');
    expect(amountInWords(0, 'USD')).toBe('US Dollars Zero Only');
    expect(amountInWords(50, 'INR')).toBe('Paise Fifty Only');
    expect(amountInWords(99, 'USD')).toBe('Cents Ninety-Nine Only');
    expect(amountInWords(100_000 * 100, 'INR')).toBe('Rupees One Lakh Only');
    expect(amountInWords(10_000_000 * 100, 'INR')).toBe('Rupees One Crore Only');
    expect(amountInWords(100_000 * 100, 'USD')).toBe('US Dollars One Hundred Thousand Only');
    expect(amountInWords(10_000_000 * 100, 'USD')).toBe('US Dollars Ten Million Only');
    expect(amountInWords(1_234_567_890, 'INR')).toBe(
      'Rupees One Crore Twenty-Three Lakh Forty-Five Thousand Six Hundred Seventy-Eight and Paise Ninety Only',
    );
    expect(amountInWords(1_234_567_890, 'USD')).toBe(
      'US Dollars Twelve Million Three Hundred Forty-Five Thousand Six Hundred Seventy-Eight and Cents Ninety Only',
    );
  });

  it('counts in the Indian system past a crore and in the international one', () => {
    expect(indianNumberInWords(100_000)).toBe('One Lakh');
    expect(indianNumberInWords(10_000_000)).toBe('One Crore');
    expect(indianNumberInWords(99_99_999)).toBe(
      'Ninety-Nine Lakh Ninety-Nine Thousand Nine Hundred Ninety-Nine',
    );
    expect(indianNumberInWords(1_00_00_00_000)).toBe('One Hundred Crore');
    expect(indianNumberInWords(1_00_000_00_00_000)).toBe('One Lakh Crore');
    expect(indianNumberInWords(2_05_00_010)).toBe('Two Crore Five Lakh Ten');
    expect(indianNumberInWords(101)).toBe('One Hundred One');
    expect(indianNumberInWords(110)).toBe('One Hundred Ten');
    expect(indianNumberInWords(19)).toBe('Nineteen');
    expect(internationalNumberInWords(1_000_001)).toBe('One Million One');
    expect(internationalNumberInWords(2_000_300_000)).toBe('Two Billion Three Hundred Thousand');
  });

  it('refuses fractional and negative amounts', () => {
    expect(() => amountInWords(10.5, 'INR')).toThrow(RangeError);
    expect(() => amountInWords(-100, 'USD')).toThrow(RangeError);
    expect(() => indianNumberInWords(Number.MAX_SAFE_INTEGER + 2)).toThrow(RangeError);
  });
});

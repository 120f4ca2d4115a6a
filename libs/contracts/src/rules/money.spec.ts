import { formatMinor, formatPrice, groupDigits, minorToDecimal } from '../index.js';

describe('money as text', () => {
  it('groups whole numbers exactly as toLocaleString does for en-IN (lakh, crore) and en-US', () => {
    const amounts = [
      0, 7, 99, 999, 1000, 3099, 12345, 123456, 1234567, 12345678, 1234567890, 2.5, -1234,
    ];
    for (const amount of amounts) {
      expect(groupDigits(amount, 'INR')).toBe(amount.toLocaleString('en-IN'));
      expect(groupDigits(amount, 'USD')).toBe(amount.toLocaleString('en-US'));
    }
    expect(groupDigits(1234567, 'INR')).toBe('12,34,567');
    expect(formatPrice(3099, 'INR')).toBe('₹3,099');
    expect(formatPrice(130, 'USD')).toBe('$130');
  });

  it('prints paise as rupees with two decimals', () => {
    expect(minorToDecimal(262627)).toBe('2626.27');
    expect(minorToDecimal(5)).toBe('0.05');
    expect(minorToDecimal(0)).toBe('0.00');
    expect(minorToDecimal(-309900)).toBe('-3099.00');
    expect(() => minorToDecimal(1.5)).toThrow(RangeError);
  });

  it('formats with the currency sign and its digit grouping', () => {
    expect(formatMinor(309900, 'INR')).toBe('₹3,099.00');
    expect(formatMinor(1234567890, 'INR')).toBe('₹1,23,45,678.90');
    expect(formatMinor(123456789, 'USD')).toBe('$1,234,567.89');
    expect(formatMinor(8500, 'USD')).toBe('$85.00');
    expect(formatMinor(7, 'INR')).toBe('₹0.07');
    expect(formatMinor(-262627, 'INR')).toBe('-₹2,626.27');
    expect(() => formatMinor(0.5, 'INR')).toThrow(RangeError);
  });
});

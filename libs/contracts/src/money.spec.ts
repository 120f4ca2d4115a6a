import { formatMinor, minorToDecimal } from './index.js';

describe('money as text', () => {
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

import {
  DOCUMENT_NUMBER_MAX_LENGTH,
  creditNoteNumber,
  documentNumber,
  documentNumberAt,
  invoiceNumber,
  istInstant,
} from '../index.js';

describe('GST document numbers', () => {
  it('formats invoice and credit note numbers', () => {
    expect(invoiceNumber('2627', 1)).toBe('YS/2627/00001');
    expect(invoiceNumber('2627', 12345)).toBe('YS/2627/12345');
    expect(creditNoteNumber('2627', 1)).toBe('YS/CN/2627/0001');
    expect(creditNoteNumber('2728', 42)).toBe('YS/CN/2728/0042');
  });

  it('stays within 16 characters and refuses to pass them', () => {
    expect(invoiceNumber('2627', 99_999_999)).toHaveLength(16);
    expect(creditNoteNumber('2627', 99_999)).toHaveLength(DOCUMENT_NUMBER_MAX_LENGTH);
    expect(() => creditNoteNumber('2627', 100_000)).toThrow(RangeError);
    expect(() => invoiceNumber('2627', 100_000_000)).toThrow(RangeError);
  });

  it('refuses a bad year or sequence', () => {
    expect(() => invoiceNumber('26-27', 1)).toThrow(RangeError);
    expect(() => invoiceNumber('2627', 0)).toThrow(RangeError);
    expect(() => invoiceNumber('2627', 1.5)).toThrow(RangeError);
    // @ts-expect-error an unknown series from untyped input
    expect(() => documentNumber('receipt', '2627', 1)).toThrow(RangeError);
  });

  it('takes the financial year of the IST date: 31 March and 1 April', () => {
    expect(documentNumberAt('invoice', istInstant('2027-03-31', '23:59'), 7)).toBe('YS/2627/00007');
    expect(documentNumberAt('invoice', istInstant('2027-04-01', '00:00'), 1)).toBe('YS/2728/00001');
    // 1 April 00:10 IST is still 31 March in UTC
    expect(documentNumberAt('credit_note', new Date('2027-03-31T18:40:00Z'), 1)).toBe(
      'YS/CN/2728/0001',
    );
  });
});

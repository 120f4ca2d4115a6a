import { istFinancialYear } from './ist.js';

/**
 * Numbers of the GST documents. Each series counts from 1 within an Indian financial year (1 April to
 * 31 March, IST), with no gaps or repeats; GST rules allow at most 16 characters.
 */
export type DocumentSeries = 'invoice' | 'credit_note';

export const DOCUMENT_SERIES: readonly DocumentSeries[] = ['invoice', 'credit_note'];

export const DOCUMENT_NUMBER_MAX_LENGTH = 16;

const FORMATS: Record<DocumentSeries, { prefix: string; digits: number }> = {
  invoice: { prefix: 'YS/', digits: 5 },
  credit_note: { prefix: 'YS/CN/', digits: 4 },
};

/** Tax invoice number: `YS/2627/00001` (financial year 2026-27, first invoice). */
export function invoiceNumber(fy: string, seq: number): string {
  return documentNumber('invoice', fy, seq);
}

/** Credit note number: `YS/CN/2627/0001`. */
export function creditNoteNumber(fy: string, seq: number): string {
  return documentNumber('credit_note', fy, seq);
}

/**
 * The number of the `seq`-th document of a series in financial year `fy` (as `istFinancialYear` gives it,
 * e.g. "2627"). Throws when the result would pass 16 characters (over 99,999 credit notes in a year).
 */
export function documentNumber(series: DocumentSeries, fy: string, seq: number): string {
  if (!/^\d{4}$/.test(fy)) throw new RangeError(`Not a financial year like "2627": ${fy}`);
  if (!Number.isSafeInteger(seq) || seq < 1)
    throw new RangeError(`A document number counts from 1, got ${seq}`);
  const format = FORMATS[series];
  if (!format) throw new RangeError(`Unknown document series: ${series}`);
  const value = `${format.prefix}${fy}/${String(seq).padStart(format.digits, '0')}`;
  if (value.length > DOCUMENT_NUMBER_MAX_LENGTH)
    throw new RangeError(`${value} is longer than ${DOCUMENT_NUMBER_MAX_LENGTH} characters`);
  return value;
}

/** The number of the `seq`-th document of a series in the financial year containing `at` (IST). */
export function documentNumberAt(series: DocumentSeries, at: Date, seq: number): string {
  return documentNumber(series, istFinancialYear(at), seq);
}

import { Readable, type Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { stringify } from 'csv-stringify';
import type { Response } from 'express';
import { gstStateName, istDate, minorToDecimal, type Currency } from '@yoga/contracts';

/** One invoice of the GST export (what a GST return needs), amounts in paise or cents. */
export interface GstExportRow {
  invoiceNumber: string;
  invoiceDate: Date;
  buyerName: string;
  /** A B2B invoice's recipient GSTIN (its row is in the B2B section); null or absent for B2C/export. */
  buyerGstin?: string | null;
  /** The buyer's GST state code; null for an export (USD). */
  stateCode: string | null;
  currency: Currency;
  taxable: number;
  cgst: number;
  sgst: number;
  igst: number;
  total: number;
  /** Gateway payment id, or the UTR of an offline payment. */
  paymentId: string;
  /** upi, card, netbanking, wallet, bank_transfer, cash… */
  method: string;
  /** A credit note: "refund of <invoice>" or "partial refund of <invoice>"; empty for an invoice. */
  refund?: string;
}

export const GST_CSV_COLUMNS = [
  'Invoice number',
  'Invoice date',
  'Buyer name',
  'State code',
  'Place of supply',
  'Taxable value',
  'CGST',
  'SGST',
  'IGST',
  'Total',
  'Currency',
  'Payment ID',
  'Method',
  'Refund',
  'Section',
  'Buyer GSTIN',
] as const;

/** GSTR-1's section of a row: B2B (a registered recipient's GSTIN), B2C, or an export. */
export function gstSection(row: Pick<GstExportRow, 'buyerGstin' | 'stateCode'>): string {
  if (row.buyerGstin) return 'B2B';
  return row.stateCode ? 'B2C' : 'EXP';
}

/** GSTR-1's place of supply for services exported outside India. */
export const EXPORT_PLACE_OF_SUPPLY = '96-Other Countries';

/**
 * A cell a spreadsheet would run as a formula (=, +, -, @, tab, carriage return first) gets a leading
 * apostrophe, so a buyer named "=HYPERLINK(…)" stays text (OWASP "CSV injection").
 */
export function neutralizeFormula(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/** The CSV cells of a row: IST date, GSTR-1 place of supply ("09-Uttar Pradesh"), amounts as 2626.27. */
export function gstCsvRecord(row: GstExportRow): string[] {
  const text = (value: string) => neutralizeFormula(value);
  const place = row.stateCode
    ? `${row.stateCode}-${gstStateName(row.stateCode) ?? 'Unknown'}`
    : EXPORT_PLACE_OF_SUPPLY;
  return [
    text(row.invoiceNumber),
    istDate(row.invoiceDate),
    text(row.buyerName),
    row.stateCode ?? '',
    place,
    minorToDecimal(row.taxable),
    minorToDecimal(row.cgst),
    minorToDecimal(row.sgst),
    minorToDecimal(row.igst),
    minorToDecimal(row.total),
    row.currency,
    text(row.paymentId),
    text(row.method),
    text(row.refund ?? ''),
    gstSection(row),
    row.buyerGstin ?? '',
  ];
}

async function* records(rows: AsyncIterable<GstExportRow> | Iterable<GstExportRow>) {
  for await (const row of rows) yield gstCsvRecord(row);
}

/**
 * Writes the rows as CSV (UTF-8 with a byte-order mark for spreadsheets, CRLF lines, RFC 4180 quoting)
 * into `out`, pulling one row at a time: a slow reader slows the query down instead of filling memory.
 * Resolves when `out` has everything; rejects (and destroys `out`) when the rows or the stream fail.
 */
export async function writeGstCsv(
  rows: AsyncIterable<GstExportRow> | Iterable<GstExportRow>,
  out: Writable,
): Promise<void> {
  await pipeline(
    Readable.from(records(rows)),
    stringify({
      header: true,
      columns: [...GST_CSV_COLUMNS],
      bom: true,
      record_delimiter: 'windows',
      quoted_match: /^\s|\s$/,
    }),
    out,
  );
}

/**
 * Streams the GST export as a download: `text/csv` with a file name, never cached. Headers go out with
 * the first bytes, so a failure after that ends the download early (the caller logs it).
 */
export async function sendGstCsv(
  res: Response,
  rows: AsyncIterable<GstExportRow> | Iterable<GstExportRow>,
  filename: string,
): Promise<void> {
  const safeName = filename.replace(/[^\w.-]/g, '_');
  res.status(200);
  res.setHeader('Content-Type', 'text/csv; charset=utf-8');
  res.setHeader('Content-Disposition', `attachment; filename="${safeName}"`);
  res.setHeader('Cache-Control', 'no-store');
  await writeGstCsv(rows, res);
}

/**
 * GST (India's goods and services tax) for the tax invoices: the state codes that start every GSTIN and
 * name the place of supply, the service's SAC and rate, and the split of a tax-inclusive price into its
 * taxable value and taxes. Money is integer paise (or cents) throughout.
 */

export type GstStateKind = 'state' | 'union_territory' | 'other';

export interface GstState {
  /** Two-digit GST state code, the first two characters of a GSTIN. */
  code: string;
  name: string;
  kind: GstStateKind;
}

/**
 * The states and union territories with their GST state codes (the GST portal's list), in code order.
 * Codes no longer given to new registrations are left out: 25 (Daman and Diu, merged into 26 in 2020) and
 * 28 (undivided Andhra Pradesh; the state is 37 since 2014). 97 "Other Territory" covers India's offshore
 * areas outside any state.
 */
export const GST_STATES: readonly GstState[] = [
  { code: '01', name: 'Jammu and Kashmir', kind: 'union_territory' },
  { code: '02', name: 'Himachal Pradesh', kind: 'state' },
  { code: '03', name: 'Punjab', kind: 'state' },
  { code: '04', name: 'Chandigarh', kind: 'union_territory' },
  { code: '05', name: 'Uttarakhand', kind: 'state' },
  { code: '06', name: 'Haryana', kind: 'state' },
  { code: '07', name: 'Delhi', kind: 'union_territory' },
  { code: '08', name: 'Rajasthan', kind: 'state' },
  { code: '09', name: 'Uttar Pradesh', kind: 'state' },
  { code: '10', name: 'Bihar', kind: 'state' },
  { code: '11', name: 'Sikkim', kind: 'state' },
  { code: '12', name: 'Arunachal Pradesh', kind: 'state' },
  { code: '13', name: 'Nagaland', kind: 'state' },
  { code: '14', name: 'Manipur', kind: 'state' },
  { code: '15', name: 'Mizoram', kind: 'state' },
  { code: '16', name: 'Tripura', kind: 'state' },
  { code: '17', name: 'Meghalaya', kind: 'state' },
  { code: '18', name: 'Assam', kind: 'state' },
  { code: '19', name: 'West Bengal', kind: 'state' },
  { code: '20', name: 'Jharkhand', kind: 'state' },
  { code: '21', name: 'Odisha', kind: 'state' },
  { code: '22', name: 'Chhattisgarh', kind: 'state' },
  { code: '23', name: 'Madhya Pradesh', kind: 'state' },
  { code: '24', name: 'Gujarat', kind: 'state' },
  { code: '26', name: 'Dadra and Nagar Haveli and Daman and Diu', kind: 'union_territory' },
  { code: '27', name: 'Maharashtra', kind: 'state' },
  { code: '29', name: 'Karnataka', kind: 'state' },
  { code: '30', name: 'Goa', kind: 'state' },
  { code: '31', name: 'Lakshadweep', kind: 'union_territory' },
  { code: '32', name: 'Kerala', kind: 'state' },
  { code: '33', name: 'Tamil Nadu', kind: 'state' },
  { code: '34', name: 'Puducherry', kind: 'union_territory' },
  { code: '35', name: 'Andaman and Nicobar Islands', kind: 'union_territory' },
  { code: '36', name: 'Telangana', kind: 'state' },
  { code: '37', name: 'Andhra Pradesh', kind: 'state' },
  { code: '38', name: 'Ladakh', kind: 'union_territory' },
  { code: '97', name: 'Other Territory', kind: 'other' },
];

const STATE_NAMES = new Map(GST_STATES.map((s) => [s.code, s.name]));

/** The seller's state when nothing else is set: the company is in Noida, Uttar Pradesh. */
export const DEFAULT_GST_STATE_CODE = '09';

/** True for a two-digit code of the list above ("09"), false for "9", "25", "99" or anything else. */
export function isGstStateCode(value: unknown): value is string {
  return typeof value === 'string' && STATE_NAMES.has(value);
}

/** "Uttar Pradesh" for "09"; undefined for an unknown code. */
export function gstStateName(code: string): string | undefined {
  return STATE_NAMES.get(code);
}

/** "Uttar Pradesh (09)", the way an invoice names a state. */
export function gstStateLabel(code: string): string {
  const name = gstStateName(code);
  if (!name) throw new RangeError(`Unknown GST state code: ${code}`);
  return `${name} (${code})`;
}

/** Service Accounting Code of the classes: physical well-being services. */
export const GST_SAC = '999723';
/** GST on the service, in percent; package prices include it. */
export const GST_RATE_PERCENT = 18;
/** Printed on every export invoice (a USD payment: export of services, zero-rated). */
export const EXPORT_LUT_NOTE = 'Supply meant for export under LUT without payment of IGST';

/**
 * GSTIN: 2-digit state code, the holder's 10-character PAN, the entity number (1-9 or A-Z), "Z", and a
 * check character. Letters upper-case.
 */
export const GSTIN_PATTERN = /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

const GSTIN_CHARS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** The GSTIN check character of the first 14 characters (the GSTN's base-36 Luhn variant). */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i += 1) {
    const value = GSTIN_CHARS.indexOf(first14[i]);
    if (value < 0) throw new RangeError(`Not a GSTIN character: ${first14[i]}`);
    const product = value * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return GSTIN_CHARS[(36 - (sum % 36)) % 36];
}

/** True for a well-formed GSTIN of a known state with the right check character. */
export function isValidGstin(value: unknown): value is string {
  return (
    typeof value === 'string' &&
    GSTIN_PATTERN.test(value) &&
    isGstStateCode(value.slice(0, 2)) &&
    gstinCheckCharacter(value.slice(0, 14)) === value[14]
  );
}

export type GstSupplyKind = 'intra' | 'inter' | 'export';

/** A tax-inclusive amount split into its parts, all integers in the smallest unit. */
export interface GstSplit {
  kind: GstSupplyKind;
  /** Taxable value: the price without tax. */
  taxable: number;
  cgst: number;
  sgst: number;
  igst: number;
  /** taxable + cgst + sgst + igst, exactly: the price the buyer paid. */
  total: number;
  /** Rates in percent as printed on the invoice (0 for a tax that does not apply). */
  cgstRate: number;
  sgstRate: number;
  igstRate: number;
}

export interface GstSplitOptions {
  /** The seller's GST state code. */
  sellerState: string;
  /** The place of supply: the buyer's state code (ignored for an export). */
  buyerState?: string;
  /** A supply paid in foreign currency to a buyer abroad: zero-rated under the LUT. */
  export?: boolean;
}

/**
 * Splits a tax-inclusive total (paise) into taxable value and taxes:
 * - taxable value = total ÷ 1.18 rounded to the paisa (integer arithmetic: round(total × 100 / 118));
 * - tax = total − taxable value, so the parts always add up to the total exactly;
 * - the buyer in the seller's state (intra-state): CGST 9 % + SGST 9 %, CGST = ⌊tax ÷ 2⌋, SGST = the rest;
 * - the buyer in another state (inter-state): IGST 18 % = the whole tax;
 * - an export (a USD payment): zero-rated, taxable value = total and no tax.
 */
export function splitGst(totalMinor: number, options: GstSplitOptions): GstSplit {
  if (!Number.isSafeInteger(totalMinor) || totalMinor < 0)
    throw new RangeError(`The total must be a non-negative integer amount, got ${totalMinor}`);
  if (options.export) {
    return {
      kind: 'export',
      taxable: totalMinor,
      cgst: 0,
      sgst: 0,
      igst: 0,
      total: totalMinor,
      cgstRate: 0,
      sgstRate: 0,
      igstRate: 0,
    };
  }
  if (!isGstStateCode(options.sellerState))
    throw new RangeError(`Unknown seller state code: ${options.sellerState}`);
  const buyerState = options.buyerState ?? options.sellerState;
  if (!isGstStateCode(buyerState)) throw new RangeError(`Unknown buyer state code: ${buyerState}`);
  const taxable = Math.round((totalMinor * 100) / (100 + GST_RATE_PERCENT));
  const tax = totalMinor - taxable;
  if (buyerState === options.sellerState) {
    const cgst = Math.floor(tax / 2);
    const half = GST_RATE_PERCENT / 2;
    return {
      kind: 'intra',
      taxable,
      cgst,
      sgst: tax - cgst,
      igst: 0,
      total: totalMinor,
      cgstRate: half,
      sgstRate: half,
      igstRate: 0,
    };
  }
  return {
    kind: 'inter',
    taxable,
    cgst: 0,
    sgst: 0,
    igst: tax,
    total: totalMinor,
    cgstRate: 0,
    sgstRate: 0,
    igstRate: GST_RATE_PERCENT,
  };
}

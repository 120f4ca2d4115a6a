import {
  EXPORT_LUT_NOTE,
  GST_SAC,
  amountInWords,
  formatIstDate,
  formatMinor,
  gstStateLabel,
  type Currency,
  type GstSplit,
} from '@yoga/contracts';
import type { SellerConfig } from './config.js';

/**
 * Everything printed on a GST tax invoice or credit note, as plain data (no entity, no database): the
 * payments module fills it from a payment, its period and the seller settings.
 */
export interface GstDocumentData {
  kind: 'invoice' | 'credit_note';
  /** `YS/2627/00001` or `YS/CN/2627/0001`. */
  number: string;
  /** When the document was issued (printed as the IST date). */
  issuedAt: Date;
  seller: Pick<SellerConfig, 'legalName' | 'address' | 'gstin' | 'stateCode' | 'lutNo' | 'sample'>;
  buyer: {
    name: string;
    email: string;
    /** GST state code of an Indian buyer (the place of supply); null for an export. */
    stateCode: string | null;
    /** A B2B invoice: the recipient's GSTIN and billing address (`name` is its legal name). */
    gstin?: string | null;
    address?: string | null;
  };
  /** Defaults to SAC 999723. */
  sac?: string;
  /** `quantity`: units sold (company seats), 1 when absent. */
  plan: { name: string; months: number; quantity?: number };
  /** The membership period paid for (printed as IST dates). */
  period: { from: Date; to: Date };
  currency: Currency;
  /** Taxable value and taxes, from `splitGst` (kind "export" for a USD payment). */
  amounts: GstSplit;
  subscriptionNo: string | null;
  /** An invoice's offer-code discount (already off the total, tax included) and its code. */
  discount?: { amount: number; coupon: string | null } | null;
  /** The gateway's payment id or the UTR of an offline payment, and how it was paid. */
  paymentRef?: string | null;
  paymentMethod?: string | null;
  /** Credit notes: the invoice it reverses and why. */
  original?: { number: string; issuedAt: Date };
  reason?: string;
}

export interface GstDocumentLines {
  title: string;
  sellerLines: string[];
  details: [label: string, value: string][];
  buyerLines: string[];
  item: { description: string; sac: string; period: string; taxable: string };
  totals: [label: string, value: string][];
  /** The row of `totals` printed bold: what was paid (or credited). */
  totalRow: number;
  totalInWords: string;
  notes: string[];
  /** Printed in red under the title (sample seller details). */
  warning: string | null;
}

function taxRows(d: GstDocumentData): [string, string][] {
  const a = d.amounts;
  const money = (minor: number) => formatMinor(minor, d.currency);
  if (a.kind === 'intra')
    return [
      [`CGST @ ${a.cgstRate}%`, money(a.cgst)],
      [`SGST @ ${a.sgstRate}%`, money(a.sgst)],
    ];
  if (a.kind === 'inter') return [[`IGST @ ${a.igstRate}%`, money(a.igst)]];
  return [['IGST @ 0% (export under LUT)', money(0)]];
}

/**
 * The totals, as a person checks them (issue 38). With an offer code: the price including GST, the
 * discount, the price paid including GST (bold), then what that price is made of: the taxable value
 * and the tax. Without one: the taxable value, the tax and the total (bold).
 */
function totalRows(
  d: GstDocumentData,
  credit: boolean,
): { rows: [string, string][]; bold: number } {
  const money = (minor: number) => formatMinor(minor, d.currency);
  const withGst = d.amounts.kind === 'export' ? '' : ' including GST';
  const taxable: [string, string] = ['Taxable value', money(d.amounts.taxable)];
  const total: [string, string] = [
    credit ? 'Total credited' : `Price paid${withGst}`,
    money(d.amounts.total),
  ];
  if (d.discount && d.discount.amount > 0) {
    const code = d.discount.coupon ? ` (offer code ${d.discount.coupon})` : '';
    const rows: [string, string][] = [
      [`Price${withGst}`, money(d.amounts.total + d.discount.amount)],
      [`Discount${code}`, `- ${money(d.discount.amount)}`],
      total,
      [
        d.amounts.kind === 'export' ? taxable[0] : 'Taxable value (price paid without GST)',
        taxable[1],
      ],
      ...taxRows(d),
    ];
    return { rows, bold: 2 };
  }
  const rows: [string, string][] = [
    taxable,
    ...taxRows(d),
    [credit ? 'Total credited' : 'Total', money(d.amounts.total)],
  ];
  return { rows, bold: rows.length - 1 };
}

/** The texts of the document, in print order: one place decides what an invoice says. */
export function gstDocumentLines(d: GstDocumentData): GstDocumentLines {
  const credit = d.kind === 'credit_note';
  const money = (minor: number) => formatMinor(minor, d.currency);
  const isExport = d.amounts.kind === 'export';
  if (!isExport && !d.buyer.stateCode)
    throw new RangeError('An Indian supply needs the buyer state (place of supply)');
  const placeOfSupply = isExport
    ? 'Outside India (export of services)'
    : gstStateLabel(d.buyer.stateCode as string);

  const details: [string, string][] = [
    [credit ? 'Credit note no.' : 'Invoice no.', d.number],
    [credit ? 'Credit note date' : 'Invoice date', formatIstDate(d.issuedAt)],
  ];
  if (credit && d.original) {
    details.push(['Original invoice', d.original.number]);
    details.push(['Original invoice date', formatIstDate(d.original.issuedAt)]);
  }
  if (d.subscriptionNo) details.push(['Subscription no.', d.subscriptionNo]);
  if (d.paymentRef) details.push(['Payment reference', d.paymentRef]);
  if (d.paymentMethod) details.push(['Payment method', d.paymentMethod]);
  details.push(['Place of supply', placeOfSupply]);
  details.push(['Reverse charge', 'No']);

  const buyerLines = d.buyer.gstin
    ? [d.buyer.name, ...(d.buyer.address ? [d.buyer.address] : []), `GSTIN: ${d.buyer.gstin}`]
    : [d.buyer.name, d.buyer.email];
  if (d.buyer.gstin) details.push(['Supply type', 'B2B (registered recipient)']);
  buyerLines.push(
    d.buyer.stateCode ? `State: ${gstStateLabel(d.buyer.stateCode)}` : 'Outside India',
  );

  const totals = totalRows(d, credit);
  const notes: string[] = [];
  if (isExport) notes.push(`${EXPORT_LUT_NOTE} (LUT no. ${d.seller.lutNo}).`);
  if (credit) {
    const reason = d.reason?.trim().replace(/[.\s]+$/, '') || 'Refund of the payment';
    notes.push(`Reason: ${reason}. This credit note reverses the invoice above in full.`);
  }
  notes.push('Prices include GST. This is a computer-generated document.');

  return {
    title: credit ? 'CREDIT NOTE' : 'TAX INVOICE',
    sellerLines: [
      d.seller.legalName,
      d.seller.address,
      `GSTIN: ${d.seller.gstin}`,
      `State: ${gstStateLabel(d.seller.stateCode)}`,
    ],
    details,
    buyerLines,
    item: {
      description:
        `${d.plan.name} plan, ${d.plan.months} month${d.plan.months === 1 ? '' : 's'} of live yoga classes` +
        ((d.plan.quantity ?? 1) > 1 ? `, ${d.plan.quantity} seats` : ''),
      sac: d.sac ?? GST_SAC,
      period: `${formatIstDate(d.period.from)} to ${formatIstDate(d.period.to)}`,
      taxable: money(d.amounts.taxable),
    },
    totals: totals.rows,
    totalRow: totals.bold,
    totalInWords: amountInWords(d.amounts.total, d.currency),
    notes,
    warning: d.seller.sample
      ? 'SAMPLE seller details (development settings): not a valid tax document.'
      : null,
  };
}

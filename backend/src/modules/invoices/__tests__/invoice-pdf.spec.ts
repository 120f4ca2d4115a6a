import {
  EXPORT_LUT_NOTE,
  amountInWords,
  formatMinor,
  splitGst,
  subscriptionEndDate,
} from '@yoga/contracts';
import { renderGstDocumentPdf, type GstDocumentData } from '../invoice-pdf.js';
import { SEED_PLANS } from '../../plans/index.js';
import { loadSellerConfig } from '../config.js';
import { pdfText } from './pdf-text.js';

const sampleSeller = loadSellerConfig({}, 'development');
const realSeller = loadSellerConfig(
  {
    GST_LEGAL_NAME: 'Test Wellness LLP',
    GST_ADDRESS: '12 Marine Drive, Mumbai, Maharashtra 400002, India',
    GSTIN: '27AAPFU0939F1ZV',
    GST_STATE_CODE: '27',
    GST_LUT_NO: 'AD2703260012345',
  },
  'production',
);

// 01:30 IST on 24 November 2026 (still the 23rd in UTC): the invoice date is the Indian one.
const paidAt = new Date('2026-11-23T20:00:00Z');

function invoice(overrides: Partial<GstDocumentData> = {}): GstDocumentData {
  return {
    kind: 'invoice',
    number: 'YS/2627/00001',
    issuedAt: paidAt,
    seller: sampleSeller,
    buyer: { name: 'Asha Verma', email: 'asha@example.com', stateCode: '09' },
    plan: { name: 'Bumper Saver', months: 12 },
    period: { from: paidAt, to: subscriptionEndDate(paidAt, 12) },
    currency: 'INR',
    amounts: splitGst(309900, { sellerState: '09', buyerState: '09' }),
    subscriptionNo: 'YS/2026/00001',
    paymentRef: 'pay_29QQoUBi66xm2f',
    paymentMethod: 'UPI',
    ...overrides,
  };
}

const squash = (text: string) => text.replace(/\s+/g, ' ');

describe('GST tax invoice PDF', () => {
  it('prints every field of an intra-state invoice, with CGST and SGST, as selectable text', async () => {
    const pdf = await renderGstDocumentPdf(invoice());
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.length).toBeLessThan(100 * 1024);
    const { pages, text, title } = await pdfText(pdf);
    const flat = squash(text);
    expect(pages).toBe(1);
    expect(title).toBe('Tax invoice YS/2627/00001');
    for (const expected of [
      'TAX INVOICE',
      'YogSutra Wellness Private Limited',
      'Sector 62, Noida, Uttar Pradesh 201309, India',
      `GSTIN: ${sampleSeller.gstin}`,
      'State: Uttar Pradesh (09)',
      'Invoice no. YS/2627/00001',
      'Invoice date 24 Nov 2026',
      'Subscription no. YS/2026/00001',
      'pay_29QQoUBi66xm2f',
      'Place of supply Uttar Pradesh (09)',
      'Reverse charge No',
      'Asha Verma',
      'asha@example.com',
      '999723',
      'Bumper Saver plan, 12 months',
      '24 Nov 2026 to 24 Nov 2027',
      // worked out by hand: 3099.00 / 1.18 = 2626.27; 472.73 of tax = 236.36 + 236.37
      'Taxable value ₹2,626.27',
      'CGST @ 9% ₹236.36',
      'SGST @ 9% ₹236.37',
      'Total ₹3,099.00',
      'Amount in words: Rupees Three Thousand Ninety-Nine Only',
      'SAMPLE seller details',
    ])
      expect(flat).toContain(expected);
    expect(flat).not.toContain('IGST');
  });

  it('with an offer code: the price with GST, the discount, the price paid with GST, then its taxable value and tax (issue 38)', async () => {
    // ₹1,599 − 20 % (₹319, whole rupees) = ₹1,280 paid; 1280 / 1.18 = 1084.75 taxable.
    const amounts = splitGst(128000, { sellerState: '09', buyerState: '09' });
    const { text } = await pdfText(
      await renderGstDocumentPdf(
        invoice({ amounts, discount: { amount: 31900, coupon: 'WELCOME20' } }),
      ),
    );
    const flat = squash(text);
    expect(flat).toContain(
      'Price including GST ₹1,599.00 Discount (offer code WELCOME20) - ₹319.00 ' +
        'Price paid including GST ₹1,280.00 Taxable value (price paid without GST) ₹1,084.75 ' +
        'CGST @ 9% ₹97.62 SGST @ 9% ₹97.63',
    );
    expect(flat).not.toContain('Before discount');
    expect(flat).toContain('Rupees One Thousand Two Hundred Eighty Only');
  });

  it('charges IGST to a buyer in another state', async () => {
    const { text } = await pdfText(
      await renderGstDocumentPdf(
        invoice({
          buyer: { name: 'Ravi Menon', email: 'ravi@example.com', stateCode: '32' },
          amounts: splitGst(309900, { sellerState: '09', buyerState: '32' }),
        }),
      ),
    );
    const flat = squash(text);
    expect(flat).toContain('Place of supply Kerala (32)');
    expect(flat).toContain('State: Kerala (32)');
    expect(flat).toContain('IGST @ 18% ₹472.73');
    expect(flat).not.toContain('CGST');
    expect(flat).not.toContain('SGST');
  });

  it('marks a USD payment as an export under LUT, zero-rated', async () => {
    const { text } = await pdfText(
      await renderGstDocumentPdf(
        invoice({
          seller: realSeller,
          buyer: { name: 'Maya Lopez', email: 'maya@example.com', stateCode: null },
          plan: { name: 'Bumper', months: 12 },
          currency: 'USD',
          amounts: splitGst(8500, { sellerState: '27', export: true }),
        }),
      ),
    );
    const flat = squash(text);
    expect(flat).toContain('Place of supply Outside India (export of services)');
    expect(flat).toContain('Taxable value $85.00');
    expect(flat).toContain('IGST @ 0% (export under LUT) $0.00');
    expect(flat).toContain('Total $85.00');
    expect(flat).toContain('US Dollars Eighty-Five Only');
    expect(flat).toContain(`${EXPORT_LUT_NOTE} (LUT no. AD2703260012345)`);
    expect(flat).toContain('GSTIN: 27AAPFU0939F1ZV');
    expect(flat).toContain('Test Wellness LLP');
    expect(flat).not.toContain('SAMPLE');
  });

  it('prints a credit note with the original invoice and the reason', async () => {
    const refundedAt = new Date('2027-04-02T06:00:00Z');
    const pdf = await renderGstDocumentPdf(
      invoice({
        kind: 'credit_note',
        number: 'YS/CN/2728/0001',
        issuedAt: refundedAt,
        original: { number: 'YS/2627/00001', issuedAt: paidAt },
        reason: ' Student asked for a refund within 7 days. ',
        amounts: splitGst(249900, { sellerState: '09', buyerState: '09' }),
        plan: { name: 'Super Saver', months: 6 },
      }),
    );
    expect(pdf.length).toBeLessThan(100 * 1024);
    const { text, title } = await pdfText(pdf);
    const flat = squash(text);
    expect(title).toBe('Credit note YS/CN/2728/0001');
    for (const expected of [
      'CREDIT NOTE',
      'Credit note no. YS/CN/2728/0001',
      'Credit note date 2 Apr 2027',
      'Original invoice YS/2627/00001',
      'Original invoice date 24 Nov 2026',
      'Reason: Student asked for a refund within 7 days. This credit note reverses',
      'CGST @ 9% ₹190.60',
      'SGST @ 9% ₹190.60',
      'Total credited ₹2,499.00',
      'Rupees Two Thousand Four Hundred Ninety-Nine Only',
    ])
      expect(flat).toContain(expected);
  });

  // The seeded plans (the spec's figures): each one's name as its currency's table states it.
  const cases = [
    ...SEED_PLANS.flatMap((p) =>
      ['09', '19'].map((state) => ({
        currency: 'INR' as const,
        plan: { name: p.prices.INR.label ?? p.name_en, months: p.months },
        minor: p.prices.INR.offer,
        state,
      })),
    ),
    ...SEED_PLANS.map((p) => ({
      currency: 'USD' as const,
      plan: { name: p.prices.USD.label ?? p.name_en, months: p.months },
      minor: p.prices.USD.offer,
      state: null,
    })),
  ];
  it.each(cases)(
    '$currency $plan.name ($state): figures, words, one page, under 100 KB',
    async ({ currency, plan, minor, state }) => {
      const amounts = splitGst(minor, {
        sellerState: '09',
        buyerState: state ?? undefined,
        export: currency === 'USD',
      });
      const pdf = await renderGstDocumentPdf(
        invoice({
          currency,
          plan: { name: plan.name, months: plan.months },
          period: { from: paidAt, to: subscriptionEndDate(paidAt, plan.months) },
          buyer: { name: 'Student', email: 's@example.com', stateCode: state },
          amounts,
        }),
      );
      expect(pdf.length).toBeLessThan(100 * 1024);
      const { pages, text } = await pdfText(pdf);
      const flat = squash(text);
      expect(pages).toBe(1);
      expect(flat).toContain(`Taxable value ${formatMinor(amounts.taxable, currency)}`);
      expect(flat).toContain(`Total ${formatMinor(minor, currency)}`);
      expect(flat).toContain(amountInWords(minor, currency));
      expect(flat).toContain(`${plan.name} plan, ${plan.months} months`);
      if (amounts.kind === 'intra') {
        expect(flat).toContain(`CGST @ 9% ${formatMinor(amounts.cgst, currency)}`);
        expect(flat).toContain(`SGST @ 9% ${formatMinor(amounts.sgst, currency)}`);
      } else if (amounts.kind === 'inter') {
        expect(flat).toContain(`IGST @ 18% ${formatMinor(amounts.igst, currency)}`);
      } else {
        expect(flat).toContain(EXPORT_LUT_NOTE);
      }
    },
  );

  it('refuses an Indian supply without the place of supply', async () => {
    await expect(
      renderGstDocumentPdf(
        invoice({ buyer: { name: 'A', email: 'a@example.com', stateCode: null } }),
      ),
    ).rejects.toThrow('place of supply');
  });
});

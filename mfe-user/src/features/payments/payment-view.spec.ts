import type { PaymentRecord } from '@yoga/contracts';
import { i18n } from '@yoga/i18n';
import { paymentRow as row } from './payment-view';

const paymentRow = (p: Parameters<typeof row>[0]) =>
  row(p, (id, values) => i18n._(id, values), 'en');

const payment: PaymentRecord = {
  id: 4,
  plan: { id: 'super', name: 'Super Saver', months: 6, currency: 'INR' },
  currency: 'INR',
  amount: 199_950,
  credits_applied: 49_950,
  gateway: 'sandbox',
  order_id: 'order_1',
  gateway_payment_id: 'pay_1',
  status: 'paid',
  created_at: '2026-11-23T18:20:00.000Z',
  paid_at: '2026-11-23T18:31:00.000Z',
  method: 'sandbox',
  invoice_no: 'YS/2627/00004',
  credit_note_no: null,
  refunded_amount: 0,
  refunded_at: null,
  purpose: 'membership',
};

describe('paymentRow', () => {
  it('formats paise only in the view, and dates in India time', () => {
    expect(paymentRow(payment)).toEqual({
      key: 4,
      // 18:31 UTC is 00:01 on the next day in India.
      date: '24 Nov 2026, 12:01 am IST',
      plan: 'Super Saver (6 months)',
      amount: '₹1,999.50',
      credits: '₹499.50',
      status: 'paid',
      invoiceNo: 'YS/2627/00004',
      creditNoteNo: null,
    });
  });

  it('dates an unpaid payment by when it was started and shows no credits as a dash', () => {
    const row = paymentRow({
      ...payment,
      currency: 'USD',
      amount: 5_500,
      credits_applied: 0,
      status: 'failed',
      paid_at: null,
      invoice_no: null,
    });
    expect(row).toMatchObject({
      invoiceNo: null,
      date: '23 Nov 2026, 11:50 pm IST',
      amount: '$55',
      credits: '—',
      status: 'failed',
    });
  });

  it('keeps the credit note of a refunded payment next to its invoice', () => {
    const row = paymentRow({
      ...payment,
      status: 'refunded',
      credit_note_no: 'YS/CN/2627/0001',
      refunded_at: '2026-11-25T10:00:00.000Z',
    });
    expect(row).toMatchObject({
      status: 'refunded',
      invoiceNo: 'YS/2627/00004',
      creditNoteNo: 'YS/CN/2627/0001',
    });
  });
});

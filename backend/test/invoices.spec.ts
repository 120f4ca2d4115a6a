import { DataSource } from 'typeorm';
import {
  ACCOUNT_MESSAGES,
  EXPORT_LUT_NOTE,
  INVOICING_MESSAGES,
  amountInWords,
  formatIstDate,
  formatMinor,
  splitGst,
  type AdminPaymentRecord,
  type AdminPaymentsResponse,
  type PaymentRecord,
} from '@yoga/contracts';
import { GstDocument } from '../src/modules/invoices/entities/gst-document.entity.js';
import { SubscriptionPeriod } from '../src/modules/subscriptions/entities/subscription-period.entity.js';
import { GST_ENV, getDocument, pdfOf } from './support/invoices.js';
import { buy, order, sandboxPay, stubClock } from './support/payments.js';
import {
  ADMIN,
  bearer,
  createTestApp,
  login,
  registerAndLogin,
  type TestApp,
} from './support/test-app.js';

const INVOICE_NO = /^YS\/\d{4}\/\d{5}$/;

describe('GST tax invoices (sandbox gateway)', () => {
  let t: TestApp;
  let admin: string;
  let setNow: (d: Date) => void;
  beforeAll(async () => {
    t = await createTestApp({ ...GST_ENV });
    admin = (await login(t, ADMIN.email, ADMIN.password)).token;
    setNow = stubClock(t, new Date('2026-11-23T06:30:00Z'));
  });
  afterAll(() => t.close());

  const mine = async (token: string) =>
    (await t.http().get('/api/payments/mine').set(bearer(token)).expect(200))
      .body as PaymentRecord[];
  const docs = () => t.app.get(DataSource).getRepository(GstDocument);
  /** Every invoice number of a financial year, in order: must be 1..n without a gap. */
  const invoiceSeqs = async (fy: string) =>
    (await docs().findBy({ kind: 'invoice' }))
      .map((d) => d.number)
      .filter((n) => n.startsWith(`YS/${fy}/`))
      .map((n) => Number(n.slice(-5)))
      .sort((a, b) => a - b);

  it('issues an inter-state invoice for another state, remembers the state, and prints every figure', async () => {
    const s = await registerAndLogin(t, { name: 'Meera Iyer' });
    const o = await order(t, s.token, { plan: 'big', currency: 'INR', state: '27' });
    const checkout = await sandboxPay(t, s.token, o.order_id);
    await t.http().post('/api/payments/verify').set(bearer(s.token)).send(checkout).expect(200);
    const profile = await t.http().get('/api/profile').set(bearer(s.token)).expect(200);
    expect(profile.body.state).toBe('27');

    const [record] = await mine(s.token);
    expect(record).toMatchObject({
      status: 'paid',
      method: 'sandbox',
      invoice_no: expect.stringMatching(INVOICE_NO),
      credit_note_no: null,
      refunded_at: null,
    });
    const me = await t.http().get('/api/subscriptions/me').set(bearer(s.token)).expect(200);
    const period = await t.app
      .get(DataSource)
      .getRepository(SubscriptionPeriod)
      .findOneByOrFail({ paymentId: record.id });

    const res = await getDocument(t, s.token, record.id).expect(200);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="invoice-${record.invoice_no!.replaceAll('/', '-')}.pdf"`,
    );
    const text = await pdfOf(res);
    const split = splitGst(169_900, { sellerState: '09', buyerState: '27' });
    expect(split).toMatchObject({ taxable: 143_983, igst: 25_917, cgst: 0, sgst: 0 });
    for (const expected of [
      'TAX INVOICE',
      GST_ENV.GST_LEGAL_NAME,
      `GSTIN: ${GST_ENV.GSTIN}`,
      record.invoice_no!,
      formatIstDate(new Date('2026-11-23T06:30:00Z')),
      'Meera Iyer',
      s.user.email,
      'Maharashtra (27)',
      '999723',
      'Big Saver plan, 3 months',
      `${formatIstDate(period.startsAt)} to ${formatIstDate(period.endsAt)}`,
      formatMinor(split.taxable, 'INR'),
      'IGST @ 18%',
      formatMinor(split.igst, 'INR'),
      formatMinor(169_900, 'INR'),
      amountInWords(169_900, 'INR'),
      me.body.subscription_no,
    ])
      expect(text).toContain(expected);
    expect(amountInWords(169_900, 'INR')).toBe('Rupees One Thousand Six Hundred Ninety-Nine Only');
    expect(text).not.toContain('CGST');
  });

  it('charges CGST + SGST in the seller state (profile empty → seller state) and refuses an unknown state', async () => {
    const s = await registerAndLogin(t);
    const bad = await t
      .http()
      .post('/api/payments/orders')
      .set(bearer(s.token))
      .send({ plan: 'bumper', currency: 'INR', state: '99' })
      .expect(400);
    expect(bad.body).toMatchObject({ success: false, message: ACCOUNT_MESSAGES.invalidState });
    for (const state of ['9', 9, '', null, 'UP'])
      await t
        .http()
        .post('/api/payments/orders')
        .set(bearer(s.token))
        .send({ plan: 'bumper', currency: 'INR', state })
        .expect(400);
    await buy(t, s.token, 'bumper', 'INR');
    const [record] = await mine(s.token);
    const text = await pdfOf(await getDocument(t, s.token, record.id).expect(200));
    const split = splitGst(309_900, { sellerState: '09', buyerState: '09' });
    expect(split.cgst + split.sgst + split.taxable).toBe(309_900);
    expect(text).toContain('Uttar Pradesh (09)');
    expect(text).toContain(`CGST @ 9% ${formatMinor(split.cgst, 'INR')}`);
    expect(text).toContain(`SGST @ 9% ${formatMinor(split.sgst, 'INR')}`);
    expect(text).toContain('Rupees Three Thousand Ninety-Nine Only');
    expect(text).not.toContain('IGST @ 18%');
  });

  it('treats a USD payment as an export under LUT (zero-rated, no state)', async () => {
    const s = await registerAndLogin(t);
    const o = await order(t, s.token, { plan: 'super', currency: 'USD', state: '27' });
    const checkout = await sandboxPay(t, s.token, o.order_id);
    await t.http().post('/api/payments/verify').set(bearer(s.token)).send(checkout).expect(200);
    const profile = await t.http().get('/api/profile').set(bearer(s.token)).expect(200);
    expect(profile.body.state).toBeNull();
    const [record] = await mine(s.token);
    const doc = await docs().findOneByOrFail({ paymentId: record.id, kind: 'invoice' });
    expect(doc).toMatchObject({ supplyKind: 'export', buyerState: null, taxable: 5500, igst: 0 });
    const text = await pdfOf(await getDocument(t, s.token, record.id).expect(200));
    expect(text).toContain(`${EXPORT_LUT_NOTE} (LUT no. ${GST_ENV.GST_LUT_NO}).`);
    expect(text).toContain('Outside India');
    expect(text).toContain('$55.00');
    expect(text).toContain('US Dollars Fifty-Five Only');
  });

  it('serves the invoice to its student and the admin only; 404 without one', async () => {
    const owner = await registerAndLogin(t);
    const other = await registerAndLogin(t);
    await buy(t, owner.token, 'super', 'INR');
    const [paid] = await mine(owner.token);
    await getDocument(t, owner.token, paid.id).expect(200);
    await getDocument(t, admin, paid.id).expect(200);
    const foreign = await getDocument(t, other.token, paid.id).expect(404);
    expect(JSON.parse(foreign.body.toString())).toMatchObject({
      success: false,
      message: INVOICING_MESSAGES.noInvoice,
    });
    await getDocument(t, null, paid.id).expect(401);
    await getDocument(t, owner.token, paid.id, 'credit-note').expect(404);
    await getDocument(t, owner.token, 999_999).expect(404);
    await getDocument(t, owner.token, 'abc').expect(400);
    const unpaid = await order(t, other.token, { plan: 'big', currency: 'INR' });
    await getDocument(t, other.token, unpaid.payment_id).expect(404);
  });

  it('keeps the snapshot: a later name or state change does not alter the invoice', async () => {
    const s = await registerAndLogin(t, { name: 'Old Name' });
    await buy(t, s.token, 'big', 'INR');
    const [record] = await mine(s.token);
    const before = await pdfOf(await getDocument(t, s.token, record.id).expect(200));
    await t
      .http()
      .patch('/api/profile')
      .set(bearer(s.token))
      .send({ name: 'New Name', state: '29' })
      .expect(200);
    const after = await pdfOf(await getDocument(t, s.token, record.id).expect(200));
    expect(after).toContain('Old Name');
    expect(after).not.toContain('New Name');
    expect(after).not.toContain('Karnataka');
    expect(after).toBe(before);
  });

  it('keeps the invoice after the student deletes their account, anonymised, for the admin', async () => {
    const s = await registerAndLogin(t, { name: 'Ravi Erased' });
    await buy(t, s.token, 'big', 'INR');
    const [record] = await mine(s.token);
    await t
      .http()
      .delete('/api/profile')
      .set(bearer(s.token))
      .send({ password: s.password })
      .expect(200);
    const text = await pdfOf(await getDocument(t, admin, record.id).expect(200));
    expect(text).toContain('Deleted account');
    expect(text).toContain(record.invoice_no!);
    expect(text).toContain(formatMinor(169_900, 'INR'));
    expect(text).not.toContain('Ravi Erased');
    expect(text).not.toContain(s.user.email);
    await getDocument(t, s.token, record.id).expect(401);
    const log = await t.http().get('/api/admin/erasures').set(bearer(admin)).expect(200);
    expect(log.body[0].summary).toContain(
      'invoices: 1 kept for tax records (buyer name and email anonymised)',
    );
  });

  it('numbers invoices consecutively across 31 March / 1 April (IST)', async () => {
    setNow(new Date('2027-03-31T18:00:00Z')); // 23:30 IST, 31 March 2027
    const a = await registerAndLogin(t);
    await buy(t, a.token, 'super', 'INR');
    setNow(new Date('2027-03-31T18:31:00Z')); // 00:01 IST, 1 April 2027
    const b = await registerAndLogin(t);
    await buy(t, b.token, 'super', 'INR');
    const c = await registerAndLogin(t);
    await buy(t, c.token, 'super', 'INR');
    const [last2627] = await mine(a.token);
    expect(last2627.invoice_no).toMatch(/^YS\/2627\/\d{5}$/);
    const seqs2627 = await invoiceSeqs('2627');
    expect(seqs2627).toEqual(seqs2627.map((_, i) => i + 1));
    expect(Number(last2627.invoice_no!.slice(-5))).toBe(seqs2627.length);
    expect((await mine(b.token))[0].invoice_no).toBe('YS/2728/00001');
    expect((await mine(c.token))[0].invoice_no).toBe('YS/2728/00002');
    setNow(new Date('2026-11-23T06:30:00Z'));
  });

  it('gives 20 concurrent payments 20 distinct consecutive numbers, no gaps', async () => {
    const students = await Promise.all(Array.from({ length: 20 }, () => registerAndLogin(t)));
    const checkouts: Awaited<ReturnType<typeof sandboxPay>>[] = [];
    for (const s of students) {
      const o = await order(t, s.token, { plan: 'super', currency: 'INR' });
      checkouts.push(await sandboxPay(t, s.token, o.order_id));
    }
    const before = (await invoiceSeqs('2627')).length;
    await Promise.all(
      students.map((s, i) =>
        t.http().post('/api/payments/verify').set(bearer(s.token)).send(checkouts[i]).expect(200),
      ),
    );
    const numbers = await Promise.all(students.map(async (s) => (await mine(s.token))[0]));
    const seqs = numbers.map((r) => Number(r.invoice_no!.slice(-5))).sort((x, y) => x - y);
    expect(seqs).toEqual(Array.from({ length: 20 }, (_, i) => before + i + 1));
    const all = await invoiceSeqs('2627');
    expect(all).toEqual(all.map((_, i) => i + 1));
  });

  it('refunds a sandbox payment at once, with a credit note of its own series', async () => {
    const s = await registerAndLogin(t);
    await buy(t, s.token, 'big', 'INR');
    const [record] = await mine(s.token);
    const res = await t
      .http()
      .post(`/api/payments/${record.id}/refund`)
      .set(bearer(admin))
      .send({ reason: 'Asked within a week' })
      .expect(200);
    expect(res.body).toMatchObject({
      success: true,
      message: INVOICING_MESSAGES.refunded,
      payment: {
        id: record.id,
        status: 'refunded',
        invoice_no: record.invoice_no,
        credit_note_no: expect.stringMatching(/^YS\/CN\/2627\/\d{4}$/),
        refunded_at: expect.any(String),
        refund_reason: 'Asked within a week',
        reference: null,
      },
    });
    const text = await pdfOf(await getDocument(t, s.token, record.id, 'credit-note').expect(200));
    expect(text).toContain('CREDIT NOTE');
    expect(text).toContain(res.body.payment.credit_note_no);
    expect(text).toContain(record.invoice_no!);
    expect(text).toContain('Reason: Asked within a week.');
    expect(text).toContain(formatMinor(169_900, 'INR'));
    // The invoice stays downloadable: it was issued.
    await getDocument(t, s.token, record.id).expect(200);
  });

  describe('offline payments', () => {
    const valid = (userId: number, overrides: Record<string, unknown> = {}) => ({
      user_id: userId,
      plan: 'big',
      currency: 'INR',
      amount: 169_900,
      method: 'upi',
      reference: 'utr401234567890',
      paid_on: '2026-11-22',
      ...overrides,
    });

    it('records money received outside the checkout: same payment, period, numbers and invoice', async () => {
      const referrer = await registerAndLogin(t);
      const s = await registerAndLogin(t, {
        name: 'Cash Buyer',
        referred_by: referrer.referral_code,
      });
      const res = await t
        .http()
        .post('/api/payments/offline')
        .set(bearer(admin))
        .send(valid(s.user.id, { state: '07' }))
        .expect(201);
      const record = res.body as AdminPaymentRecord;
      expect(record).toMatchObject({
        user: { id: s.user.id, name: 'Cash Buyer', email: s.user.email },
        status: 'paid',
        gateway: 'offline',
        method: 'upi',
        reference: 'UTR401234567890',
        order_id: '',
        amount: 169_900,
        currency: 'INR',
        invoice_no: expect.stringMatching(INVOICE_NO),
        subscription_no: expect.stringMatching(/^YS\/\d{4}\/\d{5}$/),
        paid_at: new Date('2026-11-21T18:30:00Z').toISOString(),
      });
      const me = await t.http().get('/api/subscriptions/me').set(bearer(s.token)).expect(200);
      expect(me.body).toMatchObject({
        plan: { id: 'big', months: 3 },
        subscription_no: record.subscription_no,
      });
      const periods = await t.app
        .get(DataSource)
        .getRepository(SubscriptionPeriod)
        .findBy({ paymentId: record.id });
      expect(periods).toHaveLength(1);
      // The referrer is rewarded as for an online payment.
      const credits = await t.http().get('/api/subscriptions/me').set(bearer(referrer.token));
      expect(credits.body.credits.INR).toBeGreaterThan(0);
      expect((await mine(s.token))[0]).toMatchObject({ id: record.id, method: 'upi' });
      const text = await pdfOf(await getDocument(t, s.token, record.id).expect(200));
      expect(text).toContain('UTR401234567890');
      expect(text).toContain('UPI');
      expect(text).toContain('Delhi (07)');
      expect(text).toContain('IGST @ 18%');
      const profile = await t.http().get('/api/profile').set(bearer(s.token)).expect(200);
      expect(profile.body.state).toBe('07');
    });

    it('refuses a repeated UTR (409, whatever the case) and every bad field (400)', async () => {
      const s = await registerAndLogin(t);
      await t
        .http()
        .post('/api/payments/offline')
        .set(bearer(admin))
        .send(
          valid(s.user.id, { reference: 'NEFT/778899', amount: 100_000, method: 'bank_transfer' }),
        )
        .expect(201);
      const again = await t
        .http()
        .post('/api/payments/offline')
        .set(bearer(admin))
        .send(valid(s.user.id, { reference: ' neft/778899 ' }))
        .expect(409);
      expect(again.body).toMatchObject({
        success: false,
        message: INVOICING_MESSAGES.duplicateReference,
      });
      const adminUser = (await t.http().get('/api/profile').set(bearer(admin))).body.id as number;
      const bad: Record<string, unknown>[] = [
        { user_id: 999_999 },
        { user_id: adminUser },
        { user_id: 'abc' },
        { user_id: undefined },
        { plan: 'gold' },
        { currency: 'EUR' },
        { amount: 0 },
        { amount: 169_901 },
        { amount: 10.5 },
        { amount: '100' },
        { currency: 'USD', amount: 5501 },
        { method: 'card' },
        { reference: '' },
        { reference: 'UTR 123' },
        { reference: 'X'.repeat(65) },
        { paid_on: '2026-11-24' },
        { paid_on: '2026-02-30' },
        { paid_on: '22-11-2026' },
        { paid_on: '0000-01-01' },
        { paid_on: '0001-01-01' },
        { paid_on: '1000-01-01' },
        { paid_on: '1999-12-31' },
        { state: '99' },
      ];
      for (const [i, overrides] of bad.entries()) {
        const res = await t
          .http()
          .post('/api/payments/offline')
          .set(bearer(admin))
          .send(valid(s.user.id, { reference: `BAD${i}`, ...overrides }));
        expect({ overrides, status: res.status }).toEqual({ overrides, status: 400 });
        expect(res.body).toMatchObject({ success: false, message: expect.any(String) });
      }
      await t
        .http()
        .post('/api/payments/offline')
        .set(bearer(s.token))
        .send(valid(s.user.id, { reference: 'MINE1' }))
        .expect(403);
    });

    it('refunds an offline payment without calling any gateway', async () => {
      const s = await registerAndLogin(t);
      const created = await t
        .http()
        .post('/api/payments/offline')
        .set(bearer(admin))
        .send(
          valid(s.user.id, {
            reference: 'CASH-0001',
            method: 'cash',
            plan: 'super',
            amount: 249_900,
          }),
        )
        .expect(201);
      const res = await t
        .http()
        .post(`/api/payments/${created.body.id}/refund`)
        .set(bearer(admin))
        .send({ reason: 'Paid twice' })
        .expect(200);
      expect(res.body.payment).toMatchObject({ status: 'refunded', method: 'cash' });
      const me = await t.http().get('/api/subscriptions/me').set(bearer(s.token)).expect(200);
      expect(me.body.plan).toBeNull();
    });
  });

  it('lists invoice numbers, references and refund reasons to the admin', async () => {
    const list = await t.http().get('/api/payments?limit=100').set(bearer(admin)).expect(200);
    const items = (list.body as AdminPaymentsResponse).items;
    expect(items.some((p) => p.reference === 'UTR401234567890')).toBe(true);
    expect(items.some((p) => p.refund_reason === 'Asked within a week')).toBe(true);
    for (const p of items.filter((x) => x.status === 'paid'))
      expect(p.invoice_no).toMatch(INVOICE_NO);
  });
});

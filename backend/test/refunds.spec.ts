import { parse } from 'csv-parse/sync';
import { DataSource } from 'typeorm';
import {
  INVOICING_MESSAGES,
  MINOR_PER_MAJOR,
  formatMinor,
  subscriptionEndDate,
  type AdminPaymentRecord,
  type CreditBalances,
  type PaymentRecord,
  type PlanId,
  type RefundResponse,
} from '@yoga/contracts';
import { CreditEntry } from '../src/modules/credits/entities/credit-entry.entity.js';
import { GstDocument } from '../src/modules/invoices/entities/gst-document.entity.js';
import { Payment } from '../src/modules/payments/entities/payment.entity.js';
import { SubscriptionPeriod } from '../src/modules/subscriptions/entities/subscription-period.entity.js';
import { FakeRazorpay } from '@yoga/testing/fake-razorpay';
import { GST_ENV, getDocument, pdfOf } from './support/invoices.js';
import {
  WEBHOOK_SECRET,
  deliver,
  order,
  paymentEntity,
  stubClock,
  webhook,
} from './support/payments.js';
import {
  ADMIN,
  bearer,
  createTestApp,
  login,
  registerAndLogin,
  type TestApp,
} from './support/test-app.js';

const KEY_ID = 'rzp_test_FakeKey0002';
const KEY_SECRET = 'fake-key-secret-refunds-0123456789';
/** Larger than a plan's Redeemable cap, so part of it can be left unspent. */
const REWARD_RUPEES = 2000;
const REWARD = REWARD_RUPEES * MINOR_PER_MAJOR;

describe('refunds and credit notes (Razorpay through the local fake)', () => {
  let fake: FakeRazorpay;
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    fake = await new FakeRazorpay(KEY_ID, KEY_SECRET, WEBHOOK_SECRET).start();
    t = await createTestApp({
      ...GST_ENV,
      RAZORPAY_KEY_ID: KEY_ID,
      RAZORPAY_KEY_SECRET: KEY_SECRET,
      RAZORPAY_API_URL: fake.url,
      RAZORPAY_WEBHOOK_SECRET: WEBHOOK_SECRET,
      REFERRAL_REWARD_INR: String(REWARD_RUPEES),
    });
    admin = (await login(t, ADMIN.email, ADMIN.password)).token;
    stubClock(t, new Date('2026-11-23T06:30:00Z'));
  });
  afterAll(async () => {
    await t.close();
    await fake.stop();
  });

  const ds = () => t.app.get(DataSource);
  const mine = async (token: string) =>
    (await t.http().get('/api/payments/mine').set(bearer(token)).expect(200))
      .body as PaymentRecord[];
  const credits = async (token: string) =>
    (await t.http().get('/api/subscriptions/me').set(bearer(token)).expect(200)).body
      .credits as CreditBalances;
  const periods = (userId: number) =>
    ds()
      .getRepository(SubscriptionPeriod)
      .find({ where: { userId }, order: { startsAt: 'ASC' } });
  const refund = (id: number, reason = 'Requested by the student', token = admin) =>
    t.http().post(`/api/payments/${id}/refund`).set(bearer(token)).send({ reason });
  /** Order, Razorpay Checkout (the fake) and verify. */
  async function pay(token: string, plan: PlanId, useCredits = false): Promise<PaymentRecord> {
    const o = await order(t, token, { plan, currency: 'INR', use_credits: useCredits });
    const { checkout } = fake.pay(o.order_id);
    await t.http().post('/api/payments/verify').set(bearer(token)).send(checkout).expect(200);
    return (await mine(token)).find((p) => p.id === o.payment_id)!;
  }
  /** What must not move when a refund is refused. */
  const snapshot = async (paymentId: number, userId: number) => ({
    payment: await ds().getRepository(Payment).findOneByOrFail({ id: paymentId }),
    periods: await periods(userId),
    documents: await ds().getRepository(GstDocument).count(),
    entries: await ds().getRepository(CreditEntry).count(),
  });

  it('refunds through Razorpay: period removed, later one moved earlier, reward taken back, credit note', async () => {
    const referrer = await registerAndLogin(t);
    const s = await registerAndLogin(t, { name: 'Refund Me', referred_by: referrer.referral_code });
    const first = await pay(s.token, 'big');
    const second = await pay(s.token, 'super');
    expect((await credits(referrer.token)).INR).toBe(REWARD);
    const [p1, p2] = await periods(s.user.id);
    expect(p2.startsAt).toEqual(p1.endsAt);
    const subscriptionNo = (await t.http().get('/api/subscriptions/me').set(bearer(s.token))).body
      .subscription_no as string;

    const res = await refund(first.id, 'Changed their mind').expect(200);
    const body = res.body as RefundResponse;
    expect(body).toMatchObject({
      success: true,
      message: INVOICING_MESSAGES.refunded,
      payment: {
        id: first.id,
        status: 'refunded',
        refund_reason: 'Changed their mind',
        refunded_at: '2026-11-23T06:30:00.000Z',
        invoice_no: first.invoice_no,
        credit_note_no: expect.stringMatching(/^YS\/CN\/2627\/\d{4}$/),
        subscription_no: subscriptionNo,
      },
    });
    expect(fake.requests).toContainEqual({
      method: 'POST',
      path: `/v1/payments/${first.gateway_payment_id}/refund`,
      authorized: true,
    });
    expect(fake.payments.get(first.gateway_payment_id!)?.amount_refunded).toBe(169_900);

    // The later period now starts where the refunded one started: no gap.
    const after = await periods(s.user.id);
    expect(after).toHaveLength(1);
    expect(after[0]).toMatchObject({ paymentId: second.id, startsAt: p1.startsAt });
    expect(after[0].endsAt).toEqual(subscriptionEndDate(p1.startsAt, 6));
    const me = await t.http().get('/api/subscriptions/me').set(bearer(s.token)).expect(200);
    expect(me.body).toMatchObject({ plan: { id: 'super' }, subscription_no: subscriptionNo });

    // The referrer's unspent reward is taken back with a ledger entry.
    expect((await credits(referrer.token)).INR).toBe(0);
    expect(
      await ds()
        .getRepository(CreditEntry)
        .findBy({ userId: referrer.user.id, kind: 'reward_reversed' }),
    ).toEqual([expect.objectContaining({ amount: -REWARD, paymentId: first.id })]);

    const text = await pdfOf(await getDocument(t, s.token, first.id, 'credit-note').expect(200));
    for (const expected of [
      'CREDIT NOTE',
      body.payment.credit_note_no!,
      `Original invoice ${first.invoice_no}`,
      'Refund Me',
      'Reason: Changed their mind.',
      `Total credited ${formatMinor(169_900, 'INR')}`,
    ])
      expect(text).toContain(expected);
    expect((await mine(s.token)).find((p) => p.id === first.id)).toMatchObject({
      status: 'refunded',
      credit_note_no: body.payment.credit_note_no,
    });

    // Twice → 409, and Razorpay's confirmation afterwards changes nothing.
    const before = await snapshot(first.id, s.user.id);
    expect((await refund(first.id).expect(409)).body.message).toBe(
      INVOICING_MESSAGES.alreadyRefunded,
    );
    const hook = webhook('refund.processed', {
      refund: { entity: { id: 'rfnd_Confirmed0001', payment_id: first.gateway_payment_id } },
      ...paymentEntity(first.order_id, first.gateway_payment_id!, 169_900, 'INR'),
    });
    await deliver(t, hook).expect(200);
    const later = await snapshot(first.id, s.user.id);
    expect(later.periods).toEqual(before.periods);
    expect(later.documents).toBe(before.documents);
    expect(later.entries).toBe(before.entries);
    expect(later.payment.status).toBe('refunded');
  });

  it('a refund Razorpay reports first (webhook) is the same refund: the admin then gets 409', async () => {
    const s = await registerAndLogin(t);
    const paid = await pay(s.token, 'super');
    const hook = webhook('refund.processed', {
      refund: { entity: { id: 'rfnd_Dashboard0001', payment_id: paid.gateway_payment_id } },
      ...paymentEntity(paid.order_id, paid.gateway_payment_id!, 249_900, 'INR'),
    });
    expect((await deliver(t, hook).expect(200)).body.message).toBe('Event applied.');
    const [record] = await mine(s.token);
    expect(record).toMatchObject({
      status: 'refunded',
      credit_note_no: expect.stringMatching(/^YS\/CN\//),
    });
    expect(await periods(s.user.id)).toEqual([]);
    await refund(paid.id).expect(409);
    expect(
      await ds().getRepository(GstDocument).countBy({ paymentId: paid.id, kind: 'credit_note' }),
    ).toBe(1);
    const text = await pdfOf(await getDocument(t, admin, paid.id, 'credit-note').expect(200));
    expect(text).toContain('Reason: Refund of the payment.');
  });

  it('returns the credits the buyer applied, and takes back only the unspent part of a reward', async () => {
    const referrer = await registerAndLogin(t);
    const friend = await registerAndLogin(t, { referred_by: referrer.referral_code });
    const friendPayment = await pay(friend.token, 'big');
    expect((await credits(referrer.token)).INR).toBe(REWARD);
    const own = await pay(referrer.token, 'big', true);
    expect(own.credits_applied).toBeGreaterThan(0);
    const left = REWARD - own.credits_applied;
    expect(left).toBeGreaterThan(0);
    expect((await credits(referrer.token)).INR).toBe(left);

    await refund(friendPayment.id).expect(200);
    expect((await credits(referrer.token)).INR).toBe(0);
    expect(
      await ds()
        .getRepository(CreditEntry)
        .findOneByOrFail({ userId: referrer.user.id, kind: 'reward_reversed' }),
    ).toMatchObject({ amount: -left });

    await refund(own.id).expect(200);
    expect((await credits(referrer.token)).INR).toBe(own.credits_applied);
    expect(fake.payments.get(own.gateway_payment_id!)?.amount_refunded).toBe(own.amount);
  });

  it('refuses an unpaid payment (409) and changes nothing when Razorpay refuses (502 with the reason)', async () => {
    const s = await registerAndLogin(t);
    const unpaid = await order(t, s.token, { plan: 'big', currency: 'INR' });
    expect((await refund(unpaid.payment_id).expect(409)).body.message).toBe(
      INVOICING_MESSAGES.notPaid,
    );

    const paid = await pay(s.token, 'big');
    const before = await snapshot(paid.id, s.user.id);
    // Razorpay already refunded it elsewhere: it refuses another refund.
    fake.payments.get(paid.gateway_payment_id!)!.amount_refunded = 169_900;
    const res = await refund(paid.id, 'Will fail').expect(502);
    expect(res.body).toEqual({
      success: false,
      code: 'refund_failed',
      message: INVOICING_MESSAGES.refundFailed,
      error: expect.stringContaining('greater than amount captured'),
    });
    const after = await snapshot(paid.id, s.user.id);
    expect(after.periods).toEqual(before.periods);
    expect(after.documents).toBe(before.documents);
    expect(after.entries).toBe(before.entries);
    expect(after.payment).toMatchObject({
      status: 'paid',
      refundReason: null,
      refundRequestedAt: null,
      refundedAt: null,
    });
    const list = await t.http().get('/api/payments?status=paid').set(bearer(admin)).expect(200);
    expect((list.body.items as AdminPaymentRecord[]).find((p) => p.id === paid.id)).toMatchObject({
      status: 'paid',
      refund_reason: null,
      credit_note_no: null,
    });

    // Once Razorpay accepts, the same request goes through.
    fake.payments.get(paid.gateway_payment_id!)!.amount_refunded = 0;
    await refund(paid.id, 'Second try').expect(200);
  });

  it('checks the request: admin only, a reason of 1-500 characters, a real payment id', async () => {
    const s = await registerAndLogin(t);
    const paid = await pay(s.token, 'super');
    await refund(paid.id, 'mine', s.token).expect(403);
    for (const reason of ['', '   ', 'x'.repeat(501)]) await refund(paid.id, reason).expect(400);
    await t.http().post(`/api/payments/${paid.id}/refund`).set(bearer(admin)).send({}).expect(400);
    await refund(999_999).expect(404);
    await t
      .http()
      .post('/api/payments/0x1/refund')
      .set(bearer(admin))
      .send({ reason: 'x' })
      .expect(400);
    expect((await mine(s.token))[0].status).toBe('paid');
  });

  describe('partial refunds', () => {
    const documents = (paymentId: number) =>
      ds()
        .getRepository(GstDocument)
        .find({ where: { paymentId }, order: { id: 'ASC' } });
    const refundHook = (paid: PaymentRecord, refundId: string, amount: number) =>
      webhook('refund.processed', {
        refund: {
          entity: {
            id: refundId,
            entity: 'refund',
            amount,
            currency: 'INR',
            payment_id: paid.gateway_payment_id,
            status: 'processed',
          },
        },
        ...paymentEntity(paid.order_id, paid.gateway_payment_id!, paid.amount, 'INR'),
      });
    /** The credit notes' parts add up exactly to the invoice's. */
    const addUp = async (paymentId: number) => {
      const [invoice, ...notes] = await documents(paymentId);
      expect(invoice.kind).toBe('invoice');
      for (const field of ['taxable', 'cgst', 'sgst', 'igst', 'total'] as const)
        expect(notes.reduce((sum, n) => sum + n[field], 0)).toBe(invoice[field]);
      for (const n of notes) expect(n.taxable + n.cgst + n.sgst + n.igst).toBe(n.total);
    };
    const exportRows = async () => {
      const res = await t
        .http()
        .get('/api/payments/export.csv?from=2026-11-23&to=2026-11-23')
        .set(bearer(admin))
        .expect(200);
      return parse(res.text, { bom: true, columns: true, skip_empty_lines: true }) as Record<
        string,
        string
      >[];
    };

    it('a signed refund.processed for part of a payment: a credit note for that part, the membership kept', async () => {
      const s = await registerAndLogin(t);
      const paid = await pay(s.token, 'super');
      const [period] = await periods(s.user.id);
      const hook = refundHook(paid, 'rfnd_PartOne000001', 100);
      expect((await deliver(t, hook).expect(200)).body.message).toBe('Event applied.');
      // The same refund again (another delivery id) changes nothing.
      await deliver(t, { ...hook, eventId: `${hook.eventId}-again` }).expect(200);
      const [record] = await mine(s.token);
      expect(record).toMatchObject({
        status: 'paid',
        refunded_amount: 100,
        credit_note_no: expect.stringMatching(/^YS\/CN\//),
      });
      expect(await periods(s.user.id)).toEqual([period]);
      const notes = (await documents(paid.id)).filter((d) => d.kind === 'credit_note');
      expect(notes).toHaveLength(1);
      expect(notes[0]).toMatchObject({ total: 100, originalNumber: paid.invoice_no });
      expect(notes[0].cgst + notes[0].sgst + notes[0].taxable).toBe(100);
      const text = await pdfOf(await getDocument(t, s.token, paid.id, 'credit-note').expect(200));
      expect(text).toContain(`Total credited ${formatMinor(100, 'INR')}`);
      const admins = await t.http().get('/api/payments?status=paid').set(bearer(admin)).expect(200);
      expect(
        (admins.body.items as AdminPaymentRecord[]).find((p) => p.id === paid.id),
      ).toMatchObject({ status: 'paid', refunded_amount: 100 });
      expect(
        (await exportRows()).find((r) => r['Invoice number'] === notes[0].number),
      ).toMatchObject({ Total: '-1.00', Refund: `partial refund of ${paid.invoice_no}` });

      // The rest: refunded in full, the period removed, the parts adding up to the invoice.
      await deliver(t, refundHook(paid, 'rfnd_PartTwo000001', paid.amount - 100)).expect(200);
      expect((await mine(s.token))[0]).toMatchObject({
        status: 'refunded',
        refunded_amount: paid.amount,
      });
      expect(await periods(s.user.id)).toEqual([]);
      await addUp(paid.id);
    });

    it('the admin refunds part of a payment (amount in paise, at most what is left)', async () => {
      const s = await registerAndLogin(t);
      const paid = await pay(s.token, 'big');
      const part = (amount: unknown, reason = 'Missed a week') =>
        t
          .http()
          .post(`/api/payments/${paid.id}/refund`)
          .set(bearer(admin))
          .send({ reason, amount });
      for (const bad of [0, -1, 1.5, '100', paid.amount + 1]) await part(bad).expect(400);
      const first = (await part(33_333).expect(200)).body as RefundResponse;
      expect(first.payment).toMatchObject({
        status: 'paid',
        refunded_amount: 33_333,
        refund_reason: 'Missed a week',
      });
      expect(fake.payments.get(paid.gateway_payment_id!)?.amount_refunded).toBe(33_333);
      expect(await periods(s.user.id)).toHaveLength(1);
      // Razorpay's confirmation of that same refund changes nothing.
      const row = await ds().getRepository(Payment).findOneByOrFail({ id: paid.id });
      await deliver(t, refundHook(paid, row.gatewayRefundId!, 33_333)).expect(200);
      expect((await mine(s.token))[0]).toMatchObject({ refunded_amount: 33_333 });
      expect((await part(paid.amount - 33_333 + 1).expect(400)).body.message).toContain(
        formatMinor(paid.amount - 33_333, 'INR'),
      );
      const rest = (await part(paid.amount - 33_333, 'The rest').expect(200))
        .body as RefundResponse;
      expect(rest.payment).toMatchObject({ status: 'refunded', refunded_amount: paid.amount });
      expect(await periods(s.user.id)).toEqual([]);
      await addUp(paid.id);
      await part(1).expect(409);
    });

    it('the admin may shorten the membership in proportion to a partial refund; the later periods move earlier', async () => {
      const s = await registerAndLogin(t);
      const first = await pay(s.token, 'bumper');
      await pay(s.token, 'super');
      const [before, next] = await periods(s.user.id);
      const part = (body: Record<string, unknown>) =>
        t
          .http()
          .post(`/api/payments/${first.id}/refund`)
          .set(bearer(admin))
          .send({ reason: 'Two weeks away', ...body });
      for (const bad of ['yes', 1])
        await part({ amount: 100, shorten_membership: bad }).expect(400);
      // A partial refund without the choice keeps the membership whole.
      await part({ amount: 100, shorten_membership: false }).expect(200);
      expect(await periods(s.user.id)).toEqual([before, next]);
      // A quarter of the price: a quarter of the period's days, and the next period follows at once.
      const quarter = Math.round(first.amount / 4);
      const res = (await part({ amount: quarter, shorten_membership: true }).expect(200))
        .body as RefundResponse;
      expect(res.payment).toMatchObject({ status: 'paid', refunded_amount: 100 + quarter });
      const days = (p: SubscriptionPeriod) =>
        (p.endsAt.getTime() - p.startsAt.getTime()) / (24 * 60 * 60 * 1000);
      const [shortened, moved] = await periods(s.user.id);
      const cut = Math.round((days(before) * quarter) / first.amount);
      expect(cut).toBeGreaterThan(0);
      expect(shortened.startsAt).toEqual(before.startsAt);
      expect(days(shortened)).toBe(days(before) - cut);
      expect(moved.startsAt).toEqual(shortened.endsAt);
      expect(days(moved)).toBe(days(next));
      const me = (await t.http().get('/api/subscriptions/me').set(bearer(s.token)).expect(200))
        .body as { ends_at: string };
      expect(new Date(me.ends_at)).toEqual(moved.endsAt);
    });
  });

  it('issues the invoice when the payment is confirmed by webhook only', async () => {
    const s = await registerAndLogin(t);
    const o = await order(t, s.token, { plan: 'bumper', currency: 'INR' });
    const { payment } = fake.pay(o.order_id);
    await deliver(
      t,
      webhook('payment.captured', paymentEntity(o.order_id, payment.id, o.amount, 'INR')),
    ).expect(200);
    const [record] = await mine(s.token);
    expect(record).toMatchObject({
      status: 'paid',
      method: 'razorpay',
      invoice_no: expect.stringMatching(/^YS\/2627\/\d{5}$/),
    });
    await getDocument(t, s.token, record.id).expect(200);
  });
});

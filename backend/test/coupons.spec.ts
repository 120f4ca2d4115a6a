import {
  COUPON_MIN_CHARGE,
  couponDiscount,
  formatMinor,
  splitGst,
  type AdminCoupon,
  type CouponCheckResponse,
  type CreateOrderResponse,
  type FeaturedCouponResponse,
  type AdminPaymentsResponse,
  type PaymentRecord,
} from '@yoga/contracts';
import type { AdminChanged } from '../src/modules/audit/events.js';
import { orderAmounts } from '../src/modules/payments/payments.service.js';
import { publishedEvents, settleEvents } from './support/events.js';
import { GST_ENV, getDocument, pdfOf } from './support/invoices.js';
import { order, sandboxPay, stubClock } from './support/payments.js';
import {
  ADMIN,
  bearer,
  createTestApp,
  login,
  registerAndLogin,
  type TestApp,
} from './support/test-app.js';

const BIG_INR = 169900; // the seeded Big Saver (plans module)
/** A percentage's discount: rounded down to whole rupees (issue 38). */
const percentOf = (price: number, percent: number) => Math.floor((price * percent) / 10_000) * 100;
const SUPER_USD = 5500;

describe('offer codes (issue 23)', () => {
  let t: TestApp;
  let admin: string;
  let adminId: number;
  let setNow: (d: Date) => void;
  let codes = 0;
  /** A fresh unique code. */
  const nextCode = (prefix = 'OFFER') => `${prefix}${++codes}`;

  beforeAll(async () => {
    t = await createTestApp({ ...GST_ENV });
    const session = await login(t, ADMIN.email, ADMIN.password);
    admin = session.token;
    adminId = session.user.id;
    // 12:00 IST on 23 Nov 2026.
    setNow = stubClock(t, new Date('2026-11-23T06:30:00Z'));
  });
  afterAll(() => t.close());

  const createCoupon = async (body: Record<string, unknown>): Promise<AdminCoupon> =>
    (await t.http().post('/api/admin/coupons').set(bearer(admin)).send(body).expect(201))
      .body as AdminCoupon;
  const listCoupons = async (): Promise<AdminCoupon[]> =>
    (await t.http().get('/api/admin/coupons').set(bearer(admin)).expect(200)).body as AdminCoupon[];
  const couponById = async (id: number) => (await listCoupons()).find((c) => c.id === id)!;
  const check = (token: string, body: Record<string, unknown>, language = 'en') =>
    t
      .http()
      .post('/api/coupons/check')
      .set(bearer(token))
      .set('Accept-Language', language)
      .send(body);
  const postOrder = (token: string, body: Record<string, unknown>) =>
    t.http().post('/api/payments/orders').set(bearer(token)).send(body);
  const pay = async (token: string, o: CreateOrderResponse) => {
    const checkout = await sandboxPay(t, token, o.order_id);
    await t.http().post('/api/payments/verify').set(bearer(token)).send(checkout).expect(200);
  };
  const fail = (token: string, o: CreateOrderResponse) =>
    t
      .http()
      .post('/api/payments/sandbox/complete')
      .set(bearer(token))
      .send({ order_id: o.order_id, outcome: 'failure' })
      .expect(200);

  describe('the admin', () => {
    it('creates, lists and edits codes (case-insensitive, upper-case), each change audited', async () => {
      const created = await createCoupon({ code: 'diwali25', percent_off: 25 });
      expect(created).toEqual({
        id: expect.any(Number),
        code: 'DIWALI25',
        percent_off: 25,
        amount_off: null,
        plans: null,
        valid_from: null,
        valid_to: null,
        max_redemptions: null,
        max_per_student: 1,
        first_purchase_only: false,
        active: true,
        show_on_price_page: false,
        applies_to: 'first_payment',
        redeemed: 0,
        held: 0,
        created_at: expect.any(String),
        updated_at: expect.any(String),
      });
      const edited = (
        await t
          .http()
          .patch(`/api/admin/coupons/${created.id}`)
          .set(bearer(admin))
          .send({
            amount_off: { INR: 30000, USD: 500 },
            plans: ['super', 'big'],
            valid_to: '2026-11-30',
            max_redemptions: 100,
          })
          .expect(200)
      ).body as AdminCoupon;
      expect(edited).toMatchObject({
        code: 'DIWALI25',
        percent_off: null,
        amount_off: { INR: 30000, USD: 500 },
        plans: ['super', 'big'],
        valid_to: '2026-11-30',
        max_redemptions: 100,
      });
      const off = (
        await t
          .http()
          .patch(`/api/admin/coupons/${created.id}`)
          .set(bearer(admin))
          .send({ active: false })
          .expect(200)
      ).body as AdminCoupon;
      expect(off.active).toBe(false);
      expect((await listCoupons()).find((c) => c.id === created.id)).toEqual(off);

      const audit = (await publishedEvents<AdminChanged>(t, 'admin.changed')).filter(
        (e) => e.entity === 'coupon' && e.entityId === String(created.id),
      );
      // One event per change (the test's clock is stubbed: they share an instant, so no order is implied).
      const byAction = (action: string) => audit.filter((e) => e.action === action);
      expect(audit.map((e) => [e.action, e.actorId]).sort()).toEqual([
        ['create', adminId],
        ['deactivate', adminId],
        ['update', adminId],
      ]);
      expect(byAction('create')[0].before).toBeNull();
      expect(byAction('update')[0].before).toMatchObject({ percent_off: 25 });
      expect(byAction('update')[0].after).toMatchObject({
        percent_off: null,
        amount_off: { INR: 30000 },
      });
    });

    it('refuses bad codes and discounts with clear 400s and a taken code with 409', async () => {
      const post = (body: Record<string, unknown>) =>
        t.http().post('/api/admin/coupons').set(bearer(admin)).send(body);
      for (const code of ['abc', 'x'.repeat(21), 'DIWALI 25', 'DIWALI-25', 'दिवाली25'])
        expect((await post({ code, percent_off: 10 }).expect(400)).body.code).toBe(
          'validation_failed',
        );
      for (const percent_off of [0, 91, 12.5, '10'])
        expect((await post({ code: nextCode(), percent_off }).expect(400)).body.code).toBe(
          'validation_failed',
        );
      for (const amount_off of [{ INR: 0 }, { INR: 10.5 }, { EUR: 100 }, 'cheap'])
        expect((await post({ code: nextCode(), amount_off }).expect(400)).body.code).toBe(
          'validation_failed',
        );
      expect(
        (await post({ code: nextCode(), percent_off: 10, plans: ['gold'] }).expect(400)).body.code,
      ).toBe('validation_failed');
      expect((await post({ code: nextCode() }).expect(400)).body.code).toBe(
        'coupon_discount_choice',
      );
      expect(
        (await post({ code: nextCode(), percent_off: 10, amount_off: { INR: 100 } }).expect(400))
          .body.code,
      ).toBe('coupon_discount_choice');
      const reversed = await post({
        code: nextCode(),
        percent_off: 10,
        valid_from: '2026-12-10',
        valid_to: '2026-12-01',
      }).expect(400);
      expect(reversed.body.code).toBe('coupon_dates_reversed');
      expect(
        (await post({ code: nextCode(), percent_off: 10, valid_to: '2026-02-30' }).expect(400)).body
          .code,
      ).toBe('validation_failed');
      await createCoupon({ code: 'TAKEN1', percent_off: 10 });
      const taken = await post({ code: 'taken1', percent_off: 20 })
        .set('Accept-Language', 'hi')
        .expect(409);
      expect(taken.body.code).toBe('coupon_code_taken');
      expect(taken.body.message).toBe('इस कोड वाला ऑफ़र कोड पहले से मौजूद है।');
      const other = await createCoupon({ code: nextCode(), percent_off: 5 });
      expect(
        (
          await t
            .http()
            .patch(`/api/admin/coupons/${other.id}`)
            .set(bearer(admin))
            .send({ code: 'Taken1' })
            .expect(409)
        ).body.code,
      ).toBe('coupon_code_taken');
      await t
        .http()
        .patch('/api/admin/coupons/999999')
        .set(bearer(admin))
        .send({ active: false })
        .expect(404);
    });

    it('keeps the admin routes from students (403)', async () => {
      const s = await registerAndLogin(t);
      await t.http().get('/api/admin/coupons').set(bearer(s.token)).expect(403);
      await t
        .http()
        .post('/api/admin/coupons')
        .set(bearer(s.token))
        .send({ code: 'MINE50', percent_off: 50 })
        .expect(403);
      await t
        .http()
        .patch('/api/admin/coupons/1')
        .set(bearer(s.token))
        .send({ percent_off: 90 })
        .expect(403);
      await t.http().post('/api/coupons/check').send({}).expect(401);
    });
  });

  describe('the student', () => {
    it('checks a code: percent and fixed amounts, case-insensitive', async () => {
      const s = await registerAndLogin(t);
      const pct = await createCoupon({ code: nextCode('PCT'), percent_off: 15 });
      const res = (
        await check(s.token, {
          plan: 'big',
          currency: 'INR',
          coupon: pct.code.toLowerCase(),
        }).expect(200)
      ).body as CouponCheckResponse;
      expect(res).toEqual({
        coupon: pct.code,
        plan: 'big',
        currency: 'INR',
        price: BIG_INR,
        discount: percentOf(BIG_INR, 15),
        amount: BIG_INR - percentOf(BIG_INR, 15),
        percent_off: 15,
        applies_to: 'first_payment',
        valid_to: null,
      });
      const fixed = await createCoupon({ code: nextCode('FIX'), amount_off: { USD: 700 } });
      expect(
        (await check(s.token, { plan: 'super', currency: 'USD', coupon: fixed.code }).expect(200))
          .body,
      ).toMatchObject({ price: SUPER_USD, discount: 700, amount: SUPER_USD - 700 });
      // A fixed amount never leaves less than the minimum charge.
      const huge = await createCoupon({ code: nextCode('HUGE'), amount_off: { USD: 999999 } });
      expect(
        (await check(s.token, { plan: 'super', currency: 'USD', coupon: huge.code }).expect(200))
          .body,
      ).toMatchObject({ discount: SUPER_USD - COUPON_MIN_CHARGE, amount: COUPON_MIN_CHARGE });
    });

    it('rounds a percentage down to whole rupees/dollars (every price shown is whole)', () => {
      const rule = { percent_off: 15, amount_off: null };
      expect(couponDiscount(rule, 12_345, 'INR')).toBe(1800); // ₹18.5175
      expect(couponDiscount(rule, 19_900, 'INR')).toBe(2900); // ₹29.85
      expect(couponDiscount({ percent_off: 20, amount_off: null }, 159_900, 'INR')).toBe(31_900); // ₹319.80
      expect(159_900 - couponDiscount({ percent_off: 20, amount_off: null }, 159_900, 'INR')!).toBe(
        128_000,
      ); // ₹1,280, not ₹1,279.20
      expect(couponDiscount({ percent_off: 10, amount_off: null }, 12_345, 'USD')).toBe(1200); // $12.345
      expect(couponDiscount({ percent_off: null, amount_off: { INR: 500 } }, 12_345, 'USD')).toBe(
        null,
      );
    });

    it('refuses a code with each reason its own code, in the request language', async () => {
      const s = await registerAndLogin(t);
      const body = (coupon: string, plan = 'big', currency = 'INR') => ({
        plan,
        currency,
        coupon,
      });
      const reason = async (coupon: string, plan = 'big', currency = 'INR', language = 'en') => {
        const res = await check(s.token, body(coupon, plan, currency), language).expect(400);
        return [res.body.code, res.body.message] as [string, string];
      };
      expect(await reason('NOSUCH99')).toEqual([
        'coupon_unknown',
        'This offer code does not exist.',
      ]);
      expect(await reason('NOSUCH99', 'big', 'INR', 'hi')).toEqual([
        'coupon_unknown',
        'यह ऑफ़र कोड मौजूद नहीं है।',
      ]);
      const inactive = await createCoupon({ code: nextCode(), percent_off: 10, active: false });
      expect((await reason(inactive.code))[0]).toBe('coupon_unknown');
      const later = await createCoupon({
        code: nextCode(),
        percent_off: 10,
        valid_from: '2026-11-24',
      });
      expect(await reason(later.code)).toEqual([
        'coupon_not_yet_valid',
        'This offer code is not valid yet.',
      ]);
      const ended = await createCoupon({
        code: nextCode(),
        percent_off: 10,
        valid_to: '2026-11-22',
      });
      expect(await reason(ended.code)).toEqual(['coupon_expired', 'This offer code has expired.']);
      // Inclusive IST dates: valid today from and to.
      const today = await createCoupon({
        code: nextCode(),
        percent_off: 10,
        valid_from: '2026-11-23',
        valid_to: '2026-11-23',
      });
      await check(s.token, body(today.code)).expect(200);
      const bumperOnly = await createCoupon({
        code: nextCode(),
        percent_off: 10,
        plans: ['bumper'],
      });
      expect(await reason(bumperOnly.code)).toEqual([
        'coupon_not_for_plan',
        'This offer code is not for this plan.',
      ]);
      const inrOnly = await createCoupon({ code: nextCode(), amount_off: { INR: 10000 } });
      expect((await reason(inrOnly.code, 'big', 'USD'))[0]).toBe('coupon_not_for_currency');

      // Used up: one use, taken by another student's paid order.
      const once = await createCoupon({ code: nextCode(), percent_off: 10, max_redemptions: 1 });
      const other = await registerAndLogin(t);
      await pay(
        other.token,
        await order(t, other.token, { plan: 'big', currency: 'INR', coupon: once.code }),
      );
      expect(await reason(once.code)).toEqual([
        'coupon_used_up',
        'This offer code has been used up.',
      ]);
      expect((await reason(once.code, 'big', 'INR', 'hi'))[1]).toBe(
        'यह ऑफ़र कोड पूरा इस्तेमाल हो चुका है।',
      );

      // Not for a repeat purchase / already used by this student.
      const first = await createCoupon({
        code: nextCode(),
        percent_off: 10,
        first_purchase_only: true,
        max_per_student: 5,
      });
      const mine = await createCoupon({ code: nextCode(), percent_off: 10 });
      await check(s.token, body(first.code)).expect(200);
      await pay(
        s.token,
        await order(t, s.token, { plan: 'big', currency: 'INR', coupon: mine.code }),
      );
      expect(await reason(first.code)).toEqual([
        'coupon_not_for_repeat',
        'This offer code is only for a first purchase.',
      ]);
      expect(await reason(mine.code)).toEqual([
        'coupon_already_used',
        'You have already used this offer code.',
      ]);
      // The order refuses for the same reasons.
      const refused = await postOrder(s.token, { plan: 'big', currency: 'INR', coupon: mine.code });
      expect(refused.status).toBe(400);
      expect(refused.body.code).toBe('coupon_already_used');
      expect(
        (await postOrder(s.token, { plan: 'big', currency: 'INR', coupon: 'no' }).expect(400)).body
          .code,
      ).toBe('validation_failed');
    });
  });

  describe('orders', () => {
    it('charges offer price − discount − credits and answers discount and coupon', async () => {
      const s = await registerAndLogin(t);
      const pct = await createCoupon({ code: nextCode('TEN'), percent_off: 10 });
      const o = await order(t, s.token, {
        plan: 'big',
        currency: 'INR',
        coupon: pct.code.toLowerCase(),
      });
      expect(o).toMatchObject({
        amount: BIG_INR - percentOf(BIG_INR, 10),
        discount: percentOf(BIG_INR, 10),
        coupon: pct.code,
        credits_applied: 0,
      });
      const plain = await order(t, s.token, { plan: 'big', currency: 'INR' });
      expect(plain).toMatchObject({ amount: BIG_INR, discount: 0, coupon: null });
      const fixed = await createCoupon({ code: nextCode('FLAT'), amount_off: { USD: 1000 } });
      const usd = await order(t, s.token, { plan: 'super', currency: 'USD', coupon: fixed.code });
      expect(usd).toMatchObject({ amount: SUPER_USD - 1000, discount: 1000, coupon: fixed.code });
    });

    it('takes credits after the discount, capped at the redeemable and the minimum charge', () => {
      const price = { amount: BIG_INR, max_redeemable: 127500 };
      expect(orderAmounts(price, { discount: 10_000 }, 5_000)).toEqual({
        discount: 10_000,
        credits: 5_000,
        amount: price.amount - 15_000,
      });
      expect(orderAmounts(price, { discount: 10_000 }, 10_000_000)).toEqual({
        discount: 10_000,
        credits: price.max_redeemable,
        amount: price.amount - 10_000 - price.max_redeemable,
      });
      const deep = price.amount - 500;
      expect(orderAmounts(price, { discount: deep }, 10_000_000)).toEqual({
        discount: deep,
        credits: 500 - COUPON_MIN_CHARGE,
        amount: COUPON_MIN_CHARGE,
      });
      expect(orderAmounts(price, null, 10_000_000).credits).toBe(price.max_redeemable);
    });

    it('never lets more orders through than the uses left, with 20 students at once', async () => {
      const five = await createCoupon({
        code: nextCode('RUSH'),
        percent_off: 20,
        max_redemptions: 5,
      });
      const students: Awaited<ReturnType<typeof registerAndLogin>>[] = [];
      for (let i = 0; i < 20; i++) students.push(await registerAndLogin(t));
      const answers = await Promise.all(
        students.map((s) =>
          postOrder(s.token, { plan: 'big', currency: 'INR', coupon: five.code }),
        ),
      );
      const statuses = answers.map((a) => a.status).sort();
      expect(statuses.filter((x) => x === 201)).toHaveLength(5);
      expect(statuses.filter((x) => x === 400)).toHaveLength(15);
      expect(new Set(answers.filter((a) => a.status === 400).map((a) => a.body.code))).toEqual(
        new Set(['coupon_used_up']),
      );
      expect(await couponById(five.id)).toMatchObject({ held: 5, redeemed: 0 });
      // Paid: they count as redeemed.
      const winners = answers
        .map((a, i) => [a, students[i]] as const)
        .filter(([a]) => a.status === 201);
      for (const [a, s] of winners) await pay(s.token, a.body as CreateOrderResponse);
      expect(await couponById(five.id)).toMatchObject({ held: 0, redeemed: 5 });
    });

    it('keeps one student to max_per_student, also with 20 orders at once', async () => {
      const s = await registerAndLogin(t);
      const twice = await createCoupon({
        code: nextCode('TWICE'),
        percent_off: 5,
        max_per_student: 2,
      });
      const answers = await Promise.all(
        Array.from({ length: 20 }, () =>
          postOrder(s.token, { plan: 'big', currency: 'INR', coupon: twice.code }),
        ),
      );
      // Each new checkout abandons the previous unpaid one: one use is held in the end.
      expect(answers.every((a) => a.status === 201)).toBe(true);
      expect(await couponById(twice.id)).toMatchObject({ held: 1, redeemed: 0 });
      await pay(
        s.token,
        await order(t, s.token, { plan: 'big', currency: 'INR', coupon: twice.code }),
      );
      await pay(
        s.token,
        await order(t, s.token, { plan: 'big', currency: 'INR', coupon: twice.code }),
      );
      expect(await couponById(twice.id)).toMatchObject({ held: 0, redeemed: 2 });
      const more = await Promise.all(
        Array.from({ length: 20 }, () =>
          postOrder(s.token, { plan: 'big', currency: 'INR', coupon: twice.code }),
        ),
      );
      expect(more.map((a) => a.body.code)).toEqual(Array(20).fill('coupon_already_used'));
    });

    it('gives the use back when the payment fails, the order expires unpaid, or it is refunded', async () => {
      const one = await createCoupon({
        code: nextCode('ONE'),
        percent_off: 30,
        max_redemptions: 1,
      });
      const [a, b, c] = [
        await registerAndLogin(t),
        await registerAndLogin(t),
        await registerAndLogin(t),
      ];
      const body = { plan: 'big', currency: 'INR', coupon: one.code };

      // Failed payment.
      const oa = await order(t, a.token, body as never);
      expect((await postOrder(b.token, body).expect(400)).body.code).toBe('coupon_used_up');
      await fail(a.token, oa);
      expect(await couponById(one.id)).toMatchObject({ held: 0, redeemed: 0 });

      // Expired unpaid: after the hold runs out, another student gets it.
      await order(t, b.token, body as never);
      expect((await postOrder(c.token, body).expect(400)).body.code).toBe('coupon_used_up');
      setNow(new Date('2026-11-23T07:01:00Z')); // 31 minutes later
      expect(await couponById(one.id)).toMatchObject({ held: 0 });
      await check(c.token, body).expect(200);
      const oc = await order(t, c.token, body as never);
      await pay(c.token, oc);
      expect(await couponById(one.id)).toMatchObject({ held: 0, redeemed: 1 });
      expect((await postOrder(a.token, body).expect(400)).body.code).toBe('coupon_used_up');

      // Refunded: the use comes back.
      await t
        .http()
        .post(`/api/payments/${oc.payment_id}/refund`)
        .set(bearer(admin))
        .send({ reason: 'Changed their mind' })
        .expect(200);
      await settleEvents(t);
      expect(await couponById(one.id)).toMatchObject({ held: 0, redeemed: 0 });
      const oa2 = await order(t, a.token, body as never);
      expect(oa2.discount).toBe(percentOf(BIG_INR, 30));
      setNow(new Date('2026-11-23T06:30:00Z'));
    });
  });

  it('prints the discount on the GST invoice, the taxable value on what was paid', async () => {
    const s = await registerAndLogin(t, { name: 'Asha Verma' });
    const c = await createCoupon({ code: nextCode('GST'), amount_off: { INR: 20000 } });
    const o = await order(t, s.token, {
      plan: 'big',
      currency: 'INR',
      state: '09',
      coupon: c.code,
    });
    await pay(s.token, o);
    const paid = BIG_INR - 20000;
    const [record] = (await t.http().get('/api/payments/mine').set(bearer(s.token)).expect(200))
      .body as PaymentRecord[];
    expect(record.amount).toBe(paid);
    // The admin's payments list shows the discount and the code.
    const list = await t.http().get('/api/payments?q=Asha%20Verma').set(bearer(admin)).expect(200);
    expect((list.body as AdminPaymentsResponse).items).toEqual([
      expect.objectContaining({ id: o.payment_id, amount: paid, discount: 20000, coupon: c.code }),
    ]);
    const text = await pdfOf(await getDocument(t, s.token, o.payment_id).expect(200));
    const split = splitGst(paid, { sellerState: '09', buyerState: '09' });
    const squash = (x: string) => x.replace(/\s+/g, ' ');
    // As a person checks it: the price with GST, the discount, what was paid with GST; then what
    // that is made of (issue 38: no "Before discount" that reads as if price − discount = taxable).
    expect(squash(text)).toContain(
      [
        `Price including GST ${formatMinor(BIG_INR, 'INR')}`,
        `Discount (offer code ${c.code}) - ${formatMinor(20000, 'INR')}`,
        `Price paid including GST ${formatMinor(paid, 'INR')}`,
        `Taxable value (price paid without GST) ${formatMinor(split.taxable, 'INR')}`,
        `CGST @ 9% ${formatMinor(split.cgst, 'INR')}`,
        `SGST @ 9% ${formatMinor(split.sgst, 'INR')}`,
      ].join(' '),
    );
    expect(text).not.toContain('Before discount');
  });

  it('shows an offer marked for the price page while it is valid', async () => {
    const featured = async () =>
      ((await t.http().get('/api/coupons/featured').expect(200)).body as FeaturedCouponResponse)
        .offer;
    const shown = await createCoupon({
      code: nextCode('PRICE'),
      percent_off: 20,
      plans: ['big'],
      valid_to: '2026-11-25',
      show_on_price_page: true,
    });
    expect(await featured()).toEqual({
      code: shown.code,
      percent_off: 20,
      amount_off: null,
      plans: ['big'],
      valid_to: '2026-11-25',
    });
    setNow(new Date('2026-11-25T18:29:00Z')); // 23:59 IST on the 25th
    expect((await featured())?.code).toBe(shown.code);
    setNow(new Date('2026-11-25T18:31:00Z')); // 00:01 IST on the 26th
    expect(await featured()).toBeNull();
    setNow(new Date('2026-11-23T06:30:00Z'));
    await t
      .http()
      .patch(`/api/admin/coupons/${shown.id}`)
      .set(bearer(admin))
      .send({ show_on_price_page: false })
      .expect(200);
    expect(await featured()).toBeNull();
  });
});

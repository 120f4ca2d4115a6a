import { parse } from 'csv-parse/sync';
import { DataSource } from 'typeorm';
import {
  gstinCheckCharacter,
  splitGst,
  type CompanyUsage,
  type CreateCompanyOrderResponse,
  type MyCompany,
  type MySubscription,
  type PaymentRecord,
} from '@yoga/contracts';
import { OutboxMessage } from '../src/modules/messages/entities/outbox-message.entity.js';
import { PlansService } from '../src/modules/plans/index.js';
import { SubscriptionsService } from '../src/modules/subscriptions/index.js';
import { User } from '../src/modules/users/index.js';
import { settleEvents } from './support/events.js';
import { GST_ENV, getDocument, pdfOf } from './support/invoices.js';
import { buy, sandboxPay, stubClock } from './support/payments.js';
import {
  ADMIN,
  bearer,
  createTestApp,
  login,
  registerAndLogin,
  type TestApp,
  type Session,
} from './support/test-app.js';

const DAY = 24 * 3600 * 1000;

/** A GSTIN of `state` with the right check character (`pan`: 10 characters, entity number "1"). */
const gstinOf = (state: string, pan = 'AAPFU0939F') =>
  `${state}${pan}1Z${gstinCheckCharacter(`${state}${pan}1Z`)}`;

const MAHARASHTRA = {
  legal_name: 'Acme Wellness Private Limited',
  address: '5th floor, Tower B, Bandra Kurla Complex, Mumbai, Maharashtra 400051',
  state_code: '27',
  gstin: '27AAPFU0939F1ZV',
};
const UTTAR_PRADESH = {
  legal_name: 'Noida Software Services LLP',
  address: 'C-56, Sector 62, Noida, Uttar Pradesh 201309',
  state_code: '09',
  gstin: gstinOf('09', 'AAACH7409R'),
};

describe('company seats (B2B, issue 35)', () => {
  let t: TestApp;
  let admin: string;
  let now: Date;
  let setClock: (d: Date) => void;
  let unitPrice: number;
  let months: number;

  beforeAll(async () => {
    t = await createTestApp({ ...GST_ENV });
    now = new Date();
    setClock = stubClock(t, now);
    admin = (await login(t, ADMIN.email, ADMIN.password)).token;
    const price = await t.app.get(PlansService).price('big', 'INR');
    unitPrice = price.amount;
    months = price.months;
  });
  afterAll(() => t.close());

  const companyOrder = (s: Session, body: Record<string, unknown>) =>
    t.http().post('/api/companies/orders').set(bearer(s.token)).send(body);

  /** Order, sandbox checkout and verify of `seats` seats for `company`; the events settled. */
  async function buySeats(s: Session, seats: number, company = MAHARASHTRA, extra = {}) {
    const res = await companyOrder(s, {
      plan: 'big',
      currency: 'INR',
      seats,
      company,
      ...extra,
    }).expect(201);
    const order = res.body as CreateCompanyOrderResponse;
    const checkout = await sandboxPay(t, s.token, order.order_id);
    await t.http().post('/api/payments/verify').set(bearer(s.token)).send(checkout).expect(200);
    await settleEvents(t);
    return order;
  }

  const mine = async (s: Session) => {
    const res = await t.http().get('/api/companies/mine').set(bearer(s.token)).expect(200);
    if (!res.text || res.text === 'null') throw new Error('no company');
    return res.body as MyCompany;
  };
  const me = async (s: Session) =>
    (await t.http().get('/api/subscriptions/me').set(bearer(s.token)).expect(200))
      .body as MySubscription;
  const assign = (s: Session, companyId: number, email: string) =>
    t.http().post(`/api/companies/${companyId}/seats`).set(bearer(s.token)).send({ email });
  const removeSeat = (s: Session, companyId: number, seatId: number) =>
    t.http().delete(`/api/companies/${companyId}/seats/${seatId}`).set(bearer(s.token));
  const paymentOf = async (s: Session, orderId: string) =>
    (
      (await t.http().get('/api/payments/mine').set(bearer(s.token)).expect(200))
        .body as PaymentRecord[]
    ).find((p) => p.order_id === orderId)!;
  /** Whether the student may book and join now (the entitlement check bookings and join use). */
  const entitled = async (s: Session) =>
    t.app
      .get(SubscriptionsService)
      .assertEntitled({ id: s.user.id, role: 'user' })
      .then(
        () => true,
        () => false,
      );

  it('checks the GSTIN: format, check character and state (400 gstin_invalid)', async () => {
    const buyer = await registerAndLogin(t);
    // Not a company's admin yet: no company (200, null).
    const none = await t.http().get('/api/companies/mine').set(bearer(buyer.token)).expect(200);
    expect(['', 'null']).toContain(none.text);
    const base = { plan: 'big', currency: 'INR', seats: 3 };
    // Valid samples with their right check characters are accepted (201).
    for (const company of [
      MAHARASHTRA,
      UTTAR_PRADESH,
      { ...MAHARASHTRA, state_code: '29', gstin: gstinOf('29', 'AABCT3518Q') },
    ])
      await companyOrder(buyer, { ...base, company }).expect(201);
    for (const company of [
      { ...MAHARASHTRA, gstin: '27AAPFU0939F1ZA' }, // wrong check character
      { ...MAHARASHTRA, gstin: '27AAPFU0939F1Z' }, // too short
      { ...MAHARASHTRA, gstin: 'XXAAPFU0939F1ZV' }, // not the pattern
      { ...MAHARASHTRA, state_code: '29' }, // a Maharashtra GSTIN for Karnataka
    ]) {
      const res = await companyOrder(buyer, { ...base, company }).expect(400);
      expect(res.body.code).toBe('gstin_invalid');
    }
    for (const seats of [1, 1001, 2.5])
      expect(
        (await companyOrder(buyer, { ...base, seats, company: MAHARASHTRA }).expect(400)).body.code,
      ).toBe('validation_failed');
    const hindi = await companyOrder(buyer, {
      ...base,
      company: { ...MAHARASHTRA, gstin: '27AAPFU0939F1ZA' },
    })
      .set('Accept-Language', 'hi')
      .expect(400);
    expect(hindi.body.message).toContain('GSTIN');
  });

  it('an inter-state company: one B2B invoice with its GSTIN and IGST, in the B2B section of the export', async () => {
    const buyer = await registerAndLogin(t);
    const order = await buySeats(buyer, 4);
    expect(order.amount).toBe(unitPrice * 4);
    expect(order.company_id).toBeGreaterThan(0);
    const company = await mine(buyer);
    expect(company).toMatchObject({
      id: order.company_id,
      legal_name: MAHARASHTRA.legal_name,
      gstin: MAHARASHTRA.gstin,
      seats: 4,
      seats_used: 0,
      state: 'active',
      seat_holders: [],
    });
    expect(new Date(company.ends_at!).getTime()).toBeGreaterThan(now.getTime() + 27 * DAY);
    // The buyer takes no seat herself (her own membership is unchanged: still in her trial).
    expect((await me(buyer)).status).toBe('trial');

    const payment = await paymentOf(buyer, order.order_id);
    const text = await pdfOf(await getDocument(t, buyer.token, payment.id).expect(200));
    expect(text).toContain('TAX INVOICE');
    expect(text).toContain(MAHARASHTRA.legal_name);
    expect(text).toContain('Bandra Kurla Complex');
    expect(text).toContain(`GSTIN: ${MAHARASHTRA.gstin}`);
    expect(text).toContain('Maharashtra (27)');
    expect(text).toContain('B2B');
    expect(text).toContain('4 seats');
    expect(text).toMatch(/IGST @ 18%/);
    expect(text).not.toMatch(/CGST @/);

    const csv = await t.http().get('/api/payments/export.csv').set(bearer(admin)).expect(200);
    const rows = parse(csv.text, { bom: true, columns: true }) as Record<string, string>[];
    const split = splitGst(unitPrice * 4, { sellerState: '09', buyerState: '27' });
    expect(rows.find((r) => r['Invoice number'] === payment.invoice_no)).toMatchObject({
      'Buyer name': MAHARASHTRA.legal_name,
      'State code': '27',
      'Place of supply': '27-Maharashtra',
      IGST: (split.igst / 100).toFixed(2),
      CGST: '0.00',
      Section: 'B2B',
      'Buyer GSTIN': MAHARASHTRA.gstin,
    });
  });

  it('an intra-state company (the seller is in Uttar Pradesh): CGST + SGST', async () => {
    const buyer = await registerAndLogin(t);
    const order = await buySeats(buyer, 2, UTTAR_PRADESH);
    const payment = await paymentOf(buyer, order.order_id);
    const text = await pdfOf(await getDocument(t, buyer.token, payment.id).expect(200));
    expect(text).toContain(`GSTIN: ${UTTAR_PRADESH.gstin}`);
    expect(text).toMatch(/CGST @ 9%/);
    expect(text).toMatch(/SGST @ 9%/);
    expect(text).not.toMatch(/IGST @/);
    // Anyone else: 404, like every invoice.
    const other = await registerAndLogin(t);
    await getDocument(t, other.token, payment.id).expect(404);
  });

  it('assigns, removes and reassigns seats; a seat gives access at once and ends at once', async () => {
    const buyer = await registerAndLogin(t);
    const { company_id: id } = await buySeats(buyer, 2);
    const a = await registerAndLogin(t);
    const b = await registerAndLogin(t);
    // Past the holders' trial: only the seat gives access.
    setClock((now = new Date(now.getTime() + 20 * DAY)));
    expect(await entitled(a)).toBe(false);
    const seatA = (await assign(buyer, id, a.user.email).expect(201)).body as { seat_id: number };
    expect(await entitled(a)).toBe(true);
    expect((await me(a)).status).toBe('active');
    // The same address twice: 409; not the company's admin: 404.
    expect((await assign(buyer, id, a.user.email.toUpperCase()).expect(409)).body.code).toBe(
      'company_seat_taken',
    );
    expect((await assign(a, id, 'x@test.local').expect(404)).body.code).toBe('company_not_found');
    // An address without an account yet: pending until she registers.
    const later = `later-${Date.now()}@test.local`;
    await assign(buyer, id, later).expect(201);
    expect((await mine(buyer)).seat_holders).toEqual([
      {
        seat_id: seatA.seat_id,
        email: a.user.email.toLowerCase(),
        name: a.user.name,
        status: 'active',
      },
      expect.objectContaining({ email: later, name: null, status: 'pending' }),
    ]);
    expect((await assign(buyer, id, b.user.email).expect(409)).body.code).toBe('seats_full');
    // Reassign: a's seat goes (her access ends at once), b gets one (hers starts).
    await removeSeat(buyer, id, seatA.seat_id).expect(200);
    expect(await entitled(a)).toBe(false);
    await removeSeat(buyer, id, seatA.seat_id).expect(404);
    await assign(buyer, id, b.user.email).expect(201);
    expect(await entitled(b)).toBe(true);
    const registered = await registerAndLogin(t, { email: later });
    await settleEvents(t);
    expect(await entitled(registered)).toBe(true);
    const company = await mine(buyer);
    expect(company.seats_used).toBe(2);
    expect(company.seat_holders.map((h) => h.status)).toEqual(['active', 'active']);
  });

  it('never gives more seats than bought: 20 concurrent assigns for 5 seats', async () => {
    const buyer = await registerAndLogin(t);
    const { company_id: id } = await buySeats(buyer, 5);
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => assign(buyer, id, `c${i}-${Date.now()}@test.local`)),
    );
    const statuses = results.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(5);
    expect(statuses.filter((s) => s === 409)).toHaveLength(15);
    for (const r of results.filter((r) => r.status === 409)) expect(r.body.code).toBe('seats_full');
    expect((await mine(buyer)).seats_used).toBe(5);
  });

  it("shows each seat's classes attended this month (from attendance events)", async () => {
    const buyer = await registerAndLogin(t);
    const { company_id: id } = await buySeats(buyer, 2);
    const holder = await registerAndLogin(t);
    const outsider = await registerAndLogin(t);
    const seat = (await assign(buyer, id, holder.user.email).expect(201)).body as {
      seat_id: number;
    };
    const subscriptions = t.app.get(SubscriptionsService);
    await subscriptions.recordAttendance(holder.user.id, 900_001);
    await subscriptions.recordAttendance(holder.user.id, 900_002);
    await subscriptions.recordAttendance(outsider.user.id, 900_001);
    await settleEvents(t);
    const usage = (
      await t.http().get(`/api/companies/${id}/usage`).set(bearer(buyer.token)).expect(200)
    ).body as CompanyUsage;
    expect(usage.month).toMatch(/^\d{4}-\d{2}$/);
    expect(usage.seats).toEqual([
      {
        seat_id: seat.seat_id,
        email: holder.user.email.toLowerCase(),
        name: holder.user.name,
        classes_this_month: 2,
      },
    ]);
    expect(JSON.stringify(usage)).not.toMatch(/health/i);
    await t.http().get(`/api/companies/${id}/usage`).set(bearer(holder.token)).expect(404);
  });

  it('a holder with her own paid membership keeps her own days; a refund ends every seat', async () => {
    const own = await registerAndLogin(t);
    await buy(t, own.token, 'big', 'INR');
    // Past her trial: her own paid period runs.
    setClock((now = new Date(now.getTime() + 15 * DAY)));
    expect((await me(own)).status).toBe('active');
    const before = new Date((await me(own)).ends_at!).getTime();
    const buyer = await registerAndLogin(t);
    const order = await buySeats(buyer, 3);
    const company = await mine(buyer);
    const seatEnd = new Date(company.ends_at!).getTime();
    await assign(buyer, company.id, own.user.email).expect(201);
    const during = new Date((await me(own)).ends_at!).getTime();
    // Her own days wait until the seat ends: her end moved by the seat's length.
    expect(Math.abs(during - before - (seatEnd - now.getTime()))).toBeLessThan(60_000);

    const other = await registerAndLogin(t);
    setClock((now = new Date(now.getTime() + 20 * DAY)));
    await assign(buyer, company.id, other.user.email).expect(201);
    expect(await entitled(other)).toBe(true);

    // The company's payment refunded in full: every seat ends now; her own days come back.
    const payment = await paymentOf(buyer, order.order_id);
    await t
      .http()
      .post(`/api/payments/${payment.id}/refund`)
      .set(bearer(admin))
      .send({ reason: 'Company cancelled' })
      .expect(200);
    await settleEvents(t);
    expect(await entitled(other)).toBe(false);
    expect(await entitled(own)).toBe(true);
    const after = new Date((await me(own)).ends_at!).getTime();
    // She keeps her own days plus the 20 days the seat covered (the seat's time is what moved back).
    expect(Math.abs(after - (before + 20 * DAY))).toBeLessThan(60_000);
    expect((await mine(buyer)).state).toBe('ended');
  });

  it("the company's plan ending (expiry) ends every seat; a renewal extends them", async () => {
    const buyer = await registerAndLogin(t);
    const { company_id: id } = await buySeats(buyer, 2, UTTAR_PRADESH);
    const holder = await registerAndLogin(t);
    await assign(buyer, id, holder.user.email).expect(201);
    const end = new Date((await mine(buyer)).ends_at!).getTime();
    // A renewal (the same admin, the same GSTIN): the same company, its seats run one more period.
    const renewal = await buySeats(buyer, 2, UTTAR_PRADESH);
    expect(renewal.company_id).toBe(id);
    const renewed = new Date((await mine(buyer)).ends_at!).getTime();
    expect(renewed).toBeGreaterThan(end + (months * 28 - 1) * DAY);
    setClock((now = new Date(end + DAY)));
    expect(await entitled(holder)).toBe(true);
    setClock((now = new Date(renewed + DAY)));
    expect(await entitled(holder)).toBe(false);
    expect((await mine(buyer)).state).toBe('ended');
  });

  it('lets an address of the company domain claim a free seat until none is left', async () => {
    const buyer = await registerAndLogin(t);
    const domain = `acme${Date.now()}.co.in`;
    await buySeats(buyer, 2, MAHARASHTRA, { email_domain: domain.toUpperCase() });
    expect((await mine(buyer)).email_domain).toBe(domain);
    const first = await registerAndLogin(t, { email: `asha@${domain}` });
    const second = await registerAndLogin(t, { email: `ravi@${domain}` });
    const third = await registerAndLogin(t, { email: `meera@${domain}` });
    const stranger = await registerAndLogin(t);
    await t.http().post('/api/companies/claim').set(bearer(first.token)).expect(201);
    await t.http().post('/api/companies/claim').set(bearer(second.token)).expect(201);
    expect(
      (await t.http().post('/api/companies/claim').set(bearer(third.token)).expect(404)).body.code,
    ).toBe('company_claim_unavailable');
    await t.http().post('/api/companies/claim').set(bearer(stranger.token)).expect(404);
    expect((await mine(buyer)).seats_used).toBe(2);
  });

  /** A student whose trial is long over (access only through what is paid). */
  async function pastTrial(): Promise<Session> {
    const s = await registerAndLogin(t);
    await t.app
      .get(DataSource)
      .getRepository(User)
      .update({ id: s.user.id }, { createdAt: new Date(now.getTime() - 60 * DAY) });
    return s;
  }
  const renewCompany = (s: Session, id: number, body: Record<string, unknown>) =>
    t.http().post(`/api/companies/${id}/renewals`).set(bearer(s.token)).send(body);
  const payCompany = async (s: Session, orderId: string) => {
    const checkout = await sandboxPay(t, s.token, orderId);
    return t.http().post('/api/payments/verify').set(bearer(s.token)).send(checkout);
  };

  it('a renewal for fewer seats releases the most recently assigned (told); the others keep their seats', async () => {
    const buyer = await registerAndLogin(t);
    const { company_id: id } = await buySeats(buyer, 4, UTTAR_PRADESH);
    const holders: Session[] = [];
    for (let i = 0; i < 4; i++) {
      const h = await pastTrial();
      await assign(buyer, id, h.user.email).expect(201);
      holders.push(h);
    }
    const paidEnd = new Date((await mine(buyer)).ends_at!).getTime();

    // Only the company's admin; seats within the limits.
    expect((await renewCompany(holders[0], id, { seats: 2 }).expect(404)).body.code).toBe(
      'company_not_found',
    );
    for (const seats of [1, 1001, '2', null])
      expect((await renewCompany(buyer, id, { seats }).expect(400)).body.code).toBe(
        'validation_failed',
      );

    const order = (await renewCompany(buyer, id, { seats: 2 }).expect(201))
      .body as CreateCompanyOrderResponse;
    expect(order).toMatchObject({ company_id: id, amount: unitPrice * 2 });
    // Nothing changes before it is paid.
    expect((await mine(buyer)).seats_used).toBe(4);
    await payCompany(buyer, order.order_id).then((r) => expect(r.status).toBe(200));
    await settleEvents(t);

    const after = await mine(buyer);
    expect(after).toMatchObject({ seats: 2, seats_used: 2 });
    expect(after.seat_holders.map((h) => h.email)).toEqual(
      holders.slice(0, 2).map((h) => h.user.email.toLowerCase()),
    );
    expect(new Date(after.ends_at!).getTime()).toBeGreaterThan(paidEnd + (months * 28 - 1) * DAY);
    // The released holders are told, and keep access only until the time already paid ends.
    for (const h of holders.slice(2)) {
      const told = await t.app
        .get(DataSource)
        .getRepository(OutboxMessage)
        .findBy({ event: 'company_seat_released', userId: h.user.id });
      expect(told.length).toBeGreaterThan(0);
      expect(JSON.parse(told[0].params)).toMatchObject({ company: UTTAR_PRADESH.legal_name });
      expect(await entitled(h)).toBe(true);
    }
    const back = now;
    setClock((now = new Date(paidEnd + DAY)));
    try {
      expect(await entitled(holders[0])).toBe(true);
      expect(await entitled(holders[1])).toBe(true);
      expect(await entitled(holders[2])).toBe(false);
      expect(await entitled(holders[3])).toBe(false);
    } finally {
      setClock((now = back));
    }
  });

  it('a renewal paid while 20 seats are assigned at once never leaves more seats than it bought', async () => {
    const buyer = await registerAndLogin(t);
    const { company_id: id } = await buySeats(buyer, 5, MAHARASHTRA);
    for (let i = 0; i < 2; i++)
      await assign(buyer, id, `kept-${i}-${Date.now()}@acme.test`).expect(201);
    const order = (await renewCompany(buyer, id, { seats: 3 }).expect(201))
      .body as CreateCompanyOrderResponse;
    const checkout = await sandboxPay(t, buyer.token, order.order_id);
    const emails = Array.from({ length: 20 }, (_, i) => `race-${i}-${Date.now()}@acme.test`);
    const [paid, ...assigns] = await Promise.all([
      t.http().post('/api/payments/verify').set(bearer(buyer.token)).send(checkout),
      ...emails.map((e) => assign(buyer, id, e)),
    ]);
    expect(paid.status).toBe(200);
    expect(assigns.every((r) => r.status === 201 || r.body.code === 'seats_full')).toBe(true);
    await settleEvents(t);
    const after = await mine(buyer);
    expect(after).toMatchObject({ seats: 3, seats_used: 3 });
    // The two assigned first are kept (the most recent go first).
    expect(after.seat_holders.slice(0, 2).map((h) => h.email)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^kept-0-/),
        expect.stringMatching(/^kept-1-/),
      ]),
    );
  });

  it('a partial refund taken out of the membership shortens every seat; one without leaves them', async () => {
    const buyer = await registerAndLogin(t);
    const order = await buySeats(buyer, 2, UTTAR_PRADESH);
    const holder = await pastTrial();
    await assign(buyer, order.company_id, holder.user.email).expect(201);
    const company = await mine(buyer);
    const end = new Date(company.ends_at!).getTime();
    const payment = await paymentOf(buyer, order.order_id);
    const refund = (body: Record<string, unknown>) =>
      t
        .http()
        .post(`/api/payments/${payment.id}/refund`)
        .set(bearer(admin))
        .send({ reason: 'Fewer staff', ...body })
        .expect(200);

    await refund({ amount: 1000 });
    expect(new Date((await mine(buyer)).ends_at!).getTime()).toBe(end);

    const part = Math.floor(payment.amount / 4);
    await refund({ amount: part, shorten_membership: true });
    await settleEvents(t);
    const periodDays = Math.round((end - now.getTime()) / DAY);
    const shift = Math.round(periodDays * (part / payment.amount)) * DAY;
    const shortened = new Date((await mine(buyer)).ends_at!).getTime();
    expect(Math.abs(shortened - (end - shift))).toBeLessThanOrEqual(DAY);
    expect(shortened).toBeLessThan(end);
    expect(Math.abs(new Date((await me(holder)).ends_at!).getTime() - shortened)).toBeLessThan(
      60_000,
    );
    const back = now;
    setClock((now = new Date(shortened + DAY)));
    try {
      expect(await entitled(holder)).toBe(false);
    } finally {
      setClock((now = back));
    }

    // The rest refunded: every seat ends now.
    await refund({});
    expect(await entitled(holder)).toBe(false);
    expect((await mine(buyer)).state).toBe('ended');
  });

  it('lists companies for the admin with their seats used', async () => {
    const res = await t.http().get('/api/companies').set(bearer(admin)).expect(200);
    expect(res.body.length).toBeGreaterThan(0);
    expect(res.body[0]).toEqual(
      expect.objectContaining({ seats: expect.any(Number), seats_used: expect.any(Number) }),
    );
  });
});

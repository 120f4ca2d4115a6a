import { DataSource } from 'typeorm';
import {
  HOUSEHOLD_INVITE_DAYS,
  formatMinor,
  householdPrice,
  subscriptionEndDate,
  type CreateHouseholdResponse,
  type MyHousehold,
  type MySubscription,
  type PaymentRecord,
  type Plan,
} from '@yoga/contracts';
import { FakeRazorpay } from '@yoga/testing/fake-razorpay';
import { OutboxMessage } from '../src/modules/messages/entities/outbox-message.entity.js';
import { SubscriptionPeriod } from '../src/modules/subscriptions/entities/subscription-period.entity.js';
import { User } from '../src/modules/users/index.js';
import { settleEvents } from './support/events.js';
import { GST_ENV, getDocument, pdfOf } from './support/invoices.js';
import { WEBHOOK_SECRET, order, sandboxPay, stubClock } from './support/payments.js';
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
const KEY_ID = 'rzp_test_FakeKey0035';
const KEY_SECRET = 'fake-key-secret-households-0123456789';
/** The owner's per-member amount of the Big plan in INR (₹1,200 each). */
const PER_MEMBER = 120_000;

/** Issue 35, household plans: through the Razorpay fake, on the embedded database or MariaDB (DB_URL). */
describe('household plans (Razorpay through the local fake)', () => {
  let fake: FakeRazorpay;
  let t: TestApp;
  let admin: string;
  const now = new Date();
  let setClock: (d: Date) => void;

  beforeAll(async () => {
    fake = await new FakeRazorpay(KEY_ID, KEY_SECRET, WEBHOOK_SECRET).start();
    t = await createTestApp({
      ...GST_ENV,
      RAZORPAY_KEY_ID: KEY_ID,
      RAZORPAY_KEY_SECRET: KEY_SECRET,
      RAZORPAY_API_URL: fake.url,
      RAZORPAY_WEBHOOK_SECRET: WEBHOOK_SECRET,
    });
    admin = (await login(t, ADMIN.email, ADMIN.password)).token;
    setClock = stubClock(t, now);
    // The owner sets the per-member amount in the plans screen.
    const res = await t
      .http()
      .patch('/api/admin/plans/big')
      .set(bearer(admin))
      .send({ prices: { INR: { household_member: PER_MEMBER } } })
      .expect(200);
    expect((res.body as Plan).prices.INR.household_member).toBe(PER_MEMBER);
  });
  afterAll(async () => {
    await t.close();
    await fake.stop();
  });

  const ds = () => t.app.get(DataSource);
  /** A student registered 60 days ago: her trial is over (access only through what is paid). */
  async function student(overrides: Record<string, string> = {}): Promise<Session> {
    const s = await registerAndLogin(t, overrides);
    await ds()
      .getRepository(User)
      .update({ id: s.user.id }, { createdAt: new Date(now.getTime() - 60 * DAY) });
    return s;
  }
  const create = (s: Session, body: Record<string, unknown>) =>
    t.http().post('/api/households').set(bearer(s.token)).send(body);
  const mine = (s: Session) => t.http().get('/api/households/mine').set(bearer(s.token));
  const me = async (s: Session) =>
    (await t.http().get('/api/subscriptions/me').set(bearer(s.token)).expect(200))
      .body as MySubscription;
  const invite = (s: Session, id: number, email: string) =>
    t.http().post(`/api/households/${id}/invites`).set(bearer(s.token)).send({ email });
  const accept = (s: Session, token: string) =>
    t.http().post('/api/households/invites/accept').set(bearer(s.token)).send({ token });
  const remove = (s: Session, id: number, userId: number) =>
    t.http().delete(`/api/households/${id}/members/${userId}`).set(bearer(s.token));
  const periods = (userId: number) =>
    ds()
      .getRepository(SubscriptionPeriod)
      .find({ where: { userId }, order: { startsAt: 'ASC' } });
  /** The token of the newest invitation to this address (from the email's link). */
  async function tokenFor(email: string): Promise<string> {
    await settleEvents(t);
    const rows = await ds()
      .getRepository(OutboxMessage)
      .find({ where: { event: 'household_invite', recipient: email }, order: { id: 'DESC' } });
    expect(rows.length).toBeGreaterThan(0);
    const link = (JSON.parse(rows[0].params) as { accept_link: string }).accept_link;
    expect(link).toContain('/user/household#token=');
    return link.split('#token=')[1];
  }
  /** Order, Razorpay Checkout (the fake) and verify. */
  async function buyHousehold(s: Session, members: number): Promise<CreateHouseholdResponse> {
    const res = await create(s, { plan: 'big', currency: 'INR', members }).expect(201);
    const o = res.body as CreateHouseholdResponse;
    const { checkout } = fake.pay(o.order_id);
    await t.http().post('/api/payments/verify').set(bearer(s.token)).send(checkout).expect(200);
    await settleEvents(t);
    return o;
  }

  it('refuses bad input with 400s', async () => {
    const s = await student();
    for (const body of [
      { plan: 'big', currency: 'INR', members: 1 },
      { plan: 'big', currency: 'INR', members: 5 },
      { plan: 'big', currency: 'INR', members: 2.5 },
      { plan: 'big', currency: 'INR', members: '3' },
      { plan: 'big', currency: 'INR', members: null },
      { plan: 'big', currency: 'EUR', members: 2 },
      { currency: 'INR', members: 2 },
    ]) {
      const res = await create(s, body).expect(400);
      expect(res.body).toMatchObject({ code: 'validation_failed', message: expect.any(String) });
    }
    expect(
      (await create(s, { plan: 'no-such', currency: 'INR', members: 2 }).expect(400)).body.code,
    ).toBe('plan_unknown');
    expect((await mine(s).expect(404)).body.code).toBe('household_not_found');
    expect((await accept(s, 'nope').expect(404)).body.code).toBe('household_invite_invalid');
    expect((await accept(s, '').expect(400)).body.code).toBe('validation_failed');
  });

  it('buy, invoice, invite, accept (new and existing accounts), limits, removal, renewal and refund', async () => {
    const plans = (await t.http().get('/api/plans').expect(200)).body as Plan[];
    const big = plans.find((p) => p.slug === 'big')!;
    const payer = await student({ name: 'Asha Payer' });

    // An existing member with days of her own (bought before she joins).
    const meera = await student({ name: 'Meera Member' });
    const own = await order(t, meera.token, { plan: 'super', currency: 'INR' });
    await t
      .http()
      .post('/api/payments/verify')
      .set(bearer(meera.token))
      .send(fake.pay(own.order_id).checkout)
      .expect(200);
    const [meeraOwn] = await periods(meera.user.id);

    const o = await buyHousehold(payer, 4);
    const total = householdPrice(big.prices.INR.offer, PER_MEMBER, 4);
    expect(o).toMatchObject({
      amount: total,
      currency: 'INR',
      order_id: expect.any(String),
      household_id: expect.any(Number),
    });
    const id = o.household_id;

    // One GST invoice (B2C) to the payer with the household's total.
    const payments = (await t.http().get('/api/payments/mine').set(bearer(payer.token)).expect(200))
      .body as PaymentRecord[];
    expect(payments.find((p) => p.id === o.payment_id)).toMatchObject({
      status: 'paid',
      amount: total,
      purpose: 'household',
    });
    const text = await pdfOf(await getDocument(t, payer.token, o.payment_id).expect(200));
    for (const expected of [
      'TAX INVOICE',
      'Asha Payer',
      payer.user.email,
      formatMinor(total, 'INR'),
    ])
      expect(text).toContain(expected);
    // B2C: no recipient's GSTIN (only the seller's).
    expect(text.split('GSTIN').length - 1).toBe(1);

    const [payerPeriod] = await periods(payer.user.id);
    const view = (await mine(payer).expect(200)).body as MyHousehold;
    expect(view).toMatchObject({
      id,
      plan: 'big',
      size: 4,
      ends_at: payerPeriod.endsAt.toISOString(),
      payer: { name: 'Asha Payer' },
      is_payer: true,
      members: [{ user_id: payer.user.id, status: 'active', payer: true }],
    });

    // Only the payer invites; bad addresses are refused.
    expect((await invite(meera, id, 'x@y.in').expect(403)).body.code).toBe('household_not_payer');
    expect((await invite(payer, id, 'not-an-email').expect(400)).body.code).toBe(
      'validation_failed',
    );
    expect((await invite(payer, 999_999, 'x@y.in').expect(404)).body.code).toBe(
      'household_not_found',
    );

    // The existing member accepts: the household's access now, her own days wait until it ends.
    await invite(payer, id, meera.user.email).expect(201);
    const meeraToken = await tokenFor(meera.user.email.toLowerCase());
    const accepted = (await accept(meera, meeraToken).expect(200)).body as MyHousehold;
    expect(accepted).toMatchObject({ id, is_payer: false, payer: { name: 'Asha Payer' } });
    expect(JSON.stringify(accepted)).not.toMatch(/order_|pay_|invoice|amount/);
    const householdEnd = new Date(view.ends_at!);
    const [meeraMoved] = await periods(meera.user.id);
    const waited = householdEnd.getTime() - Math.max(now.getTime(), payerPeriod.startsAt.getTime());
    expect(meeraMoved.endsAt.getTime() - meeraOwn.endsAt.getTime()).toBe(waited);
    expect((await me(meera)).status).toBe('active');
    // A used token works once.
    expect((await accept(meera, meeraToken).expect(404)).body.code).toBe(
      'household_invite_invalid',
    );

    // A new account accepts (registered after the invitation, at another address).
    const newEmail = `new-member-${Date.now()}@test.local`;
    await invite(payer, id, newEmail).expect(201);
    const newToken = await tokenFor(newEmail);
    const ravi = await student({ name: 'Ravi New', email: newEmail });
    expect((await me(ravi)).status).toBe('expired');
    await accept(ravi, newToken).expect(200);
    expect((await me(ravi)).status).toBe('active');
    const seen = (await mine(ravi).expect(200)).body as MyHousehold;
    expect(seen).toMatchObject({ payer: { name: 'Asha Payer' }, ends_at: view.ends_at });
    expect(seen.members.map((m) => [m.name, m.status])).toEqual([
      ['Asha Payer', 'active'],
      ['Meera Member', 'active'],
      ['Ravi New', 'active'],
    ]);

    // The last place: 20 concurrent invitations, exactly one taken.
    const emails = Array.from({ length: 20 }, (_, i) => `last-${i}-${Date.now()}@test.local`);
    const invites = await Promise.all(emails.map((e) => invite(payer, id, e)));
    expect(invites.filter((r) => r.status === 201)).toHaveLength(1);
    const full = invites.filter((r) => r.status === 409);
    expect(full).toHaveLength(19);
    expect(full[0].body).toMatchObject({ code: 'household_full', message: expect.any(String) });
    const lastEmail = emails[invites.findIndex((r) => r.status === 201)];
    // 20 students accept that one invitation at once: exactly one joins.
    const lastToken = await tokenFor(lastEmail);
    const takers = await Promise.all(Array.from({ length: 20 }, () => student()));
    const accepts = await Promise.all(takers.map((s) => accept(s, lastToken)));
    expect(accepts.filter((r) => r.status === 200)).toHaveLength(1);
    expect(accepts.filter((r) => r.status === 404)).toHaveLength(19);
    const filled = (await mine(payer).expect(200)).body as MyHousehold;
    expect(filled.members.filter((m) => m.status === 'active')).toHaveLength(4);
    expect((await invite(payer, id, 'one-more@test.local').expect(409)).body.code).toBe(
      'household_full',
    );
    // A member of one household cannot join another, nor buy one.
    const other = await student();
    expect(
      (await create(ravi, { plan: 'big', currency: 'INR', members: 2 }).expect(409)).body.code,
    ).toBe('household_member_elsewhere');
    const otherHousehold = await buyHousehold(other, 2);
    await invite(other, otherHousehold.household_id, ravi.user.email).expect(201);
    expect(
      (await accept(ravi, await tokenFor(ravi.user.email.toLowerCase())).expect(409)).body.code,
    ).toBe('household_member_elsewhere');

    // Removal: only the payer; the member's access ends at once, and she is told.
    expect((await remove(meera, id, ravi.user.id).expect(403)).body.code).toBe(
      'household_not_payer',
    );
    expect((await remove(payer, id, 424_242).expect(404)).body.code).toBe(
      'household_member_not_found',
    );
    await remove(payer, id, ravi.user.id).expect(200);
    expect((await me(ravi)).status).toBe('expired');
    expect((await mine(ravi).expect(404)).body.code).toBe('household_not_found');
    await settleEvents(t);
    expect(
      await ds()
        .getRepository(OutboxMessage)
        .countBy({ event: 'household_removed', userId: ravi.user.id }),
    ).toBeGreaterThan(0);
    // A place is free again.
    await invite(payer, id, `again-${Date.now()}@test.local`).expect(201);

    // Renewal: the payer pays again; the household and its members' access run longer.
    const renewal = await buyHousehold(payer, 4);
    expect(renewal.household_id).toBe(id);
    const renewed = (await mine(payer).expect(200)).body as MyHousehold;
    expect(new Date(renewed.ends_at!).getTime()).toBe(
      subscriptionEndDate(householdEnd, big.months).getTime(),
    );
    const [meeraLater] = await periods(meera.user.id);
    expect(meeraLater.endsAt.getTime() - meeraMoved.endsAt.getTime()).toBe(
      new Date(renewed.ends_at!).getTime() - householdEnd.getTime(),
    );
    expect((await me(meera)).ends_at).toBe(meeraLater.endsAt.toISOString());

    // A refund ends the members' access (Meera's own days come back as they were).
    const refunded = await t
      .http()
      .post(`/api/payments/${o.payment_id}/refund`)
      .set(bearer(admin))
      .send({ reason: 'Requested by the payer' })
      .expect(200);
    expect(refunded.body.success).toBe(true);
    await settleEvents(t);
    const [meeraBack] = await periods(meera.user.id);
    expect(meeraBack.endsAt.getTime()).toBe(meeraOwn.endsAt.getTime());
    const lastMember = takers[accepts.findIndex((r) => r.status === 200)];
    expect((await me(lastMember)).status).toBe('expired');
    expect((await mine(lastMember).expect(404)).body.code).toBe('household_not_found');
    expect((await invite(payer, id, 'late@test.local').expect(409)).body.code).toBe(
      'household_not_paid',
    );
  });

  it('an invitation unanswered for HOUSEHOLD_INVITE_DAYS stops working and frees its place', async () => {
    const payer = await student();
    const { household_id: id } = await buyHousehold(payer, 2);
    const first = `first-${Date.now()}@test.local`;
    await invite(payer, id, first).expect(201);
    const stale = await tokenFor(first);
    expect((await invite(payer, id, `second-${Date.now()}@test.local`).expect(409)).body.code).toBe(
      'household_full',
    );
    setClock(new Date(now.getTime() + (HOUSEHOLD_INVITE_DAYS + 1) * DAY));
    await invite(payer, id, `third-${Date.now()}@test.local`).expect(201);
    const late = await student();
    expect((await accept(late, stale).expect(404)).body.code).toBe('household_invite_invalid');
    setClock(now);
  });

  const renew = (s: Session, id: number, body: Record<string, unknown> = {}) =>
    t.http().post(`/api/households/${id}/renewals`).set(bearer(s.token)).send(body);
  const payOrder = async (s: Session, orderId: string) => {
    await t
      .http()
      .post('/api/payments/verify')
      .set(bearer(s.token))
      .send(fake.pay(orderId).checkout)
      .expect(200);
    await settleEvents(t);
  };
  const refund = (paymentId: number, body: Record<string, unknown>) =>
    t
      .http()
      .post(`/api/payments/${paymentId}/refund`)
      .set(bearer(admin))
      .send({ reason: 'Asked by the payer', ...body })
      .expect(200);
  /** A member who joined through the payer's invitation by email. */
  async function join(payer: Session, id: number): Promise<Session> {
    const member = await student();
    await invite(payer, id, member.user.email).expect(201);
    await accept(member, await tokenFor(member.user.email.toLowerCase())).expect(200);
    return member;
  }

  it('renews the same household through POST /api/households/:id/renewals: members keep their access, also after a gap', async () => {
    const plans = (await t.http().get('/api/plans').expect(200)).body as Plan[];
    const big = plans.find((p) => p.slug === 'big')!;
    const payer = await student({ name: 'Renewing Payer' });
    const { household_id: id } = await buyHousehold(payer, 3);
    const member = await join(payer, id);
    await invite(payer, id, `pending-${Date.now()}@test.local`).expect(201);
    const firstEnd = new Date(((await mine(payer).expect(200)).body as MyHousehold).ends_at!);

    // Only the payer; not below the places taken (the payer, a member, an open invitation: 3).
    expect((await renew(member, id).expect(403)).body.code).toBe('household_not_payer');
    expect((await renew(payer, 999_999).expect(404)).body.code).toBe('household_not_found');
    expect((await renew(payer, id, { members: 5 }).expect(400)).body.code).toBe(
      'validation_failed',
    );
    const small = (await renew(payer, id, { members: 2 }).expect(409)).body;
    expect(small).toMatchObject({ code: 'household_size_below_members' });
    expect(small.message).toContain('3');
    const hindi = await renew(payer, id, { members: 2 }).set('Accept-Language', 'hi').expect(409);
    expect(hindi.body.message).toMatch(/[\u0900-\u097F]/);

    // While it runs: the same household, its size and price; paid, it runs one period more.
    const order = (await renew(payer, id).expect(201)).body as CreateHouseholdResponse;
    expect(order).toMatchObject({
      household_id: id,
      amount: householdPrice(big.prices.INR.offer, PER_MEMBER, 3),
    });
    await payOrder(payer, order.order_id);
    const renewed = (await mine(payer).expect(200)).body as MyHousehold;
    expect(renewed).toMatchObject({ id, size: 3 });
    expect(new Date(renewed.ends_at!).getTime()).toBe(
      subscriptionEndDate(firstEnd, big.months).getTime(),
    );
    expect((await me(member)).status).toBe('active');
    expect(new Date((await me(member)).ends_at!).getTime()).toBe(
      new Date(renewed.ends_at!).getTime(),
    );

    // After its end: the member's access is over; a renewal then gives it back with no new invitation.
    const later = new Date(new Date(renewed.ends_at!).getTime() + 2 * DAY);
    setClock(later);
    try {
      expect((await me(member)).status).toBe('expired');
      const late = (await renew(payer, id).expect(201)).body as CreateHouseholdResponse;
      expect(late.household_id).toBe(id);
      await payOrder(payer, late.order_id);
      const back = (await mine(member).expect(200)).body as MyHousehold;
      expect(back).toMatchObject({ id, is_payer: false });
      // The payer's new period starts now (her own time was over too): the household runs as long.
      expect(new Date(back.ends_at!).getTime()).toBe(
        subscriptionEndDate(later, big.months).getTime(),
      );
      expect((await me(member)).status).toBe('active');
      expect(
        await ds()
          .getRepository(OutboxMessage)
          .countBy({ event: 'household_invite', recipient: member.user.email.toLowerCase() }),
      ).toBe(1);
    } finally {
      setClock(now);
    }

    // A refunded household cannot be renewed.
    const other = await student();
    const ended = await buyHousehold(other, 2);
    await refund(ended.payment_id, {});
    expect((await renew(other, ended.household_id).expect(409)).body.code).toBe(
      'household_not_paid',
    );
  });

  it('two renewal checkouts paid at once: the newest wins, the household runs one period more, once', async () => {
    const plans = (await t.http().get('/api/plans').expect(200)).body as Plan[];
    const big = plans.find((p) => p.slug === 'big')!;
    const payer = await student();
    const { household_id: id } = await buyHousehold(payer, 2);
    const member = await join(payer, id);
    const end = new Date(((await mine(payer).expect(200)).body as MyHousehold).ends_at!);
    const older = (await renew(payer, id).expect(201)).body as CreateHouseholdResponse;
    const newer = (await renew(payer, id).expect(201)).body as CreateHouseholdResponse;
    const [a, b] = await Promise.all(
      [older, newer].map((o) =>
        t
          .http()
          .post('/api/payments/verify')
          .set(bearer(payer.token))
          .send(fake.pay(o.order_id).checkout),
      ),
    );
    expect(b.status).toBe(200);
    expect(a.status).toBe(409);
    expect(a.body.code).toBe('checkout_superseded');
    await settleEvents(t);
    const after = (await mine(member).expect(200)).body as MyHousehold;
    expect(new Date(after.ends_at!).getTime()).toBe(subscriptionEndDate(end, big.months).getTime());
    expect((await me(member)).ends_at).toBe(after.ends_at);
  });

  it('a partial refund taken out of the membership shortens the household and every member; one without keeps it', async () => {
    const payer = await student();
    const o = await buyHousehold(payer, 2);
    const member = await join(payer, o.household_id);
    const end = new Date(((await mine(payer).expect(200)).body as MyHousehold).ends_at!);
    const [period] = await periods(payer.user.id);
    const days = Math.round((period.endsAt.getTime() - period.startsAt.getTime()) / DAY);

    // A part refunded, the membership kept: nothing moves.
    await refund(o.payment_id, { amount: Math.floor(o.amount / 10) });
    expect(((await mine(member).expect(200)).body as MyHousehold).ends_at).toBe(end.toISOString());

    // Half of the price refunded with the shortening: the payer's period, the household and the
    // member's access end round(days × fraction) days earlier.
    const part = Math.floor(o.amount / 2);
    await refund(o.payment_id, { amount: part, shorten_membership: true });
    await settleEvents(t);
    const shift = Math.round(days * (part / o.amount)) * DAY;
    const view = (await mine(member).expect(200)).body as MyHousehold;
    expect(new Date(view.ends_at!).getTime()).toBe(end.getTime() - shift);
    expect(new Date((await me(member)).ends_at!).getTime()).toBe(end.getTime() - shift);
    const [payerAfter] = await periods(payer.user.id);
    expect(payerAfter.endsAt.getTime()).toBe(period.endsAt.getTime() - shift);

    // The rest refunded: the household and the member's access end now.
    await refund(o.payment_id, {});
    expect((await me(member)).status).toBe('expired');
    expect((await mine(member).expect(404)).body.code).toBe('household_not_found');
  });

  it('invites by mobile number (WhatsApp), normalised by the site rule; the invitee accepts with her own account', async () => {
    const payer = await student({ number: '9810099999' });
    const { household_id: id } = await buyHousehold(payer, 3);
    const invitePhone = (body: Record<string, unknown>) =>
      t.http().post(`/api/households/${id}/invites`).set(bearer(payer.token)).send(body);

    for (const body of [{ phone: '12345' }, { phone: '+91 5123 456789' }, { phone: '' }]) {
      expect((await invitePhone(body).expect(400)).body.code).toBe('validation_failed');
    }
    for (const body of [{}, { email: 'a@b.in', phone: '9810012345' }]) {
      const res = await invitePhone(body).expect(400);
      expect(res.body).toMatchObject({ code: 'household_contact_choice' });
    }
    // The payer's own number is not an invitee.
    expect((await invitePhone({ phone: '+91 98100 99999' }).expect(409)).body.code).toBe(
      'household_member_elsewhere',
    );

    const view = (await invitePhone({ phone: '098100-12345' }).expect(201)).body as MyHousehold;
    expect(view.members[1]).toMatchObject({
      email: null,
      phone: '+919810012345',
      status: 'invited',
    });
    await settleEvents(t);
    const rows = await ds()
      .getRepository(OutboxMessage)
      .find({ where: { event: 'household_invite', recipient: '+919810012345' } });
    expect(rows.map((r) => r.channel)).toEqual(['whatsapp']);
    const params = JSON.parse(rows[0].params) as { accept_link: string; name: string };
    expect(params.name).toBe('friend');
    const token = params.accept_link.split('#token=')[1];
    // The same number again: a new link (the old one stops working), no second place.
    await invitePhone({ phone: '9810012345' }).expect(201);
    await settleEvents(t);
    expect(((await mine(payer).expect(200)).body as MyHousehold).members).toHaveLength(2);
    expect((await accept(await student(), token).expect(404)).body.code).toBe(
      'household_invite_invalid',
    );
    const [newest] = await ds()
      .getRepository(OutboxMessage)
      .find({
        where: { event: 'household_invite', recipient: '+919810012345' },
        order: { id: 'DESC' },
      });
    const fresh = (JSON.parse(newest.params) as { accept_link: string }).accept_link.split(
      '#token=',
    )[1];
    expect(fresh).not.toBe(token);
    const invitee = await student({ name: 'Phone Invitee' });
    const joined = (await accept(invitee, fresh).expect(200)).body as MyHousehold;
    expect(joined.members.find((m) => m.user_id === invitee.user.id)).toMatchObject({
      email: invitee.user.email.toLowerCase(),
      phone: null,
      status: 'active',
    });
    expect((await me(invitee)).status).toBe('active');

    // The last place: 20 concurrent invitations by phone, exactly one taken.
    const numbers = Array.from(
      { length: 20 },
      (_, i) => `+4477009000${String(i).padStart(2, '0')}`,
    );
    const results = await Promise.all(numbers.map((phone) => invitePhone({ phone })));
    expect(results.filter((r) => r.status === 201)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409).map((r) => r.body.code)).toEqual(
      Array(19).fill('household_full'),
    );
  });
});

describe('household plans (the sandbox gateway)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('is paid through POST /api/payments/sandbox/complete like any order', async () => {
    const s = await registerAndLogin(t, { name: 'Sandbox Payer' });
    const res = await t
      .http()
      .post('/api/households')
      .set(bearer(s.token))
      .send({ plan: 'big', currency: 'INR', members: 2 })
      .expect(201);
    const o = res.body as CreateHouseholdResponse;
    const checkout = await sandboxPay(t, s.token, o.order_id);
    await t.http().post('/api/payments/verify').set(bearer(s.token)).send(checkout).expect(200);
    const view = (await t.http().get('/api/households/mine').set(bearer(s.token)).expect(200))
      .body as MyHousehold;
    expect(view).toMatchObject({ id: o.household_id, size: 2, payer: { name: 'Sandbox Payer' } });
    expect(view.ends_at).not.toBeNull();
  });
});

import { jest } from '@jest/globals';
import { DataSource } from 'typeorm';
import { ACCOUNT_MESSAGES } from '@yoga/contracts';
import { CLOCK, type Clock } from '../src/common/lifecycle/clock.js';
import { ConsentEvent } from '../src/modules/profile/entities/consent-event.entity.js';
import { Payment } from '../src/modules/payments/entities/payment.entity.js';
import { codeIn, lastMailTo, mailsTo } from './support/mail.js';
import { buy } from './support/payments.js';
import {
  ADMIN,
  bearer,
  createTestApp,
  login,
  registerAndLogin,
  type TestApp,
} from './support/test-app.js';
import { SOON } from './support/dates.js';

describe('profile: my data (DPDP)', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp({ ACCOUNT_IP_LIMIT: '1000', ACCOUNT_MAIL_LIMIT: '1000' });
    admin = (await login(t, ADMIN.email, ADMIN.password)).token;
  });
  afterAll(() => t.close());

  const patch = (token: string, body: object) =>
    t.http().patch('/api/profile').set(bearer(token)).send(body);

  describe('my data', () => {
    async function bookDemo(token: string) {
      await t
        .http()
        .post('/api/bookings/demo')
        .set(bearer(token))
        .send({
          name: 'Meera',
          email: 'meera@test.local',
          phone: '9876543210',
          preferred_date: SOON,
          preferred_time: '06:00',
        })
        .expect(201);
    }

    it('GET /api/profile/export downloads everything stored about the caller as JSON', async () => {
      const referrer = await registerAndLogin(t);
      const user = await registerAndLogin(t, { referred_by: referrer.referral_code });
      await bookDemo(user.token);
      await patch(user.token, { consents: { email: true }, state: '27' }).expect(200);
      await t.http().post('/api/auth/otp/request').send({ email: user.user.email }).expect(202);
      await mailsTo(t, user.user.email);
      const res = await t.http().get('/api/profile/export').set(bearer(user.token)).expect(200);
      expect(res.headers['content-type']).toMatch(/application\/json/);
      expect(res.headers['content-disposition']).toMatch(
        /^attachment; filename="my-data-\d{4}-\d{2}-\d{2}\.json"$/,
      );
      expect(res.body).toMatchObject({
        format: 'yogsutra-live/personal-data/1',
        account_id: user.user.id,
        profile: {
          name: user.user.name,
          email: user.user.email,
          referred_by: referrer.referral_code,
          state: '27',
          state_name: 'Maharashtra',
        },
        bookings: [{ type: 'demo', preferred_date: SOON }],
        referrals: { referral_code: user.referral_code, referred_by: referrer.referral_code },
        consents: {
          current: { whatsapp: false, email: true },
          log: [{ channel: 'email', granted: true, source: 'profile_page' }],
        },
        sign_in_links_and_codes: [{ purpose: 'sign_in_code', used_at: null }],
      });
      const text = JSON.stringify(res.body);
      expect(text).not.toMatch(/password_hash|passwordHash|token_hash|tokenHash|\$argon2/);
    });

    it('names the file after the day in India it was made', async () => {
      const user = await registerAndLogin(t);
      // 00:15 on 1 January in India is still 31 December in UTC.
      const now = jest
        .spyOn(t.app.get<Clock>(CLOCK), 'now')
        .mockReturnValue(new Date('2026-12-31T18:45:00Z'));
      try {
        const res = await t.http().get('/api/profile/export').set(bearer(user.token)).expect(200);
        expect(res.headers['content-disposition']).toBe(
          'attachment; filename="my-data-2027-01-01.json"',
        );
        expect(res.body.exported_at).toBe('2026-12-31T18:45:00.000Z');
      } finally {
        now.mockRestore();
      }
    });

    it('DELETE /api/profile with the password erases the account, its data and sessions, and logs it', async () => {
      const user = await registerAndLogin(t);
      await bookDemo(user.token);
      await patch(user.token, { consents: { whatsapp: true } }).expect(200);
      const res = await t
        .http()
        .delete('/api/profile')
        .set(bearer(user.token))
        .send({ password: user.password })
        .expect(200);
      expect(res.body).toEqual({ success: true, message: ACCOUNT_MESSAGES.accountDeleted });
      await t.http().get('/api/profile').set(bearer(user.token)).expect(401);
      await t
        .http()
        .post('/api/auth/login')
        .send({ email: user.user.email, password: user.password })
        .expect(401);
      const users = await t.http().get('/api/manageusers?limit=100').set(bearer(admin)).expect(200);
      expect(users.body.map((u: { id: number }) => u.id)).not.toContain(user.user.id);
      const ds = t.app.get(DataSource);
      expect(await ds.getRepository(ConsentEvent).countBy({ userId: user.user.id })).toBe(0);
      const bookings = await t.http().get('/api/bookings?limit=100').set(bearer(admin)).expect(200);
      expect(bookings.body.filter((b: { user_id: number }) => b.user_id === user.user.id)).toEqual(
        [],
      );
      const log = await t.http().get('/api/admin/erasures').set(bearer(admin)).expect(200);
      expect(log.headers['x-total-count']).toBeDefined();
      expect(log.body[0]).toEqual({
        id: expect.any(Number),
        user_id: user.user.id,
        role: 'user',
        confirmed_by: 'password',
        summary: expect.arrayContaining(['bookings: 1 deleted', 'consents: 1 log entries deleted']),
        erased_at: expect.any(String),
      });
      expect(JSON.stringify(log.body[0])).not.toContain(user.user.email);
    });

    it("exports a paying student's payments and plan periods, and keeps the payment rows on deletion", async () => {
      const user = await registerAndLogin(t);
      const { verify } = await buy(t, user.token, 'big', 'INR');
      const res = await t.http().get('/api/profile/export').set(bearer(user.token)).expect(200);
      expect(res.body.payments).toEqual([
        expect.objectContaining({ status: 'paid', currency: 'INR', amount: 169_900 }),
      ]);
      expect(res.body.membership.periods).toEqual([
        expect.objectContaining({ plan: 'big', months: 3, ends_at: verify.subscription.ends_at }),
      ]);
      const deleted = await t
        .http()
        .delete('/api/profile')
        .set(bearer(user.token))
        .send({ password: user.password })
        .expect(200);
      expect(deleted.body.success).toBe(true);
      const ds = t.app.get(DataSource);
      expect(
        await ds.getRepository(Payment).countBy({ userId: user.user.id, status: 'paid' }),
      ).toBe(1);
      const log = await t.http().get('/api/admin/erasures').set(bearer(admin)).expect(200);
      expect(log.body[0].summary).toEqual(
        expect.arrayContaining([
          'payments: 1 kept for tax records (no personal details stored in them)',
          'membership: 1 periods and 0 attendance records deleted',
        ]),
      );
    });

    it('DELETE /api/profile with a fresh one-time code works too; a wrong code or password does not', async () => {
      const user = await registerAndLogin(t);
      const del = (body: object) =>
        t.http().delete('/api/profile').set(bearer(user.token)).send(body);
      expect((await del({}).expect(400)).body.message).toBe(ACCOUNT_MESSAGES.deleteNeedsProof);
      expect((await del({ password: 'not-my-password' }).expect(400)).body.message).toBe(
        ACCOUNT_MESSAGES.deleteProofWrong,
      );
      await t.http().post('/api/auth/otp/request').send({ email: user.user.email }).expect(202);
      const code = codeIn(await lastMailTo(t, user.user.email));
      const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
      await del({ code: wrong }).expect(400);
      await del({ code: 'abc' }).expect(400);
      await del({ code }).expect(200);
      const log = await t.http().get('/api/admin/erasures').set(bearer(admin)).expect(200);
      expect(log.body[0]).toMatchObject({ user_id: user.user.id, confirmed_by: 'code' });
    });

    it('refuses to let an admin delete their own account here', async () => {
      const res = await t
        .http()
        .delete('/api/profile')
        .set(bearer(admin))
        .send({ password: ADMIN.password })
        .expect(400);
      expect(res.body.message).toBe(ACCOUNT_MESSAGES.adminCannotDeleteSelf);
    });
  });
});

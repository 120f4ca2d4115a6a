import type { CreateOrderResponse, GiftRecord } from '@yoga/contracts';
import { DataSource } from 'typeorm';
import { ChallengeParticipant } from '../src/modules/challenges/entities/challenge-participant.entity.js';
import { settleEvents } from './support/events.js';
import { sandboxPay } from './support/payments.js';
import { removeRedisKeys, testRedisPrefix, sharedRedisEnv } from './support/redis.js';
import {
  ADMIN,
  bearer,
  createTestApp,
  login,
  registerAndLogin,
  type TestApp,
  type Session,
} from './support/test-app.js';

type Res = Awaited<ReturnType<ReturnType<TestApp['http']>['get']>>;

/** The limits of the issue (20 failed checks per account and per address in 15 minutes). */
const LIMITS = {
  TRUST_PROXY: 'true',
  CODE_CHECK_ACCOUNT_LIMIT: '20',
  CODE_CHECK_IP_LIMIT: '20',
  CODE_CHECK_WINDOW_SECONDS: '900',
};

let ipCounter = 0;
/** A client address no other test uses (documentation ranges, seen through X-Forwarded-For). */
const newIp = () => {
  ipCounter += 1;
  return `198.51.${100 + Math.floor(ipCounter / 250)}.${(ipCounter % 250) + 1}`;
};

/** A wrong code of the shape each route accepts, different every time. */
let guess = 0;
const wrongCode = () => `ZZ${String((guess += 1)).padStart(8, '0')}`.slice(0, 10);

function expectThrottled(res: Res, language: 'en' | 'hi' = 'en') {
  expect(res.status).toBe(429);
  expect(res.body.code).toBe('too_many_code_checks');
  const wait = Number(res.headers['retry-after']);
  expect(wait).toBeGreaterThan(0);
  expect(wait).toBeLessThanOrEqual(900);
  expect(res.body.message).toBe(
    language === 'hi'
      ? `बहुत ज़्यादा ग़लत कोड डाले गए। कृपया ${Math.ceil(wait / 60)} मिनट बाद फिर कोशिश करें।`
      : `Too many wrong codes. Please try again in ${Math.ceil(wait / 60)} minutes.`,
  );
}

describe('guessing offer, gift and certificate codes (issue 38)', () => {
  let t: TestApp;
  let admin: string;
  let couponCode: string;

  beforeAll(async () => {
    t = await createTestApp(LIMITS);
    admin = (await login(t, ADMIN.email, ADMIN.password)).token;
    couponCode = (
      await t
        .http()
        .post('/api/admin/coupons')
        .set(bearer(admin))
        .send({ code: 'GUESSME10', percent_off: 10, max_per_student: 1 })
        .expect(201)
    ).body.code as string;
  });
  afterAll(() => t.close());

  const checkCoupon = (s: Session, ip: string, coupon: string, language = 'en') =>
    t
      .http()
      .post('/api/coupons/check')
      .set(bearer(s.token))
      .set('X-Forwarded-For', ip)
      .set('Accept-Language', language)
      .send({ plan: 'big', currency: 'INR', coupon });
  const redeem = (s: Session, ip: string, code: string) =>
    t
      .http()
      .post('/api/gifts/redeem')
      .set(bearer(s.token))
      .set('X-Forwarded-For', ip)
      .send({ code });
  const verify = (ip: string, code: string, language = 'en') =>
    t
      .http()
      .get(`/api/certificates/${code}`)
      .set('X-Forwarded-For', ip)
      .set('Accept-Language', language);

  describe('POST /api/coupons/check', () => {
    it('answers 20 wrong codes of one account, then 429 with Retry-After (from any address, even for a right code)', async () => {
      const s = await registerAndLogin(t);
      for (let i = 0; i < 20; i++) {
        const res = await checkCoupon(s, newIp(), wrongCode());
        expect({ i, code: res.body.code }).toEqual({ i, code: 'coupon_unknown' });
      }
      expectThrottled(await checkCoupon(s, newIp(), wrongCode()));
      expectThrottled(await checkCoupon(s, newIp(), couponCode, 'hi'), 'hi');
      // Another account is not held back by this one.
      const other = await registerAndLogin(t);
      await checkCoupon(other, newIp(), couponCode).expect(200);
    });

    it('answers 20 wrong codes from one address, whatever the accounts, then 429', async () => {
      const ip = newIp();
      const students = [
        await registerAndLogin(t),
        await registerAndLogin(t),
        await registerAndLogin(t),
      ];
      for (let i = 0; i < 20; i++)
        expect((await checkCoupon(students[i % 3], ip, wrongCode())).body.code).toBe(
          'coupon_unknown',
        );
      expectThrottled(await checkCoupon(students[0], ip, wrongCode()));
      expectThrottled(await checkCoupon(students[1], ip, couponCode));
      // The same accounts from another address: each has failed only 7 times.
      await checkCoupon(students[1], newIp(), couponCode).expect(200);
    });

    it('does not count successful checks', async () => {
      const s = await registerAndLogin(t);
      const ip = newIp();
      for (let i = 0; i < 30; i++) await checkCoupon(s, ip, couponCode).expect(200);
      for (let i = 0; i < 20; i++)
        expect((await checkCoupon(s, ip, wrongCode())).body.code).toBe('coupon_unknown');
      expectThrottled(await checkCoupon(s, ip, wrongCode()));
    });

    it('holds against a burst: 300 parallel guesses get at most 20 answers that are not 429', async () => {
      const s = await registerAndLogin(t);
      const answers = await Promise.all(
        Array.from({ length: 300 }, () => checkCoupon(s, newIp(), wrongCode())),
      );
      const codes = answers.map((r) => r.body.code as string);
      expect(codes.filter((code) => code !== 'too_many_code_checks')).toEqual(
        Array(20).fill('coupon_unknown'),
      );
    });
  });

  describe('POST /api/gifts/redeem', () => {
    async function buyGift(buyer: Session): Promise<GiftRecord> {
      const order = (
        await t
          .http()
          .post('/api/gifts/orders')
          .set(bearer(buyer.token))
          .send({
            plan: 'big',
            currency: 'INR',
            recipient: { name: 'Asha', email: 'asha@test.local' },
          })
          .expect(201)
      ).body as CreateOrderResponse;
      const checkout = await sandboxPay(t, buyer.token, order.order_id);
      await t
        .http()
        .post('/api/payments/verify')
        .set(bearer(buyer.token))
        .send(checkout)
        .expect(200);
      await settleEvents(t);
      const mine = (await t.http().get('/api/gifts/mine').set(bearer(buyer.token)).expect(200))
        .body as GiftRecord[];
      return mine[0];
    }

    it('answers 20 wrong codes of one account, then 429; a successful redeem does not count', async () => {
      const buyer = await registerAndLogin(t);
      const gift = await buyGift(buyer);
      const s = await registerAndLogin(t);
      for (let i = 0; i < 19; i++) {
        const res = await redeem(s, newIp(), wrongCode());
        expect({ i, code: res.body.code }).toEqual({ i, code: 'gift_not_found' });
      }
      await redeem(s, newIp(), gift.code!).expect(200);
      // Once used, the code is a failed check like any other: the 20th.
      expect((await redeem(s, newIp(), gift.code!)).body.code).toBe('gift_already_redeemed');
      expectThrottled(await redeem(s, newIp(), wrongCode()));
      // The buyer's own account is another account.
      expect((await redeem(buyer, newIp(), wrongCode())).body.code).toBe('gift_not_found');
    });

    it('answers 20 wrong codes from one address, whatever the accounts, then 429', async () => {
      const ip = newIp();
      const students = [await registerAndLogin(t), await registerAndLogin(t)];
      for (let i = 0; i < 20; i++)
        expect((await redeem(students[i % 2], ip, wrongCode())).status).toBe(404);
      expectThrottled(await redeem(students[0], ip, wrongCode()));
      expect((await redeem(students[0], newIp(), wrongCode())).status).toBe(404);
    });
  });

  describe('GET /api/certificates/:code', () => {
    let realCode: string;
    beforeAll(async () => {
      const challenge = (
        await t
          .http()
          .post('/api/admin/challenges')
          .set(bearer(admin))
          .send({ name: { en: 'Guess Check', hi: 'जाँच' }, starts_on: '2026-01-05', days: 14 })
          .expect(201)
      ).body as { id: number };
      const s = await registerAndLogin(t, { name: 'Meera Iyer' });
      realCode = 'REAL234567';
      await t.app.get(DataSource).getRepository(ChallengeParticipant).insert({
        challengeId: challenge.id,
        userId: s.user.id,
        joinedAt: new Date(),
        certificateCode: realCode,
      });
    });

    it('answers 20 unknown codes from one address, then 429 with Retry-After, in Hindi too', async () => {
      const ip = newIp();
      for (let i = 0; i < 20; i++) {
        const res = await verify(ip, wrongCode());
        expect({ i, code: res.body.code }).toEqual({ i, code: 'certificate_not_found' });
      }
      expectThrottled(await verify(ip, wrongCode()));
      expectThrottled(await verify(ip, realCode, 'hi'), 'hi');
      // Another address is not held back.
      expect((await verify(newIp(), realCode).expect(200)).body.name).toBe('Meera Iyer');
    });

    it('does not count successful checks', async () => {
      const ip = newIp();
      for (let i = 0; i < 30; i++) await verify(ip, realCode).expect(200);
      for (let i = 0; i < 20; i++) expect((await verify(ip, wrongCode())).status).toBe(404);
      expectThrottled(await verify(ip, wrongCode()));
    });
  });
});

describe('code-check limits shared by instances through Redis', () => {
  const prefix = testRedisPrefix('code-checks');
  afterAll(() => removeRedisKeys(prefix));

  it('counts the failures of both instances together', async () => {
    const env = { ...LIMITS, ...sharedRedisEnv(prefix) };
    const [a, b] = [await createTestApp(env), await createTestApp(env)];
    try {
      const ip = newIp();
      const check = (app: TestApp) =>
        app.http().get(`/api/certificates/${wrongCode()}`).set('X-Forwarded-For', ip);
      for (let i = 0; i < 10; i++) {
        expect((await check(a)).status).toBe(404);
        expect((await check(b)).status).toBe(404);
      }
      expectThrottled(await check(a));
      expectThrottled(await check(b));
    } finally {
      await a.close();
      await b.close();
    }
  });
});

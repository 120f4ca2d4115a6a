import sharp from 'sharp';
import { DataSource } from 'typeorm';
import {
  addIstDays,
  istToday,
  type AuditEntry,
  type AuditPage,
  type CreateRecurringResponse,
} from '@yoga/contracts';
import { OutboxMessage } from '../src/modules/messages/entities/outbox-message.entity.js';
import { VideoRecording } from '../src/modules/video/entities/video-recording.entity.js';
import { settleEvents } from './support/events.js';
import { ROUTES, type RouteSpec } from './support/routes.js';
import {
  ADMIN,
  bearer,
  createTestApp,
  login,
  registerAndLogin,
  type TestApp,
  type Session,
} from './support/test-app.js';

/**
 * Issue 38: every change an admin or an instructor makes is in the audit log. The write routes are
 * read from the routes table (which the authorization test keeps equal to the controllers): a new
 * admin or staff write route without a scenario here, or whose scenario leaves no entry, fails.
 */
const key = (r: Pick<RouteSpec, 'method' | 'path'>) => `${r.method.toUpperCase()} ${r.path}`;
/** Write routes that change nothing (each says why): the only ones without an entry. */
const CHANGE_NOTHING: Record<string, string> = {
  'POST /api/admin/content/:page/preview': 'renders a draft for the admin; nothing is stored',
  'POST /api/admin/message-wording/:kind/preview':
    'fills a draft with sample values; nothing is stored',
};
const AUDITED_WRITES = ROUTES.filter(
  (r) => r.method !== 'get' && (r.access === 'admin' || r.access === 'staff'),
)
  .map(key)
  .filter((route) => !(route in CHANGE_NOTHING));

/** What a scenario expects to find: the entry of its change (and anything else it checks). */
interface Expected {
  entity: string;
  entity_id: string;
  action: string;
  check?: (entry: AuditEntry) => void;
}

const TOMORROW = addIstDays(istToday(), 1);
const LATER = addIstDays(istToday(), 3);

describe('audit log: every admin and instructor write route records its change', () => {
  let t: TestApp;
  let admin: string;
  let adminId: number;
  let student: Session;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    t = await createTestApp();
    const signedIn = await login(t, ADMIN.email, ADMIN.password);
    admin = signedIn.token;
    adminId = signedIn.user.id;
    student = await registerAndLogin(t, { name: 'Priya Patel' });
  });
  afterAll(() => t.close());

  const as = (method: RouteSpec['method'], url: string) => t.http()[method](url).set(bearer(admin));

  /** The scenarios, in the order they run (later ones use what earlier ones made). */
  const SCENARIOS: [string, () => Promise<Expected>][] = [
    [
      'PATCH /api/admin/site-settings',
      async () => {
        await as('patch', '/api/admin/site-settings')
          .send({ phone: '+91 97000 11111' })
          .expect(200);
        return {
          entity: 'site_settings',
          entity_id: 'site',
          action: 'update',
          check: (e) => expect(e.changes.map((c) => c.field)).toEqual(['phone']),
        };
      },
    ],
    [
      'PATCH /api/admin/business-rules',
      async () => {
        await as('patch', '/api/admin/business-rules')
          .send({ cancel_cutoff_minutes: 90 })
          .expect(200);
        return {
          entity: 'business_rules',
          entity_id: 'rules',
          action: 'update',
          check: (e) =>
            expect(e.changes).toEqual([{ field: 'cancel_cutoff_minutes', before: 60, after: 90 }]),
        };
      },
    ],
    [
      'POST /api/classes',
      async () => {
        const res = await as('post', '/api/classes')
          .send({
            title: 'Sunrise Hatha',
            date: TOMORROW,
            time: '06:30',
            link: 'https://meet.example.com/sunrise',
          })
          .expect(201);
        ids.class = res.body.id as number;
        return {
          entity: 'class',
          entity_id: String(ids.class),
          action: 'create',
          check: (e) => {
            expect(e.entity_label).toBe('Sunrise Hatha');
            expect(e.after).toMatchObject({ date: TOMORROW, time: '06:30' });
          },
        };
      },
    ],
    [
      'PUT /api/classes/:id',
      async () => {
        await as('put', `/api/classes/${ids.class}`)
          .send({
            title: 'Sunrise Hatha',
            date: TOMORROW,
            time: '07:00',
            link: 'https://meet.example.com/sunrise',
          })
          .expect(200);
        return {
          entity: 'class',
          entity_id: String(ids.class),
          action: 'update',
          check: (e) =>
            // Only what changed, the date naming the class.
            expect(e.changes).toEqual([{ field: 'time', before: '06:30', after: '07:00' }]),
        };
      },
    ],
    [
      'POST /api/timetable/slots',
      async () => {
        const res = await as('post', '/api/timetable/slots')
          .send({
            day_of_week: 1,
            start_time: '12:15',
            title: 'Midday Yin',
            link: 'https://meet.example.com/yin',
            capacity: 20,
          })
          .expect(201);
        ids.slot = res.body.id as number;
        return {
          entity: 'timetable_slot',
          entity_id: String(ids.slot),
          action: 'create',
          check: (e) => expect(e.entity_label).toBe('Midday Yin'),
        };
      },
    ],
    [
      'PUT /api/timetable/slots/:id',
      async () => {
        await as('put', `/api/timetable/slots/${ids.slot}`)
          .send({
            day_of_week: 1,
            start_time: '12:15',
            title: 'Midday Yin',
            link: 'https://meet.example.com/yin',
            capacity: 25,
          })
          .expect(200);
        return {
          entity: 'timetable_slot',
          entity_id: String(ids.slot),
          action: 'update',
          check: (e) => expect(e.changes).toEqual([{ field: 'capacity', before: 20, after: 25 }]),
        };
      },
    ],
    [
      'PATCH /api/timetable/slots',
      async () => {
        await as('patch', '/api/timetable/slots')
          .send({ ids: [ids.slot], link: 'https://meet.example.com/yin-2' })
          .expect(200);
        return {
          entity: 'timetable_slot',
          entity_id: String(ids.slot),
          action: 'update',
          check: (e) =>
            expect(e.changes).toEqual([
              {
                field: 'link',
                before: 'https://meet.example.com/yin',
                after: 'https://meet.example.com/yin-2',
              },
            ]),
        };
      },
    ],
    [
      'POST /api/console/classes/:id/start',
      async () => {
        await as('post', `/api/console/classes/${ids.class}/start`).expect(200);
        return { entity: 'class', entity_id: String(ids.class), action: 'start' };
      },
    ],
    [
      'POST /api/console/classes/:id/message',
      async () => {
        await as('post', `/api/console/classes/${ids.class}/message`)
          .send({ text: 'Bring a blanket today.' })
          .expect(200);
        return {
          entity: 'class',
          entity_id: String(ids.class),
          action: 'message',
          check: (e) =>
            expect(e.after).toMatchObject({ text: 'Bring a blanket today.', recipients: 0 }),
        };
      },
    ],
    [
      'PUT /api/classes/:id/recording',
      async () => {
        await as('put', `/api/classes/${ids.class}/recording`)
          .send({ link: 'https://drive.example.com/r/abc' })
          .expect(200);
        return { entity: 'recording', entity_id: String(ids.class), action: 'attach' };
      },
    ],
    [
      'POST /api/classes/:id/recording/file',
      async () => {
        const video = Buffer.alloc(2_000);
        Buffer.from([0, 0, 0, 24]).copy(video, 0);
        Buffer.from('ftypisom', 'latin1').copy(video, 4);
        await as('post', `/api/classes/${ids.class}/recording/file`)
          .attach('file', video, 'class.mp4')
          .expect(201);
        return {
          entity: 'recording',
          entity_id: String(ids.class),
          action: 'attach',
          check: (e) => expect(e.after).toMatchObject({ source: 'upload', size: 2_000 }),
        };
      },
    ],
    [
      'POST /api/admin/video/recordings/:id/renditions/retry',
      async () => {
        // The uploaded recording's renditions failed three times (the job gave up).
        await t.app
          .get(DataSource)
          .getRepository(VideoRecording)
          .update(
            { classId: ids.class },
            { transcodeAttempts: 3, transcodeError: 'Invalid data found when processing input' },
          );
        await as('post', `/api/admin/video/recordings/${ids.class}/renditions/retry`).expect(200);
        return {
          entity: 'recording',
          entity_id: String(ids.class),
          action: 'retry_renditions',
          check: (e) => {
            expect(e.before).toMatchObject({
              transcode_attempts: 3,
              transcode_error: 'Invalid data found when processing input',
            });
            expect(e.after).toMatchObject({ transcode_attempts: 0, transcode_error: null });
          },
        };
      },
    ],
    [
      'DELETE /api/classes/:id/recording',
      async () => {
        await as('delete', `/api/classes/${ids.class}/recording`).expect(200);
        return { entity: 'recording', entity_id: String(ids.class), action: 'remove' };
      },
    ],
    [
      'DELETE /api/classes/:id',
      async () => {
        await as('delete', `/api/classes/${ids.class}`).expect(200);
        return {
          entity: 'class',
          entity_id: String(ids.class),
          action: 'cancel',
          check: (e) => {
            expect(e.after).toBeNull();
            expect(e.entity_label).toBe('Sunrise Hatha');
          },
        };
      },
    ],
    [
      'DELETE /api/timetable/slots/:id',
      async () => {
        await as('delete', `/api/timetable/slots/${ids.slot}`).expect(200);
        return { entity: 'timetable_slot', entity_id: String(ids.slot), action: 'delete' };
      },
    ],
    [
      'POST /api/bookings/:id/demo-link',
      async () => {
        const demo = await t
          .http()
          .post('/api/bookings/demo')
          .set(bearer(student.token))
          .send({
            name: 'Priya Patel',
            email: student.user.email,
            phone: '9811111111',
            preferred_date: LATER,
            preferred_time: '06:30',
          })
          .expect(201);
        ids.demo = (demo.body.booking?.id ?? demo.body.id) as number;
        await as('post', `/api/bookings/${ids.demo}/demo-link`)
          .send({ link: 'https://meet.example.com/demo-priya' })
          .expect(200);
        return {
          entity: 'demo_request',
          entity_id: String(ids.demo),
          action: 'send_link',
          check: (e) => expect(e.subject_name).toBe('Priya Patel'),
        };
      },
    ],
    [
      'POST /api/blogs/create',
      async () => {
        const res = await as('post', '/api/blogs/create')
          .field('title', 'Breathing basics')
          .expect(201);
        ids.blog = res.body.id as number;
        return {
          entity: 'blog',
          entity_id: String(ids.blog),
          action: 'create',
          check: (e) => expect(e.entity_label).toBe('Breathing basics'),
        };
      },
    ],
    [
      'PATCH /api/blogs/:id',
      async () => {
        await as('patch', `/api/blogs/${ids.blog}`).field('title', 'Breathing better').expect(200);
        return {
          entity: 'blog',
          entity_id: String(ids.blog),
          action: 'update',
          check: (e) => {
            expect(e.entity_label).toBe('Breathing better');
            expect(e.changes).toEqual([
              { field: 'title', before: 'Breathing basics', after: 'Breathing better' },
            ]);
          },
        };
      },
    ],
    [
      'DELETE /api/blogs/:id',
      async () => {
        await as('delete', `/api/blogs/${ids.blog}`).expect(200);
        return { entity: 'blog', entity_id: String(ids.blog), action: 'delete' };
      },
    ],
    [
      'POST /api/manageusers',
      async () => {
        const res = await as('post', '/api/manageusers')
          .send({ name: 'Meena Rao', email: 'meena@test.local', phone: '9000000088' })
          .expect(201);
        ids.user = res.body.id as number;
        return {
          entity: 'user',
          entity_id: String(ids.user),
          action: 'create',
          check: (e) => {
            expect(e.entity_label).toBe('Meena Rao');
            expect(e.after).toEqual({ role: 'user', status: 'Active' });
          },
        };
      },
    ],
    [
      'PUT /api/manageusers/:id',
      async () => {
        await as('put', `/api/manageusers/${ids.user}`)
          .send({ name: 'Meena Rao', email: 'meena.rao@test.local', role: 'Instructor' })
          .expect(200);
        return {
          entity: 'user',
          entity_id: String(ids.user),
          action: 'update',
          check: (e) => {
            expect(e.changes).toContainEqual({
              field: 'role',
              before: 'user',
              after: 'instructor',
            });
            // Which contact detail changed, never its value.
            expect(e.after).toMatchObject({ contact_changed: ['email'] });
            expect(JSON.stringify(e)).not.toContain('meena.rao@test.local');
          },
        };
      },
    ],
    [
      'PATCH /api/manageusers/:id/status',
      async () => {
        await as('patch', `/api/manageusers/${ids.user}/status`)
          .send({ status: 'Blocked' })
          .expect(200);
        return {
          entity: 'user',
          entity_id: String(ids.user),
          action: 'status',
          check: (e) =>
            expect(e.changes).toEqual([{ field: 'status', before: 'Active', after: 'Blocked' }]),
        };
      },
    ],
    [
      'POST /api/manageusers/:id/reset-password',
      async () => {
        await as('post', `/api/manageusers/${student.user.id}/reset-password`).expect(202);
        return {
          entity: 'user',
          entity_id: String(student.user.id),
          action: 'reset_password',
          check: (e) => expect(e.entity_label).toBe('Priya Patel'),
        };
      },
    ],
    [
      'DELETE /api/manageusers/:id',
      async () => {
        await as('delete', `/api/manageusers/${ids.user}`).expect(200);
        return { entity: 'user', entity_id: String(ids.user), action: 'delete' };
      },
    ],
    [
      'POST /api/admin/plans',
      async () => {
        const big = (await as('get', '/api/admin/plans').expect(200)).body.find(
          (p: { slug: string }) => p.slug === 'big',
        );
        await as('post', '/api/admin/plans')
          .send({
            slug: 'festive',
            name_en: 'Festive Package',
            name_hi: 'त्योहार पैकेज',
            months: 2,
            prices: big.prices,
          })
          .expect(201);
        return { entity: 'plan', entity_id: 'festive', action: 'create' };
      },
    ],
    [
      'PATCH /api/admin/plans/:slug',
      async () => {
        const big = (await as('get', '/api/admin/plans').expect(200)).body.find(
          (p: { slug: string }) => p.slug === 'big',
        );
        ids.bigOffer = big.prices.INR.offer as number;
        await as('patch', '/api/admin/plans/big')
          .send({
            prices: {
              ...big.prices,
              INR: { ...big.prices.INR, offer: big.prices.INR.offer - 10_000 },
            },
          })
          .expect(200);
        return {
          entity: 'plan',
          entity_id: 'big',
          action: 'update',
          check: (e) => {
            expect(e.entity_label).toBe(big.name_en);
            expect(e.changes).toContainEqual({
              field: 'prices.INR.offer',
              before: ids.bigOffer,
              after: ids.bigOffer - 10_000,
            });
            expect(e.changes.every((c) => c.field.startsWith('prices.INR.'))).toBe(true);
          },
        };
      },
    ],
    [
      'POST /api/admin/coupons',
      async () => {
        const res = await as('post', '/api/admin/coupons')
          .send({ code: 'DIWALI25', percent_off: 25 })
          .expect(201);
        ids.coupon = res.body.id as number;
        return {
          entity: 'coupon',
          entity_id: String(ids.coupon),
          action: 'create',
          check: (e) => expect(e.entity_label).toBe('DIWALI25'),
        };
      },
    ],
    [
      'PATCH /api/admin/coupons/:id',
      async () => {
        await as('patch', `/api/admin/coupons/${ids.coupon}`).send({ percent_off: 30 }).expect(200);
        return {
          entity: 'coupon',
          entity_id: String(ids.coupon),
          action: 'update',
          check: (e) =>
            expect(e.changes).toContainEqual({ field: 'percent_off', before: 25, after: 30 }),
        };
      },
    ],
    [
      'POST /api/admin/content/photos',
      async () => {
        const png = await sharp({
          create: { width: 400, height: 400, channels: 3, background: '#c8763a' },
        })
          .png()
          .toBuffer();
        const res = await as('post', '/api/admin/content/photos')
          .field('slot', 'trainer')
          .attach('file', png, 'portrait.png')
          .expect(201);
        return {
          entity: 'content_photo',
          entity_id: String(res.body.src).slice(0, 100),
          action: 'upload',
        };
      },
    ],
    [
      'PUT /api/admin/content/:page',
      async () => {
        const draft = (await as('get', '/api/admin/content/home').expect(200)).body;
        draft.document.hero.title.en = 'Breathe with us';
        await as('put', '/api/admin/content/home').send({ document: draft.document }).expect(200);
        return { entity: 'content', entity_id: 'home', action: 'save_draft' };
      },
    ],
    [
      'POST /api/admin/content/:page/publish',
      async () => {
        await as('post', '/api/admin/content/home/publish').expect(200);
        return { entity: 'content', entity_id: 'home', action: 'publish' };
      },
    ],
    [
      'POST /api/admin/content/:page/versions/:version/restore',
      async () => {
        // A second version, then the first one back (restoring what is live changes nothing).
        const draft = (await as('get', '/api/admin/content/home').expect(200)).body;
        draft.document.hero.title.en = 'Breathe with us, every day';
        await as('put', '/api/admin/content/home').send({ document: draft.document }).expect(200);
        await as('post', '/api/admin/content/home/publish').expect(200);
        await as('post', '/api/admin/content/home/versions/1/restore').expect(200);
        return { entity: 'content', entity_id: 'home', action: 'restore' };
      },
    ],
    [
      'PUT /api/admin/message-wording/:kind',
      async () => {
        await as('put', '/api/admin/message-wording/welcome')
          .send({
            wording: {
              email_subject: {
                en: 'Welcome to {brand}, {name}!',
                hi: '{brand} में आपका स्वागत है, {name}!',
              },
              email_body: {
                en: 'Book your first class here: {book_link}',
                hi: 'अपनी पहली कक्षा यहाँ बुक करें: {book_link}',
              },
            },
          })
          .expect(200);
        return { entity: 'message_wording', entity_id: 'welcome', action: 'save_draft' };
      },
    ],
    [
      'POST /api/admin/message-wording/:kind/publish',
      async () => {
        await as('post', '/api/admin/message-wording/welcome/publish').expect(200);
        return { entity: 'message_wording', entity_id: 'welcome', action: 'publish' };
      },
    ],
    [
      'POST /api/admin/message-wording/:kind/versions/:version/restore',
      async () => {
        const wording = (await as('get', '/api/admin/message-wording/welcome').expect(200)).body;
        await as('put', '/api/admin/message-wording/welcome')
          .send({ wording: wording.default_wording })
          .expect(200);
        await as('post', '/api/admin/message-wording/welcome/publish').expect(200);
        await as('post', '/api/admin/message-wording/welcome/versions/1/restore').expect(200);
        return { entity: 'message_wording', entity_id: 'welcome', action: 'restore' };
      },
    ],
    [
      'POST /api/admin/messages/:id/retry',
      async () => {
        const repo = t.app.get(DataSource).getRepository(OutboxMessage);
        const row = await repo.save(
          repo.create({
            userId: student.user.id,
            channel: 'email',
            event: 'welcome',
            idempotencyKey: 'audit-retry-1',
            template: 'welcome',
            params: '{}',
            language: 'en',
            recipient: student.user.email,
            status: 'failed',
            reason: 'The mail server refused it',
          }),
        );
        await as('post', `/api/admin/messages/${row.id}/retry`).expect(200);
        return {
          entity: 'message',
          entity_id: String(row.id),
          action: 'retry',
          check: (e) => {
            expect(e.subject_name).toBe('Priya Patel');
            expect(e.entity_label).toBe('welcome');
          },
        };
      },
    ],
    [
      'POST /api/payments/offline',
      async () => {
        const big = (await as('get', '/api/admin/plans').expect(200)).body.find(
          (p: { slug: string }) => p.slug === 'big',
        );
        const res = await as('post', '/api/payments/offline')
          .send({
            user_id: student.user.id,
            plan: 'big',
            currency: 'INR',
            amount: big.prices.INR.offer,
            method: 'upi',
            reference: 'utr401234567890',
            paid_on: istToday(),
          })
          .expect(201);
        ids.payment = res.body.id as number;
        ids.paid = big.prices.INR.offer as number;
        return {
          entity: 'payment',
          entity_id: String(ids.payment),
          action: 'offline',
          check: (e) => {
            expect(e.subject_name).toBe('Priya Patel');
            expect(e.entity_label).toBe(big.name_en);
            expect(e.after).toMatchObject({ amount: ids.paid, currency: 'INR', method: 'upi' });
          },
        };
      },
    ],
    [
      'POST /api/payments/:id/refund',
      async () => {
        await as('post', `/api/payments/${ids.payment}/refund`)
          .send({ reason: 'Moved away', amount: 50_000 })
          .expect(200);
        return {
          entity: 'payment',
          entity_id: String(ids.payment),
          action: 'refund',
          check: (e) => {
            expect(e.subject_name).toBe('Priya Patel');
            expect(e.after).toMatchObject({
              amount: 50_000,
              reason: 'Moved away',
              currency: 'INR',
            });
            expect(e.changes).toContainEqual({
              field: 'refunded_amount',
              before: 0,
              after: 50_000,
            });
          },
        };
      },
    ],
    [
      'POST /api/admin/recurring/:id/cancel',
      async () => {
        const s = await registerAndLogin(t, { name: 'Kavya Nair' });
        const created = (
          await t
            .http()
            .post('/api/subscriptions/recurring')
            .set(bearer(s.token))
            .send({ plan: 'big', currency: 'INR' })
            .expect(201)
        ).body as CreateRecurringResponse;
        const checkout = (
          await t
            .http()
            .post('/api/payments/sandbox/complete')
            .set(bearer(s.token))
            .send({ subscription_id: created.subscription_id, outcome: 'success' })
            .expect(200)
        ).body;
        await t.http().post('/api/payments/verify').set(bearer(s.token)).send(checkout).expect(200);
        const row = (await as('get', '/api/admin/recurring').expect(200)).body.find(
          (r: { user_id: number }) => r.user_id === s.user.id,
        );
        await as('post', `/api/admin/recurring/${row.id}/cancel`).expect(200);
        return {
          entity: 'recurring',
          entity_id: String(row.id),
          action: 'cancel',
          check: (e) => {
            expect(e.subject_name).toBe('Kavya Nair');
            expect(e.after).toEqual({ status: 'cancelled' });
          },
        };
      },
    ],
    [
      'POST /api/admin/reconciliation/run',
      async () => {
        await as('post', '/api/admin/reconciliation/run').expect(200);
        return {
          entity: 'reconciliation',
          entity_id: 'run',
          action: 'run',
          check: (e) => expect(e.after).toMatchObject({ fixed: 0 }),
        };
      },
    ],
    [
      'POST /api/admin/challenges',
      async () => {
        const res = await as('post', '/api/admin/challenges')
          .send({
            name: { en: '21-day reset', hi: '21 दिन का रीसेट' },
            starts_on: LATER,
            days: 21,
          })
          .expect(201);
        ids.challenge = res.body.id as number;
        return {
          entity: 'challenge',
          entity_id: String(ids.challenge),
          action: 'create',
          check: (e) => expect(e.entity_label).toBe('21-day reset'),
        };
      },
    ],
    [
      'PATCH /api/admin/challenges/:id',
      async () => {
        await as('patch', `/api/admin/challenges/${ids.challenge}`)
          .send({ places: 40 })
          .expect(200);
        return {
          entity: 'challenge',
          entity_id: String(ids.challenge),
          action: 'update',
          check: (e) => expect(e.changes).toEqual([{ field: 'places', before: null, after: 40 }]),
        };
      },
    ],
  ];

  it('has a scenario for every admin and instructor write route of the routes table', () => {
    const covered = new Set(SCENARIOS.map(([route]) => route));
    expect(AUDITED_WRITES.filter((route) => !covered.has(route))).toEqual([]);
    expect([...covered].filter((route) => !AUDITED_WRITES.includes(route))).toEqual([]);
    // A route said to change nothing still exists.
    const all = ROUTES.map(key);
    expect(Object.keys(CHANGE_NOTHING).filter((route) => !all.includes(route))).toEqual([]);
  });

  it.each(SCENARIOS)(
    '%s leaves its entry: who, when, what, the action, before and after',
    async (_route, run) => {
      const started = Date.now();
      const expected = await run();
      await settleEvents(t);
      const page = (
        await as(
          'get',
          `/api/admin/audit?entity=${expected.entity}&entity_id=${encodeURIComponent(expected.entity_id)}&page_size=100`,
        ).expect(200)
      ).body as AuditPage;
      const entry = page.items.find((e) => e.action === expected.action);
      expect({ found: entry !== undefined, ...expected, check: undefined }).toEqual({
        found: true,
        ...expected,
        check: undefined,
      });
      expect(entry).toMatchObject({ actor_id: adminId, actor_name: ADMIN.name });
      expect(Date.parse(entry!.at)).toBeGreaterThanOrEqual(started - 1_000);
      // No secrets in the log.
      expect(JSON.stringify(entry)).not.toMatch(
        /"password|password_hash|passwordHash|\$2[aby]\$|\$argon/i,
      );
      expected.check?.(entry!);
    },
  );

  it('records a refused change nowhere (the entry commits with the change)', async () => {
    const before = ((await as('get', '/api/admin/audit').expect(200)).body as AuditPage).total;
    await as('post', '/api/classes')
      .send({
        title: 'Too late',
        date: addIstDays(istToday(), -2),
        time: '06:30',
        link: 'https://x.example.com',
      })
      .expect(400);
    await as('patch', `/api/admin/challenges/${ids.challenge}`).send({ days: 999 }).expect(400);
    await settleEvents(t);
    expect(((await as('get', '/api/admin/audit').expect(200)).body as AuditPage).total).toBe(
      before,
    );
  });
});

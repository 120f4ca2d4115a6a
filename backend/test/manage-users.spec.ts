import { MESSAGES } from '@yoga/contracts';
import {
  ADMIN,
  bearer,
  createTestApp,
  login,
  registerAndLogin,
  type TestApp,
} from './support/test-app.js';
import { signInCreatedUser } from './support/admin-created.js';
import { lastMailTo, linkToken } from './support/mail.js';
import { SOON } from './support/dates.js';

const SELF_CHANGE_MESSAGE = 'You cannot block, demote or delete your own account.';

describe('manage users', () => {
  let t: TestApp;
  let admin: string;
  let adminId: number;
  beforeAll(async () => {
    t = await createTestApp();
    const s = await login(t, ADMIN.email, ADMIN.password);
    admin = s.token;
    adminId = s.user.id;
  });
  afterAll(() => t.close());

  const create = (over: Record<string, unknown> = {}) =>
    t
      .http()
      .post('/api/manageusers')
      .set(bearer(admin))
      .send({
        name: 'Kavya Iyer',
        email: `kavya-${Math.random().toString(36).slice(2)}@test.local`,
        phone: '9000000001',
        role: 'User',
        status: 'Active',
        ...over,
      });

  it('creates a user and emails them a one-time link to set their own password (no password for the admin)', async () => {
    const res = await create({ role: 'INSTRUCTOR' }).expect(201);
    expect(res.body).toEqual({
      id: expect.any(Number),
      name: 'Kavya Iyer',
      email: res.body.email,
      phone: '+919000000001',
      role: 'instructor',
      status: 'Active',
      referral_code: expect.any(String),
      referred_by: null,
      created_at: expect.any(String),
      last_login_at: null,
      set_password_link_sent: true,
    });
    // No password is shown to the admin: the user is emailed a link to choose one (issue 28).
    const mail = await lastMailTo(t, res.body.email);
    expect(mail.subject).toBe('Set your YogSutra Live password');
    expect(mail.text).toContain('/auth/reset#token=');
    expect(mail.text).toContain('72 hours');
    const session = await signInCreatedUser(t, res.body.email);
    expect(session.user.role).toBe('instructor');
    expect(session.user).not.toHaveProperty('must_change_password');
    // The link works once.
    await t
      .http()
      .post('/api/auth/reset')
      .send({ token: linkToken(mail), password: 'another-password-2' })
      .expect(400);
    const list = await t.http().get('/api/manageusers').set(bearer(admin)).expect(200);
    expect(list.body[0]).not.toHaveProperty('set_password_link_sent');
    expect(JSON.stringify(list.body)).not.toContain('password');
  });

  it('refuses an unknown role, an unknown status, a duplicate email and missing fields', async () => {
    expect((await create({ role: 'superuser' }).expect(400)).body.message).toBe(
      'role must be one of: admin, instructor, user',
    );
    expect((await create({ status: 'Deleted' }).expect(400)).body.message).toBe(
      'status must be one of: Active, Blocked',
    );
    await create({ email: ADMIN.email.toUpperCase() }).expect(409);
    expect((await create({ name: '' }).expect(400)).body.message).toBe(MESSAGES.fillAllFields);
    expect((await create({ email: undefined }).expect(400)).body.message).toBe(
      MESSAGES.fillAllFields,
    );
  });

  it('lists users, filtered on the server by name (case-insensitive) and status, paged', async () => {
    const a = (await create({ name: 'Zubin Mehta-Search' }).expect(201)).body;
    const b = (await create({ name: 'zubin LOWER', status: 'Blocked' }).expect(201)).body;
    await create({ name: '50% Off_Name' }).expect(201);
    const byName = await t
      .http()
      .get('/api/manageusers?search=ZUBIN')
      .set(bearer(admin))
      .expect(200);
    expect(byName.body.map((u: { id: number }) => u.id).sort()).toEqual([a.id, b.id].sort());
    expect(byName.headers['x-total-count']).toBe('2');
    const blocked = await t
      .http()
      .get('/api/manageusers?search=zubin&status=Blocked')
      .set(bearer(admin))
      .expect(200);
    expect(blocked.body.map((u: { id: number }) => u.id)).toEqual([b.id]);
    const all = await t
      .http()
      .get('/api/manageusers?search=zubin&status=All')
      .set(bearer(admin))
      .expect(200);
    expect(all.body).toHaveLength(2);
    const literal = await t
      .http()
      .get('/api/manageusers?search=50%25')
      .set(bearer(admin))
      .expect(200);
    expect(literal.body.map((u: { name: string }) => u.name)).toEqual(['50% Off_Name']);
    const underscore = await t
      .http()
      .get('/api/manageusers?search=f_n')
      .set(bearer(admin))
      .expect(200);
    expect(underscore.body).toHaveLength(1);
    const page = await t
      .http()
      .get('/api/manageusers?limit=1&page=2')
      .set(bearer(admin))
      .expect(200);
    expect(page.body).toHaveLength(1);
    expect(Number(page.headers['x-total-count'])).toBeGreaterThan(2);
    await t.http().get('/api/manageusers?status=Gone').set(bearer(admin)).expect(400);
  });

  it('updates a full user (read-only fields sent back are ignored)', async () => {
    const u = (await create().expect(201)).body;
    const { set_password_link_sent: _sent, ...row } = u;
    const res = await t
      .http()
      .put(`/api/manageusers/${u.id}`)
      .set(bearer(admin))
      .send({
        ...row,
        name: 'Kavya R',
        phone: '9111111111',
        role: 'admin',
        referral_code: 'HACKED',
        id: 1,
      })
      .expect(200);
    expect(res.body).toEqual({ ...row, name: 'Kavya R', phone: '+919111111111', role: 'admin' });
    await t.http().put('/api/manageusers/999999').set(bearer(admin)).send(row).expect(404);
    const other = (await create().expect(201)).body;
    await t
      .http()
      .put(`/api/manageusers/${u.id}`)
      .set(bearer(admin))
      .send({ ...row, email: other.email })
      .expect(409);
  });

  it('makes a student who registered herself an instructor: she reaches the console, the change is audited', async () => {
    const student = await registerAndLogin(t, { name: 'Asha Verma' });
    await t.http().get('/api/console/classes').set(bearer(student.token)).expect(403);
    const list = await t
      .http()
      .get('/api/manageusers?search=Asha%20Verma')
      .set(bearer(admin))
      .expect(200);
    const row = (list.body as { id: number; role: string }[]).find(
      (u) => u.id === student.user.id,
    )!;
    expect(row.role).toBe('user');
    const res = await t
      .http()
      .put(`/api/manageusers/${row.id}`)
      .set(bearer(admin))
      .send({ ...row, role: 'instructor' })
      .expect(200);
    expect(res.body.role).toBe('instructor');
    // The pickers of the Timetable and Manage Class offer her at once.
    const options = await t.http().get('/api/admin/instructors').set(bearer(admin)).expect(200);
    expect(options.body).toContainEqual({
      id: row.id,
      name: 'Asha Verma',
      email: student.user.email,
    });
    const again = await login(t, student.user.email, 'correct-horse-battery');
    expect(again.user.role).toBe('instructor');
    await t.http().get('/api/console/classes').set(bearer(again.token)).expect(200);
    const audit = await t
      .http()
      .get(`/api/admin/audit?entity=user&entity_id=${row.id}`)
      .set(bearer(admin))
      .expect(200);
    expect(audit.body.items).toEqual([
      expect.objectContaining({
        actor_id: adminId,
        action: 'update',
        before: expect.objectContaining({ role: 'user' }),
        after: expect.objectContaining({ role: 'instructor' }),
      }),
    ]);
  });

  it('blocks and unblocks with PATCH /:id/status', async () => {
    const u = await registerAndLogin(t);
    const res = await t
      .http()
      .patch(`/api/manageusers/${u.user.id}/status`)
      .set(bearer(admin))
      .send({ status: 'Blocked' })
      .expect(200);
    expect(res.body.status).toBe('Blocked');
    await t.http().get('/api/bookings/mine').set(bearer(u.token)).expect(403);
    await t
      .http()
      .post('/api/auth/login')
      .send({ email: u.user.email, password: u.password })
      .expect(403);
    await t
      .http()
      .patch(`/api/manageusers/${u.user.id}/status`)
      .set(bearer(admin))
      .send({ status: 'Active' })
      .expect(200);
    // The session the block ended stays ended; a new sign-in works.
    await t.http().get('/api/bookings/mine').set(bearer(u.token)).expect(401);
    const again = await login(t, u.user.email, u.password);
    await t.http().get('/api/bookings/mine').set(bearer(again.token)).expect(200);
    await t
      .http()
      .patch(`/api/manageusers/${u.user.id}/status`)
      .set(bearer(admin))
      .send({ status: 'blocked!' })
      .expect(400);
    await t
      .http()
      .patch(`/api/manageusers/${u.user.id}/status`)
      .set(bearer(admin))
      .send({})
      .expect(400);
    await t
      .http()
      .patch('/api/manageusers/999999/status')
      .set(bearer(admin))
      .send({ status: 'Blocked' })
      .expect(404);
  });

  it('deletes a user (and their bookings); unknown id → 404', async () => {
    const u = await registerAndLogin(t);
    await t
      .http()
      .post('/api/bookings/demo')
      .set(bearer(u.token))
      .send({
        name: 'A',
        email: 'a@test.local',
        phone: '9000000002',
        preferred_date: SOON,
        preferred_time: '06:00',
      })
      .expect(201);
    const res = await t
      .http()
      .delete(`/api/manageusers/${u.user.id}`)
      .set(bearer(admin))
      .expect(200);
    expect(res.body.success).toBe(true);
    await t.http().delete(`/api/manageusers/${u.user.id}`).set(bearer(admin)).expect(404);
    const all = await t.http().get('/api/bookings').set(bearer(admin)).expect(200);
    expect(all.body.filter((b: { user_id: number }) => b.user_id === u.user.id)).toHaveLength(0);
  });

  it('never lets an admin block, demote or delete themself', async () => {
    const row = (await t.http().get('/api/manageusers').set(bearer(admin)).expect(200)).body.find(
      (u: { id: number }) => u.id === adminId,
    );
    const msg = async (p: Promise<{ body: { message: string } }>) => (await p).body.message;
    expect(
      await msg(
        t
          .http()
          .patch(`/api/manageusers/${adminId}/status`)
          .set(bearer(admin))
          .send({ status: 'Blocked' })
          .expect(400),
      ),
    ).toBe(SELF_CHANGE_MESSAGE);
    expect(
      await msg(
        t
          .http()
          .put(`/api/manageusers/${adminId}`)
          .set(bearer(admin))
          .send({ ...row, role: 'user' })
          .expect(400),
      ),
    ).toBe(SELF_CHANGE_MESSAGE);
    expect(
      await msg(t.http().delete(`/api/manageusers/${adminId}`).set(bearer(admin)).expect(400)),
    ).toBe(SELF_CHANGE_MESSAGE);
    // Editing their own name is fine.
    await t
      .http()
      .put(`/api/manageusers/${adminId}`)
      .set(bearer(admin))
      .send({ ...row, name: ADMIN.name })
      .expect(200);
  });

  it('keeps the last active admin', async () => {
    const t2 = await createTestApp();
    try {
      const first = await login(t2, ADMIN.email, ADMIN.password);
      const second = await t2
        .http()
        .post('/api/manageusers')
        .set(bearer(first.token))
        .send({
          name: 'Second Admin',
          email: 'second@test.local',
          phone: '9000000002',
          role: 'admin',
          status: 'Active',
        })
        .expect(201);
      const secondSession = await signInCreatedUser(t2, 'second@test.local');
      // Two admins: the second may block the first …
      await t2
        .http()
        .patch(`/api/manageusers/${first.user.id}/status`)
        .set(bearer(secondSession.token))
        .send({ status: 'Blocked' })
        .expect(200);
      // … and the first, now blocked, cannot act at all; nobody can remove the second (last) admin.
      await t2
        .http()
        .delete(`/api/manageusers/${second.body.id}`)
        .set(bearer(first.token))
        .expect(403);
      const self = await t2
        .http()
        .delete(`/api/manageusers/${second.body.id}`)
        .set(bearer(secondSession.token))
        .expect(400);
      expect(self.body.message).toBe(SELF_CHANGE_MESSAGE);
    } finally {
      await t2.close();
    }
  });
});

describe('admin stats, users table and referrals', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp();
    admin = (await login(t, ADMIN.email, ADMIN.password)).token;
  });
  afterAll(() => t.close());

  it('counts users, classes, paid payments and referrals for real', async () => {
    const empty = await t.http().get('/api/admin/stats').set(bearer(admin)).expect(200);
    expect(empty.body).toEqual({ counselors: 1, students: 0, sessions: 0, complaints: 0 });
    const referrer = await registerAndLogin(t);
    await registerAndLogin(t, { referred_by: referrer.referral_code });
    await registerAndLogin(t, { referred_by: referrer.referral_code });
    const second = await registerAndLogin(t);
    await registerAndLogin(t, { referred_by: second.referral_code });
    await t
      .http()
      .post('/api/classes')
      .set(bearer(admin))
      .send({ title: 'A', date: '2030-01-01', time: '06:00', link: 'https://x.test' })
      .expect(201);
    const stats = await t.http().get('/api/admin/stats').set(bearer(admin)).expect(200);
    expect(stats.body).toEqual({ counselors: 6, students: 1, sessions: 0, complaints: 3 });

    const users = await t.http().get('/api/admin/users').set(bearer(admin)).expect(200);
    expect(users.body).toHaveLength(6);
    expect(users.headers['x-total-count']).toBe('6');
    expect(users.body[1]).toEqual({
      id: referrer.user.id,
      name: referrer.user.name,
      email: referrer.user.email,
      number: '+919876543210',
      role: 'user',
      status: 'Active',
      created_at: expect.any(String),
      last_login_at: expect.any(String),
    });

    const refs = await t.http().get('/api/referrals').set(bearer(admin)).expect(200);
    expect(refs.body[0]).toEqual({
      user_id: referrer.user.id,
      name: referrer.user.name,
      referral_code: referrer.referral_code,
      referral_count: 2,
    });
    expect(refs.body[1]).toMatchObject({ user_id: second.user.id, referral_count: 1 });
    expect(refs.body.map((r: { referral_count: number }) => r.referral_count)).toEqual([
      2, 1, 0, 0, 0, 0,
    ]);
    expect(refs.headers['x-total-count']).toBe('6');

    const own = await t
      .http()
      .get(`/api/referrals/stats/${referrer.user.id}`)
      .set(bearer(referrer.token))
      .expect(200);
    expect(own.body).toEqual({
      referral_code: referrer.referral_code,
      referral_count: 2,
      credits: { INR: 0, USD: 0 },
      referrals: [
        expect.objectContaining({ status: 'pending', reward: null }),
        expect.objectContaining({ status: 'pending', reward: null }),
      ],
    });
    await t.http().get('/api/referrals/stats/999999').set(bearer(admin)).expect(404);
    await t.http().get('/api/referrals/stats/abc').set(bearer(admin)).expect(400);
  });
});

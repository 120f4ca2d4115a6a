import { ADMIN, createTestApp, login, type TestApp } from './support/test-app.js';

describe('app boots', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers health and signs the seeded admin in', async () => {
    await t.http().get('/api/health').expect(200, { status: 'ok', db: 'up' });
    const session = await login(t, ADMIN.email, ADMIN.password);
    expect(session.user.role).toBe('admin');
  });
});

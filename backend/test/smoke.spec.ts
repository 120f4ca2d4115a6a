import { ADMIN, createTestApp, login, type TestApp } from './support/test-app.js';

describe('app boots', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers health and signs the seeded admin in', async () => {
    await t
      .http()
      .get('/api/health')
      .expect(200, { status: 'ok', db: 'up', redis: 'not configured' });
    const session = await login(t, ADMIN.email, ADMIN.password);
    expect(session.user.role).toBe('admin');
  });

  it('answers an unknown API route with a JSON 404, never the web page', async () => {
    for (const path of ['/api/no-such-route', '/api/health/extra', '/api']) {
      const res = await t.http().get(path).expect(404);
      expect(res.headers['content-type']).toMatch(/application\/json/);
      expect(res.body).toEqual(
        expect.objectContaining({ success: false, message: expect.any(String) }),
      );
      expect(JSON.stringify(res.body)).not.toMatch(/at .*\.(ts|js):\d+/);
    }
  });
});

/** The whole configuration as the entry points load it (app.config.ts): the core concerns and each module's. */
describe('clock offset', () => {
  it('shifts the clock outside production only', async () => {
    const { loadConfig } = await import('./app.config.js');
    const base = { JWT_SECRET: 'x'.repeat(40), DATA_DIR: '/tmp/yoga-clock-test' };
    expect(
      loadConfig({ ...base, NODE_ENV: 'test', CLOCK_OFFSET_MS: '86400000' }).lifecycle
        .clockOffsetMs,
    ).toBe(86400000);
    expect(loadConfig({ ...base, NODE_ENV: 'test' }).lifecycle.clockOffsetMs).toBe(0);
    expect(() => loadConfig({ ...base, NODE_ENV: 'test', CLOCK_OFFSET_MS: 'soon' })).toThrow();
    const { BUSINESS_ENV } = await import('../test/support/server-process.js');
    const production = { ...base, ...BUSINESS_ENV, NODE_ENV: 'production', DB_URL: 'mysql://x/y' };
    expect(loadConfig(production).lifecycle.clockOffsetMs).toBe(0);
    expect(() => loadConfig({ ...production, CLOCK_OFFSET_MS: '1' })).toThrow(/tests only/);
  });
});

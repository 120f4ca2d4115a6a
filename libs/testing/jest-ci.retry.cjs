// In CI the suites share two cores (the MariaDB backend run beside the browser tests): a click or a query that
// lands while the machine is saturated can time out, and a race the suites have not yet learned to wait for can
// fail once. In CI a failed test runs once more, its first error printed above the retry (the way Playwright's own
// runner retries in CI), so the log still shows every flaky failure to be fixed. A test fails only if it fails
// twice; locally, never retried. Used by the browser tests (jest-e2e.preset.cjs), the web unit tests (jest-web.preset.cjs)
// and the backend suites.
if (process.env.CI === 'true') {
  jest.retryTimes(1, { logErrorsBeforeRetry: true });
}

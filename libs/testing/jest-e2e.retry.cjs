// Browser tests in CI share two cores with the MariaDB backend run: a click that lands while the machine is
// saturated can time out. In CI a failed browser test runs once more (its first error is printed above the
// retry), the way Playwright's own runner retries in CI. A test fails only if it fails twice; locally, never retried.
if (process.env.CI === 'true') {
  jest.retryTimes(1, { logErrorsBeforeRetry: true });
}

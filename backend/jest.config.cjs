/** Backend tests: native ESM (Nest 12 is ESM-only) transpiled by swc, run in band against a real database. */
module.exports = {
  displayName: 'backend',
  rootDir: __dirname,
  testEnvironment: 'node',
  testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/test/**/*.spec.ts'],
  extensionsToTreatAsEsm: ['.ts'],
  transform: {
    '^.+\\.ts$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', decorators: true },
          transform: { legacyDecorator: true, decoratorMetadata: true },
          target: 'es2022',
        },
        module: { type: 'es6' },
      },
    ],
  },
  moduleNameMapper: {
    '^@yoga/contracts$': '<rootDir>/../libs/contracts/src/index.ts',
    // The local Zoom and Razorpay fakes, shared with the browser tests.
    '^@yoga/testing/(fake-zoom|fake-razorpay)$': '<rootDir>/../libs/testing/src/$1.ts',
    '^(\\.{1,2}/.*)\\.js$': '$1',
  },
  // A safety net against a hung test, not a speed check: the MariaDB run is niced beside the other suites.
  testTimeout: 120_000,
  // In CI a failed test runs once more, its first error printed (docs/tests.md, CI).
  setupFilesAfterEnv: ['<rootDir>/../libs/testing/jest-ci.retry.cjs'],
  // One worker process (npm test: --maxWorkers=1), replaced when it holds more than this after a file: each
  // file loads the app, sql.js and its own module registry again, and one process running all 60 files in
  // turn grew to 4 GB and spent its time collecting garbage.
  workerIdleMemoryLimit: '1GB',
};

// Browser e2e tests: Playwright (playwright-core) + Debian Chromium against the production build.
const path = require('node:path');
const root = path.resolve(__dirname, '../..');

module.exports = {
  testEnvironment: 'node',
  testMatch: ['<rootDir>/e2e/**/*.e2e.ts'],
  testTimeout: 120000,
  maxWorkers: 1,
  setupFilesAfterEnv: [path.join(__dirname, 'jest-ci.retry.cjs')],
  // Keep-alive sockets of Node's fetch can outlive a suite; the server and browser are closed in afterAll.
  forceExit: true,
  transform: {
    '^.+\\.tsx?$': [
      '@swc/jest',
      {
        jsc: { parser: { syntax: 'typescript', tsx: true }, target: 'es2022' },
        module: { type: 'commonjs' },
      },
    ],
  },
  moduleNameMapper: {
    '^@yoga/(contracts|testing)$': path.join(root, 'libs/$1/src/index.ts'),
    '^(\\.{1,2}/.*)\\.js$': '$1',
    // Shared texts imported from React libs (e.g. SAMPLE_DETAILS_TEXT) bring their CSS modules along.
    '\\.css$': path.join(__dirname, 'src/style-mock.cjs'),
  },
};

// Unit tests of the web apps and libs: jsdom + @swc/jest, workspace libs from source.
const path = require('node:path');
const root = path.resolve(__dirname, '../..');

module.exports = {
  testEnvironment: 'jsdom',
  testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/src/**/*.spec.tsx'],
  // antd components render slowly in jsdom on a busy 2-core machine.
  testTimeout: 60000,
  setupFiles: [path.join(__dirname, 'src/jest-web-setup.cjs')],
  // In CI a failed test runs once more, its first error printed (docs/tests.md, CI).
  setupFilesAfterEnv: [path.join(__dirname, 'jest-ci.retry.cjs')],
  transform: {
    '^.+\\.(t|j)sx?$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic' } },
          target: 'es2022',
        },
        module: { type: 'commonjs' },
      },
    ],
  },
  // antd's dependencies ship ES modules only: let swc compile them.
  transformIgnorePatterns: [
    '/node_modules/(?!(antd|@ant-design|@rc-component|rc-[a-z-]+|@babel/runtime)/)',
  ],
  moduleNameMapper: {
    '^@yoga/(contracts|api-client|auth|ui|testing|site-settings|i18n)$': path.join(
      root,
      'libs/$1/src/index.ts',
    ),
    '^@yoga/auth/stored-session$': path.join(root, 'libs/auth/src/stored-session.ts'),
    '^@yoga/auth/session-handoff$': path.join(root, 'libs/auth/src/session-handoff.ts'),
    '^@yoga/api-client/public-call$': path.join(root, 'libs/api-client/src/public-call.ts'),
    '^@yoga/i18n/testing$': path.join(root, 'libs/i18n/src/testing.tsx'),
    '^@yoga/testing/fixtures$': path.join(root, 'libs/testing/src/fixtures.ts'),
    '^@yoga/testing/content-seed$': path.join(root, 'libs/testing/src/content-seed.ts'),
    '\\.css$': path.join(__dirname, 'src/style-mock.cjs'),
    '\\.(png|jpe?g|webp|svg|gif)$': path.join(__dirname, 'src/file-mock.cjs'),
    '^(\\.{1,2}/.*)\\.js$': '$1',
  },
};

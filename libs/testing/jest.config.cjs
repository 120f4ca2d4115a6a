// libs/testing's own tests run in Node (they run ESLint and read files; no DOM).
module.exports = {
  ...require('./jest-web.preset.cjs'),
  testEnvironment: 'node',
  setupFiles: [],
};

const preset = require('../libs/testing/jest-web.preset.cjs');

module.exports = {
  ...preset,
  setupFiles: [...preset.setupFiles, '<rootDir>/src/test-setup.ts'],
};

const preset = require('../libs/testing/jest-web.preset.cjs');

// The panel's messages registered (English active) before every test, as the app's root module does.
module.exports = { ...preset, setupFiles: [...preset.setupFiles, '<rootDir>/src/i18n.ts'] };
